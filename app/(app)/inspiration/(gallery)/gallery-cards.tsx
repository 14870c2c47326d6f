"use client";

import { InspirationCard, inspirationHeadingId } from "@/components/inspiration/inspiration-card";
import { InspirationGrid } from "@/components/inspiration/inspiration-grid";
import { InspirationGridSkeleton } from "@/components/inspiration/inspiration-skeleton";
import {
  useAnalyzeInspiration,
  useDeleteInspiration,
  useInspirationList,
  usePendingAnalyses,
  usePendingSaves,
  useSetInspirationSaved,
} from "@/components/inspiration/use-inspiration";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { useHoverPause } from "@/components/ui/use-hover-pause";
import type { InspirationFilter, InspirationView } from "@/lib/inspiration/contract";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { cn } from "@/lib/ui/cn";
import { Bookmark, ImagePlus, Plus } from "lucide-react";
import Link from "next/link";
import { type MouseEvent, useEffect, useRef } from "react";

/** The gallery's heading (GalleryFrame): where focus goes when the last card is deleted. */
const GALLERY_HEADING_ID = "inspiration-title";

/**
 * The gallery's cards (the client island): save, delete with undo, analyze in place, and the empty
 * and error states. A deleted card leaves at once: focus moves to the next card (the previous one
 * for the last, the heading when none is left), and the grid's hover stays off until the pointer
 * moves, so the card that slides under it does not show its bin.
 */
export function GalleryCards({ filter }: { filter: InspirationFilter }) {
  const list = useInspirationList(filter);
  const setSaved = useSetInspirationSaved();
  const remove = useDeleteInspiration();
  const analyze = useAnalyzeInspiration();
  const saving = usePendingSaves();
  const analyzing = usePendingAnalyses();
  const [hoverPaused, pauseHover] = useHoverPause();
  // The heading to focus once the deleted card has left the list.
  const focusAfterDelete = useRef<{ gone: number; target: string } | null>(null);
  const images = list.data;

  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending || images?.some((image) => image.id === pending.gone)) return;
    focusAfterDelete.current = null;
    document.getElementById(pending.target)?.focus();
  }, [images]);

  if (list.isPending) return <InspirationGridSkeleton />;
  // A refetch that fails keeps the cards on screen (the toast says so); only a first load has nothing to show.
  if (list.isError && !list.data)
    return <LoadError title="couldn't load your inspiration" error={list.error} onRetry={() => void list.refetch()} />;

  const shown = images ?? [];
  if (shown.length === 0) {
    return <GalleryEmpty filter={filter} />;
  }

  const onDelete = (image: InspirationView, index: number, event: MouseEvent) => {
    const next = shown[index + 1] ?? shown[index - 1];
    focusAfterDelete.current = { gone: image.id, target: next ? inspirationHeadingId(next.id) : GALLERY_HEADING_ID };
    // A keyboard press (detail 0) has no pointer to wait for.
    if (event.detail > 0) pauseHover(event);
    remove.remove(image.id);
  };

  return (
    <InspirationGrid
      count={shown.length}
      aria-label={filter === "saved" ? "saved inspiration images" : "inspiration images"}
      className={cn(hoverPaused && "pointer-events-none")}
    >
      {shown.map((image, index) => (
        <li key={image.id}>
          <InspirationCard
            image={image}
            large={shown.length <= 2}
            eager={index < 3}
            onToggleSaved={() => setSaved.save({ id: image.id, saved: !image.isSaved })}
            onDelete={(event) => onDelete(image, index, event)}
            onAnalyze={() => analyze.analyze(image.id)}
            saving={saving.has(image.id)}
            deleting={false}
            analyzing={analyzing.has(image.id)}
          />
        </li>
      ))}
    </InspirationGrid>
  );
}

/** Why there are no cards: nothing saved yet, or no inspiration at all, each with its way on. */
function GalleryEmpty({ filter }: { filter: InspirationFilter }) {
  return filter === "saved" ? (
    <EmptyState
      icon={Bookmark}
      title={INSPIRATION_TEXT.savedEmptyTitle}
      description={INSPIRATION_TEXT.savedEmptyDescription}
      action={
        <Link href="/inspiration" className={buttonVariants({ variant: "secondary" })}>
          see all looks
        </Link>
      }
    />
  ) : (
    <EmptyState
      icon={ImagePlus}
      title={INSPIRATION_TEXT.emptyTitle}
      description={INSPIRATION_TEXT.emptyDescription}
      action={
        <Link href="/inspiration-upload" className={buttonVariants({ variant: "accent", size: "lg" })}>
          <Plus aria-hidden />
          {INSPIRATION_TEXT.emptyButton}
        </Link>
      }
    />
  );
}
