"use client";

import { PlanDayButton } from "@/components/plans/plan-day-button";
import { ShareButton } from "@/components/share/share-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { toast } from "@/components/ui/use-toast";
import { WoreTodayButton } from "@/components/wears/wore-today-button";
import { BUILD_TEXT } from "@/lib/messages/build";
import { OUTFIT_MESSAGES, OUTFIT_TEXT } from "@/lib/messages/outfits";
import { SHARE_TEXT } from "@/lib/messages/share";
import type { OutfitItemView, OutfitView } from "@/lib/outfits/contract";
import { outfitPreview } from "@/lib/outfits/preview";
import { cn } from "@/lib/ui/cn";
import { Bookmark, ImageOff, Pencil, Share2, TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";

function Thumbnail({ item, eager, more }: { item: OutfitItemView; eager?: boolean; more: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-muted">
      {broken ? (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff aria-hidden className="size-5" strokeWidth={1.5} />
        </div>
      ) : (
        <Photo
          src={item.thumbnailUrl}
          alt={item.category}
          fill
          eager={eager}
          className="object-cover"
          onError={() => setBroken(true)}
        />
      )}
      {/* A corner chip, not a veil over the tile: the piece under it is one the card shows. */}
      {more > 0 ? (
        <span
          className="absolute right-1.5 bottom-1.5 inline-flex min-w-7 items-center justify-center rounded-full bg-foreground/80 px-2 py-0.5 text-sm font-medium text-background"
          aria-label={OUTFIT_TEXT.moreItems(more)}
          data-testid="outfit-more-items"
        >
          +{more}
        </span>
      ) : null}
    </li>
  );
}

export const outfitHeadingId = (id: number) => `outfit-${id}-name`;

type Props = {
  outfit: OutfitView;
  eager?: boolean;
  busy?: boolean;
  onToggleSaved: () => void;
  /** saved outfits are edited with the 'build your own' picker */
  onEdit?: () => void;
};

/**
 * One outfit (SPEC §2): up to 3 of its items (the rest counted as '+N'; a layer its reason speaks of
 * is always among the 3), name, description, style, occasion, season, 'save outfit' showing the saved
 * state, 'wore this today' (issue #28), 'plan for a day' (issue #43), 'edit' for a saved one, and 'share' (the share dialog). A piece deleted from the closet since leaves the outfit; a note says so.
 */
export function OutfitCard({ outfit, eager, busy, onToggleSaved, onEdit }: Props) {
  // The pieces the reason relies on (its layer) are among those drawn, never left to the "+N".
  const { shown, more, countOn } = outfitPreview(outfit.items, outfit.description);
  const details: [string, string | undefined][] = [
    [OUTFIT_TEXT.style, outfit.style],
    [OUTFIT_TEXT.occasion, outfit.occasion],
    [OUTFIT_TEXT.season, outfit.season],
  ];
  return (
    <article
      data-testid="outfit-card"
      data-id={outfit.id}
      aria-labelledby={outfitHeadingId(outfit.id)}
      className="flex h-full flex-col gap-4 rounded-(--radius-card) border border-border bg-surface p-4 shadow-soft"
    >
      <ul role="list" aria-label="items" className="grid grid-cols-3 gap-2">
        {shown.map((item, index) => (
          <Thumbnail key={item.id} item={item} eager={eager} more={index === countOn ? more : 0} />
        ))}
        {shown.length === 0 ? <li className="col-span-3 aspect-[3/1] rounded-xl bg-muted" aria-hidden /> : null}
      </ul>
      <div className="flex flex-col gap-2">
        {/* Focus lands here when the card before it leaves the saved list (a target, not a tab stop). */}
        <h2
          id={outfitHeadingId(outfit.id)}
          tabIndex={-1}
          className="font-display text-lg leading-snug focus:outline-none"
        >
          {outfit.name}
        </h2>
        <p className="text-sm text-muted-foreground">{outfit.description}</p>
      </div>
      <dl className="flex flex-wrap gap-1.5 text-xs">
        {details.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="sr-only">{label}</dt>
              <dd>
                <Badge variant={label === OUTFIT_TEXT.style ? "accent" : "outline"} title={label}>
                  {value}
                </Badge>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {outfit.missingItems > 0 ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="outfit-missing-note">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={1.75} />
          {OUTFIT_TEXT.missingItems(outfit.missingItems)}
        </p>
      ) : null}
      <OutfitActions outfit={outfit} busy={busy} onToggleSaved={onToggleSaved} onEdit={onEdit} />
    </article>
  );
}

/**
 * The card's last row: save, 'wore this today', 'plan for a day', 'edit' (saved outfits), and share
 * (refused, with the reason, for an outfit missing a piece).
 */
function OutfitActions({ outfit, busy, onToggleSaved, onEdit }: Omit<Props, "eager">) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
      <Button
        variant={outfit.isSaved ? "primary" : "secondary"}
        size="sm"
        aria-pressed={outfit.isSaved}
        aria-label={OUTFIT_TEXT.saveOutfitNamed(outfit.name)}
        disabled={busy}
        onClick={onToggleSaved}
        className={cn(outfit.isSaved && "pr-5")}
      >
        <Bookmark aria-hidden fill={outfit.isSaved ? "currentColor" : "none"} />
        {OUTFIT_TEXT.saveOutfit}
      </Button>
      {outfit.items.length > 0 ? <WoreTodayButton request={{ outfitId: outfit.id }} name={outfit.name} /> : null}
      {/* Any look can be planned for a coming day (issue #43): an idea keeps its name while planned. */}
      {outfit.items.length > 0 ? <PlanDayButton request={{ outfitId: outfit.id }} name={outfit.name} /> : null}
      {onEdit ? (
        <Button variant="ghost" size="sm" aria-label={BUILD_TEXT.editNamed(outfit.name)} onClick={onEdit}>
          <Pencil aria-hidden />
          {BUILD_TEXT.edit}
        </Button>
      ) : null}
      {outfit.missingItems > 0 ? (
        // An outfit that lost a piece is not shared as if whole: the same button, refusing with the reason.
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${SHARE_TEXT.button} ${outfit.name}`}
          onClick={() =>
            toast({
              title: OUTFIT_TEXT.shareRefused,
              description: OUTFIT_MESSAGES.incomplete(outfit.missingItems),
              variant: "destructive",
            })
          }
        >
          <Share2 aria-hidden />
          {SHARE_TEXT.button}
        </Button>
      ) : (
        <ShareButton outfitId={outfit.id} outfitName={outfit.name} />
      )}
    </div>
  );
}

/** Outfit cards in up to three columns. */
export function OutfitGrid({ children, label, busy }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <ul
      role="list"
      aria-label={label}
      aria-busy={busy}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
    >
      {children}
    </ul>
  );
}
