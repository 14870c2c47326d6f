"use client";

import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { InspirationView } from "@/lib/inspiration/contract";
import { INSPIRATION_TEXT } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { Bookmark, ImageOff, Sparkles, Trash2, Wand2 } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { inspirationLabel } from "./inspiration-label";

/** Tags shown as badges on a card; the rest are counted ("+3"). */
const BADGES_PER_CARD = 6;

/** The round icon buttons over the photo: visible on hover and keyboard focus, always on touch screens. */
function OverlayButton({
  label,
  pressed,
  busy,
  onClick,
  className,
  children,
}: {
  label: string;
  pressed?: boolean;
  busy?: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      aria-pressed={pressed}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface/95 text-foreground shadow-soft backdrop-blur",
        "transition-[opacity,background-color,color] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
    </button>
  );
}

type Props = {
  image: InspirationView;
  /** The web-sized photo instead of the thumbnail, for the one- and two-image layouts. */
  large?: boolean;
  eager?: boolean;
  onToggleSaved: () => void;
  onDelete: () => void;
  deleting: boolean;
};

/**
 * One inspiration photo (SPEC §2): the image, 'inspiration #{id}', its style tags, save and delete,
 * 'match with closet', and 'analyze for tags' while it has none. Outfits on people are shown
 * cropped to a portrait frame, top-weighted so faces and shoulders stay in.
 */
export function InspirationCard({ image, large, eager, onToggleSaved, onDelete, deleting }: Props) {
  const [broken, setBroken] = useState(false);
  const label = inspirationLabel(image.id);
  const extraTags = image.styleTags.length - BADGES_PER_CARD;
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
          <Image
            src={large ? image.imageUrl : image.thumbnailUrl}
            alt={image.styleTags.length ? `${label}: ${image.styleTags.slice(0, 3).join(", ")}` : label}
            fill
            unoptimized
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            className="object-cover object-top"
            onError={() => setBroken(true)}
          />
        )}
        <div className="absolute top-3 right-3 flex gap-2">
          <OverlayButton
            label={image.isSaved ? `unsave ${label}` : `save ${label}`}
            pressed={image.isSaved}
            onClick={onToggleSaved}
            className={
              image.isSaved
                ? "border-transparent bg-primary text-primary-foreground hover:bg-primary-hover"
                : "hover:bg-muted"
            }
          >
            <Bookmark
              aria-hidden
              className="size-4"
              strokeWidth={1.75}
              fill={image.isSaved ? "currentColor" : "none"}
            />
          </OverlayButton>
          <OverlayButton
            label={`delete ${label}`}
            busy={deleting}
            onClick={onDelete}
            className={cn(
              "hover:bg-destructive hover:text-destructive-foreground",
              "opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100",
              deleting && "opacity-100",
            )}
          >
            {deleting ? (
              <Spinner size="sm" label="deleting" />
            ) : (
              <Trash2 aria-hidden className="size-4" strokeWidth={1.75} />
            )}
          </OverlayButton>
        </div>
        {image.isSaved ? (
          <Badge variant="solid" className="absolute bottom-3 left-3 shadow-soft" aria-hidden>
            saved
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="font-medium">{label}</h2>
        {image.styleTags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="style tags">
            {image.styleTags.slice(0, BADGES_PER_CARD).map((tag) => (
              <li key={tag}>
                <Badge variant="accent">{tag}</Badge>
              </li>
            ))}
            {extraTags > 0 ? (
              <li>
                <Badge variant="outline" aria-label={`${extraTags} more tags`}>
                  +{extraTags}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{INSPIRATION_TEXT.noTagsYet}</p>
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
            <Link href="/inspiration-upload" className={buttonVariants({ variant: "secondary", size: "sm" })}>
              <Wand2 aria-hidden />
              {INSPIRATION_TEXT.analyzeForTags}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
