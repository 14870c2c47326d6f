import { Photo } from "@/components/ui/photo";
import type { BuyCheckPiece, BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { moneyText, productName } from "./check-format";

const TEXT = BUY_SCREEN_TEXT.result;

/** A titled part of the details; its title an h4 under the product's h3. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{title}</h4>
      {children}
    </div>
  );
}

/** One of the owner's pieces, small, opening its page. */
function PieceLink({ piece }: { piece: BuyCheckPiece }) {
  return (
    <Link
      href={`/closet/${piece.id}`}
      className="relative block size-14 shrink-0 overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Photo src={piece.thumbnailUrl} alt={TEXT.pieceAlt(piece)} fill className="object-contain" />
    </Link>
  );
}

/**
 * Everything a check found, under its verdict: the reasons (the server's sentences, which state
 * the figures), then the figures to look at: the owner's look-alikes, the outfits it makes with a
 * few examples (the product first, then the pieces it goes with), the gaps it fills, its projected
 * cost per wear, and the shop's page. No hooks: it renders on the server and in the islands alike.
 */
export function CheckDetails({ check, withSource = true }: { check: BuyCheckView; withSource?: boolean }) {
  const { product, similarItems, unlocks, fillsGaps, costPerWear } = check;
  return (
    <div className="grid gap-5" data-testid="check-details">
      <Part title={TEXT.reasons}>
        <ul className="grid list-disc gap-1 pl-5 text-sm break-words" data-testid="verdict-reasons">
          {check.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Part>
      {similarItems.length > 0 ? (
        <Part title={TEXT.looksLike}>
          <ul className="flex flex-wrap gap-2" data-testid="looks-like">
            {similarItems.map((piece) => (
              <li key={piece.id}>
                <PieceLink piece={piece} />
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      <Part title={TEXT.unlocks(unlocks.count)}>
        {unlocks.examples.length > 0 ? (
          <ol className="grid gap-2" data-testid="unlock-examples">
            {unlocks.examples.slice(0, 3).map((pieces, index) => (
              <li key={pieces.map((piece) => piece.id).join("-")} aria-label={TEXT.example(index + 1)}>
                <ul className="flex flex-wrap items-center gap-2">
                  <li className="relative size-14 shrink-0 overflow-hidden rounded-lg border border-accent bg-muted">
                    <Photo src={product.thumbnailUrl} alt={productName(check)} fill className="object-contain" />
                  </li>
                  {pieces.map((piece) => (
                    <li key={piece.id}>
                      <PieceLink piece={piece} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : null}
      </Part>
      {fillsGaps.length > 0 ? (
        <Part title={TEXT.gaps}>
          <ul className="grid gap-1 text-sm" data-testid="gaps">
            {fillsGaps.map((gap) => (
              <li key={`${gap.kind}-${gap.id}-${gap.piece}`}>
                <Link
                  href={gap.kind === "inspiration" ? `/inspiration/${gap.id}/missing-pieces` : `/trips/${gap.id}`}
                  className="break-words underline decoration-border underline-offset-4 hover:decoration-foreground"
                >
                  {gap.kind === "inspiration" ? TEXT.inspirationGap(gap) : TEXT.tripGap(gap)}
                </Link>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {costPerWear && costPerWear.value !== null ? (
        <Part title={TEXT.costPerWear}>
          <p className="text-sm" data-testid="cost-per-wear">
            <span className="font-display text-xl">
              {TEXT.perWear(moneyText(costPerWear.value, costPerWear.currency))}
            </span>
            {costPerWear.wearsPerYear !== null ? (
              <span className="block text-muted-foreground">{TEXT.wearsPerYear(costPerWear.wearsPerYear)}</span>
            ) : null}
            {costPerWear.closetMedian !== null ? (
              <span className="block text-muted-foreground">
                {TEXT.closetMedian(moneyText(costPerWear.closetMedian, costPerWear.currency))}
              </span>
            ) : null}
          </p>
        </Part>
      ) : null}
      {withSource && product.sourceUrl ? <SourceLink url={product.sourceUrl} /> : null}
    </div>
  );
}

/** The shop's page, in a new tab; `nofollow`: a link the person gave is no endorsement of ours. */
export function SourceLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex w-fit items-center gap-1.5 text-sm underline decoration-border underline-offset-4 hover:decoration-foreground"
    >
      {TEXT.source}
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only">{TEXT.sourceNote}</span>
    </a>
  );
}
