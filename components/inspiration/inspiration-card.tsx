"use client";

import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Photo } from "@/components/ui/photo";
import { Skeleton } from "@/components/ui/skeleton";
import type { InspirationView } from "@/lib/inspiration/contract";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { ImageOff, Sparkles, Wand2 } from "lucide-react";
import Link from "next/link";
import { type MouseEvent, useState } from "react";
import { InspirationCardActions } from "./inspiration-card-actions";
import { inspirationLabel } from "./inspiration-label";
import { InspirationTagBadges } from "./inspiration-tag-badges";

export const inspirationHeadingId = (id: number) => `inspiration-${id}-title`;

type Props = {
  image: InspirationView;
  /** The web-sized photo instead of the thumbnail, for the one- and two-image layouts. */
  large?: boolean;
  eager?: boolean;
  onToggleSaved: () => void;
  onDelete: (event: MouseEvent) => void;
  onAnalyze: () => void;
  saving: boolean;
  deleting: boolean;
  analyzing: boolean;
};

/**
 * One inspiration photo (SPEC §2): the image, 'inspiration #{id}', its style tags, save and delete,
 * 'match with closet', and 'analyze for tags' while it has none (analysed in place: a skeleton, then the tags). Outfits on people are shown
 * cropped to a portrait frame, top-weighted so faces and shoulders stay in.
 * Long because it is one card's markup, its actions and tags already their own components: no logic is left to lift out.
 */
export function InspirationCard({
  image,
  large,
  eager,
  onToggleSaved,
  onDelete,
  onAnalyze,
  saving,
  deleting,
  analyzing,
}: Props) {
  const [broken, setBroken] = useState(false);
  const label = inspirationLabel(image.id);
  return (
    <article
      data-testid="inspiration-card"
      data-id={image.id}
      className="group flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-border bg-surface shadow-soft"
    >
      <div className="relative aspect-[4/5] bg-muted">
        {broken ? (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden className="size-7" strokeWidth={1.5} />
          </div>
        ) : (
          <Photo
            src={large ? image.imageUrl : image.thumbnailUrl}
            alt={image.styleTags.length ? `${label}: ${image.styleTags.slice(0, 3).join(", ")}` : label}
            fill
            eager={eager}
            className="object-cover object-top"
            onError={() => setBroken(true)}
          />
        )}
        <InspirationCardActions
          label={label}
          saved={image.isSaved}
          saving={saving}
          deleting={deleting}
          onToggleSaved={onToggleSaved}
          onDelete={onDelete}
        />
        {image.isSaved ? (
          <Badge variant="solid" className="absolute bottom-3 left-3 shadow-soft" aria-hidden>
            saved
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {/* Focus lands here after the card before it is deleted (a target, not a tab stop). */}
        <h2 id={inspirationHeadingId(image.id)} tabIndex={-1} className="font-medium focus:outline-none">
          {label}
        </h2>
        {analyzing ? (
          <div role="status" aria-label={INSPIRATION_TEXT.analyzing} className="flex flex-wrap gap-1.5">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
        ) : (
          <InspirationTagBadges tags={image.styleTags} />
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            href={`/inspiration/${image.id}/style-matching`}
            className={buttonVariants({ variant: "primary", size: "sm" })}
          >
            <Sparkles aria-hidden />
            {INSPIRATION_TEXT.matchWithCloset}
          </Link>
          {image.styleTags.length === 0 ? (
            <Button variant="secondary" size="sm" disabled={analyzing} onClick={onAnalyze}>
              <Wand2 aria-hidden className={analyzing ? "animate-pulse" : undefined} />
              {analyzing ? INSPIRATION_TEXT.analyzing : INSPIRATION_TEXT.analyzeForTags}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
