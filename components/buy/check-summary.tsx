import { Photo } from "@/components/ui/photo";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_CHECK_TEXT } from "@/lib/messages/buy-check";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { cn } from "@/lib/ui/cn";
import { CircleCheck, CircleX, type LucideIcon, Scale } from "lucide-react";
import type { ReactNode } from "react";
import { priceText, productName } from "./check-format";

type BuyVerdict = BuyCheckView["verdict"];

const VERDICT_LOOK: Record<BuyVerdict, { icon: LucideIcon; className: string }> = {
  buy: { icon: CircleCheck, className: "bg-success/10 text-success" },
  "think twice": { icon: Scale, className: "bg-accent-soft text-accent-hover" },
  skip: { icon: CircleX, className: "bg-destructive-soft text-destructive" },
};

/** The verdict in its own words (the colour and icon only repeat them), large enough to read first. */
export function VerdictBadge({ verdict, size = "lg" }: { verdict: BuyVerdict; size?: "sm" | "lg" }) {
  const { icon: Icon, className } = VERDICT_LOOK[verdict];
  return (
    <p
      data-testid="verdict"
      data-verdict={verdict}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full font-medium whitespace-nowrap",
        size === "lg" ? "px-4 py-1.5 text-base" : "px-2.5 py-0.5 text-sm",
        className,
      )}
    >
      <Icon aria-hidden className={size === "lg" ? "size-5" : "size-4"} />
      <span className="sr-only">{BUY_SCREEN_TEXT.result.verdict}: </span>
      {BUY_CHECK_TEXT.verdict[verdict]}
    </p>
  );
}

/**
 * A check's product: its photo, name (an h3: the result panel and the wishlist are h2 sections),
 * brand, category and price, and the verdict. Renders on the server as well as in an island (no
 * hooks). `compact`: the wishlist's smaller badge; `children` go under the facts (its buttons).
 */
export function CheckSummary({
  check,
  headingId,
  compact = false,
  eager = false,
  children,
}: {
  check: BuyCheckView;
  /** the name's id, for the buttons that act on this check to be described by it */
  headingId?: string;
  compact?: boolean;
  eager?: boolean;
  children?: ReactNode;
}) {
  const name = productName(check);
  const price = priceText(check);
  const facts = [check.product.brand !== name ? check.product.brand : null, check.reading.category, price].filter(
    (fact): fact is string => Boolean(fact),
  );
  return (
    <div className="flex items-start gap-4">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-24">
        <Photo
          src={check.product.thumbnailUrl}
          alt={BUY_SCREEN_TEXT.result.productAlt(name)}
          fill
          eager={eager}
          className="object-contain"
        />
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <h3
          id={headingId}
          className="font-display text-lg leading-tight font-normal break-words"
          data-testid="check-name"
        >
          {name}
        </h3>
        {facts.length > 0 ? (
          <p className="text-sm break-words text-muted-foreground" data-testid="check-facts">
            {facts.join(" · ")}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <VerdictBadge verdict={check.verdict} size={compact ? "sm" : "lg"} />
        </div>
        {children}
      </div>
    </div>
  );
}
