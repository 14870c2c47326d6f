"use client";

import { InspirationCard } from "@/components/inspiration/inspiration-card";
import { InspirationGrid } from "@/components/inspiration/inspiration-grid";
import { InspirationGridSkeleton } from "@/components/inspiration/inspiration-skeleton";
import {
  useDeleteInspiration,
  useInspirationList,
  usePendingDeletes,
  useToggleSaved,
} from "@/components/inspiration/use-inspiration";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import type { InspirationFilter } from "@/lib/inspiration/contract";
import { INSPIRATION_TEXT } from "@/lib/messages";
import { Bookmark, ImagePlus, Plus } from "lucide-react";
import Link from "next/link";

/** The gallery's cards (the client island): save, delete, and the empty and error states. */
export function GalleryCards({ filter }: { filter: InspirationFilter }) {
  const list = useInspirationList(filter);
  const toggleSaved = useToggleSaved();
  const remove = useDeleteInspiration();
  const deleting = usePendingDeletes();

  if (list.isPending) return <InspirationGridSkeleton />;
  // A refetch that fails keeps the cards on screen (the toast says so); only a first load has nothing to show.
  if (list.isError && !list.data)
    return <LoadError title="couldn't load your inspiration" error={list.error} onRetry={() => void list.refetch()} />;

  const images = list.data ?? [];
  if (images.length === 0) {
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

  return (
    <InspirationGrid
      count={images.length}
      aria-label={filter === "saved" ? "saved inspiration images" : "inspiration images"}
    >
      {images.map((image, index) => (
        <li key={image.id}>
          <InspirationCard
            image={image}
            large={images.length <= 2}
            eager={index < 3}
            onToggleSaved={() => toggleSaved.mutate(image.id)}
            onDelete={() => remove.mutate(image.id)}
            deleting={deleting.has(image.id)}
          />
        </li>
      ))}
    </InspirationGrid>
  );
}
