"use client";

import { Photo } from "@/components/ui/photo";
import { Spinner } from "@/components/ui/spinner";
import { TAGS_PER_CARD } from "@/lib/constants";
import { CLOSET_GRID_TEXT, closetItemName } from "@/lib/messages/closet-grid";
import { cn } from "@/lib/ui/cn";
import { ImageOff, Trash2 } from "lucide-react";
import Link from "next/link";
import { type MouseEvent, type ReactNode, useState } from "react";

export const tagPageHref = (tags: readonly string[]) => `/closet/tags?tags=${encodeURIComponent(tags.join(","))}`;

/**
 * Up to 3 style tags, each prefixed with # and linking to the closet tag page (SPEC §2, §9).
 * `tabbable: false` keeps them out of the tab order (a pointer and a screen reader's list of links
 * still reach them): in a grid card they would be three stops of every card, and the item page the
 * card opens lists the same tags as links.
 */
export function TagLinks({
  tags,
  className,
  tabbable = true,
}: {
  tags: readonly string[];
  className?: string;
  tabbable?: boolean;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="style tags">
      {tags.slice(0, TAGS_PER_CARD).map((tag) => (
        <li key={tag}>
          <Link
            href={tagPageHref([tag])}
            tabIndex={tabbable ? undefined : -1}
            className="relative z-10 inline-flex min-h-6 items-center rounded-full bg-muted px-2 text-xs text-muted-foreground transition-colors hover:bg-accent-soft hover:text-accent-hover focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type CardProps = {
  imageUrl: string;
  category: string;
  tags: readonly string[];
  /** The owner's name for the item, shown above the category when there is one. */
  name?: string | null;
  /** The item page: the whole card opens it (the delete button and the tag links stay their own). */
  href?: string;
  /** The title's id: focus moves there when the card before it is deleted. */
  titleId?: string;
  /** Shown over the image, top left (e.g. an upload entry's status). */
  badge?: ReactNode;
  /** Under the tags (e.g. an error message). */
  footer?: ReactNode;
  onDelete?: (event: MouseEvent) => void;
  deleting?: boolean;
  /** Below the fold the image loads lazily; the first row loads at once, ahead of the scripts (it is the largest paint). */
  eager?: boolean;
  className?: string;
};

/**
 * One garment: the photo (on white, as background removal leaves it), the category and #tags. The
 * delete button shows on hover and on keyboard focus in the card, and always on touch screens (no
 * hover there); a title focused by a script after a mouse press keeps it hidden.
 * With `href`, the title is a link whose hit area covers the card (a stretched ::after), so the
 * photo opens the item too while no button or link sits inside another. Such a card is two tab stops,
 * the item then its delete button (issue #41): its tag links leave the tab order.
 */
export function ClosetItemCard({
  imageUrl,
  category,
  tags,
  name,
  href,
  titleId,
  badge,
  footer,
  onDelete,
  deleting,
  eager,
  className,
}: CardProps) {
  // A file the browser cannot show (a failed upload that was never an image) gets a placeholder, not alt text.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <article
      data-testid="closet-item"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-(--radius-card) border border-border bg-surface shadow-soft",
        className,
      )}
    >
      <div className="relative aspect-[4/5] bg-white">
        {broken === imageUrl ? (
          <div className="flex size-full items-center justify-center bg-muted text-muted-foreground">
            <ImageOff aria-hidden className="size-7" strokeWidth={1.5} />
          </div>
        ) : (
          <Photo
            src={imageUrl}
            alt={`${category}${tags.length ? `, ${tags.slice(0, TAGS_PER_CARD).join(", ")}` : ""}`}
            fill
            eager={eager}
            className="object-contain p-2 sm:p-3"
            onError={() => setBroken(imageUrl)}
          />
        )}
        {badge ? (
          <div className="absolute top-2 left-2 flex max-w-[calc(100%-3.5rem)] flex-wrap gap-1">{badge}</div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        {href ? (
          <Link
            id={titleId}
            href={href}
            className="text-sm font-medium after:absolute after:inset-0 after:rounded-(--radius-card) after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {name ? (
              <>
                <span className="block truncate">{name}</span>
                <span className="block font-normal text-muted-foreground">{category}</span>
              </>
            ) : (
              category
            )}
          </Link>
        ) : (
          <p id={titleId} tabIndex={titleId ? -1 : undefined} className="text-sm font-medium focus:outline-none">
            {category}
          </p>
        )}
        <TagLinks tags={tags} tabbable={!href} />
        {footer}
      </div>
      {/* After the item in the tab order (it sits over the photo's corner, placed by the article). */}
      {onDelete ? (
        <DeleteButton
          onDelete={onDelete}
          deleting={deleting}
          label={CLOSET_GRID_TEXT.deleteItem(closetItemName({ name, category, tags }))}
        />
      ) : null}
    </article>
  );
}

/** The card's delete button, top right: hidden until the card is hovered or keyboard-focused (always shown on touch). */
function DeleteButton({
  onDelete,
  deleting,
  label,
}: {
  onDelete: (event: MouseEvent) => void;
  deleting?: boolean;
  label: string;
}) {
  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={deleting}
      aria-label={label}
      className={cn(
        "absolute top-2 right-2 z-10 inline-flex size-9 items-center justify-center rounded-full border border-border bg-surface/95 text-foreground shadow-soft backdrop-blur",
        "transition-[opacity,background-color,color] duration-200 hover:bg-destructive hover:text-destructive-foreground",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        // Keyboard focus shows it; a title focused after a delete with the mouse (no focus ring, so
        // not focus-visible) keeps it hidden under a pointer that has not moved.
        "opacity-0 group-hover:opacity-100 group-has-[:focus-visible]:opacity-100 [@media(hover:none)]:opacity-100",
        deleting && "opacity-100",
      )}
    >
      {deleting ? <Spinner size="sm" label="deleting" /> : <Trash2 aria-hidden className="size-4" strokeWidth={1.75} />}
    </button>
  );
}
