import { buttonVariants } from "@/components/ui/button";
import type { InspirationFilter } from "@/lib/inspiration/contract";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { cn } from "@/lib/ui/cn";
import { Bookmark, Plus } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

const FILTERS: readonly { value: InspirationFilter; label: string; href: string }[] = [
  { value: "all", label: "all looks", href: "/inspiration" },
  { value: "saved", label: "saved", href: "/inspiration/saved" },
];

/**
 * The gallery's frame (SPEC §2): title, 'add new', all looks or the saved ones, then `children`
 * (the cards, or their skeleton while the page loads). Rendered on the server: no client code.
 */
export function GalleryFrame({ filter, children }: { filter: InspirationFilter; children: ReactNode }) {
  return (
    <section
      aria-labelledby="inspiration-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <h1 id="inspiration-title" tabIndex={-1} className="font-display text-title font-normal focus:outline-none">
            {INSPIRATION_TEXT.galleryTitle}
          </h1>
          <p className="mt-2 max-w-xl text-muted-foreground">
            looks you love, matched against the clothes you already own.
          </p>
        </div>
        <Link href="/inspiration-upload" className={buttonVariants({ variant: "primary" })}>
          <Plus aria-hidden />
          {INSPIRATION_TEXT.addNew}
        </Link>
      </div>
      <nav aria-label="which looks" className="mt-8 flex gap-2">
        {FILTERS.map((option) => (
          <Link
            key={option.value}
            href={option.href}
            scroll={false}
            aria-current={option.value === filter ? "page" : undefined}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
              option.value === filter
                ? "border-transparent bg-primary text-primary-foreground"
                : "border-input bg-surface hover:bg-muted",
            )}
          >
            {option.value === "saved" ? <Bookmark aria-hidden className="size-3.5" /> : null}
            {option.label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">{children}</div>
    </section>
  );
}
