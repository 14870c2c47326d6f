"use client";

import type { BulkRequest } from "@/components/closet/closet-actions";
import { ClosetItemCard } from "@/components/closet/closet-item-card";
import { ClosetGridSkeleton } from "@/components/closet/closet-skeleton";
import { SelectableItem } from "@/components/closet/selectable-item";
import { useClosetPages, useDeleteClosetItem, usePendingDeletes } from "@/components/closet/use-closet";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ClosetGrid } from "@/components/ui/closet-grid";
import { LoadError } from "@/components/ui/load-error";
import { useHoverPause } from "@/components/ui/use-hover-pause";
import { closetListFilters, type ClosetView, DEFAULT_VIEW, isNarrowed } from "@/lib/closet/closet-view";
import type { ClosetItemView } from "@/lib/closet/contract";
import { CLOSET_PAGE_SIZE } from "@/lib/constants";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { CLOSET_GRID_TEXT, closetItemName } from "@/lib/messages/closet-grid";
import { cn } from "@/lib/ui/cn";
import dynamic from "next/dynamic";
import { type MouseEvent, useEffect, useRef } from "react";
import { ClosetEmpty } from "./closet-empty";

/**
 * The select mode's bar, with its Radix menus, arrives when select mode is entered (ClosetScreen
 * starts fetching it when the 'select' button is pointed at or focused), not with the page.
 */
const BulkBar = dynamic(() => import("@/components/closet/bulk-bar").then((module) => module.BulkBar));

/** The closet's h1 (ClosetScreen): where focus goes when the last card is deleted. */
const CLOSET_HEADING_ID = "closet-title";
const titleId = (id: number) => `closet-item-${id}-title`;

export type Selection = {
  selecting: boolean;
  selected: ReadonlySet<number>;
  setSelected: (ids: ReadonlySet<number>) => void;
  onAction: (request: BulkRequest) => void;
  onDone: () => void;
  busy: boolean;
};

const statusBadge = (item: ClosetItemView) =>
  item.status === "laundry" ? (
    <Badge variant="accent">{CLOSET_GRID_TEXT.badges.laundry}</Badge>
  ) : item.status === "archived" ? (
    <Badge variant="neutral">{CLOSET_GRID_TEXT.badges.archived}</Badge>
  ) : undefined;

/**
 * The grid for one view: its cards (checkable in select mode), why it is empty, 'load more items',
 * the bulk bar. Deleting a card moves the focus along (useDeleteAndRefocus).
 * Long because its four parts (the status line, the cards, 'load more items', the bulk bar) all
 * read the loaded items and the selection, and are markup in reading order.
 */
export function ClosetResults({
  view,
  closetIsEmpty,
  selection,
  onClearFilters,
}: {
  view: ClosetView;
  closetIsEmpty: boolean;
  selection: Selection;
  onClearFilters: () => void;
}) {
  const pages = useClosetPages(closetListFilters(view));
  const deleting = usePendingDeletes();
  const { selecting, selected, setSelected } = selection;
  const { onDelete, hoverPaused } = useDeleteAndRefocus(pages.data?.pages);

  if (pages.isPending) return <ClosetGridSkeleton />;
  if (pages.isError)
    return <LoadError title={CLOSET_MESSAGES.loadFailed} error={pages.error} onRetry={() => void pages.refetch()} />;

  const items = pages.data.pages.flatMap((page) => page.items);
  const filtered = isNarrowed(view) || view.status !== DEFAULT_VIEW.status;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const allShownSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  return (
    <>
      {filtered && items.length > 0 ? (
        <p className="mb-4 text-sm text-muted-foreground" role="status">
          {CLOSET_GRID_TEXT.shown(items.length, pages.hasNextPage)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <ClosetEmpty view={view} closetIsEmpty={closetIsEmpty} onClearFilters={onClearFilters} />
      ) : (
        <ClosetGrid
          aria-label={view.category === "all" ? "closet items" : `${view.category} in your closet`}
          aria-busy={pages.isPlaceholderData}
          className={cn(
            "transition-opacity",
            pages.isPlaceholderData && "opacity-60",
            hoverPaused && "pointer-events-none",
          )}
        >
          {items.map((item, index) => (
            <SelectableItem
              key={item.id}
              selecting={selecting}
              selected={selected.has(item.id)}
              onToggle={() => toggle(item.id)}
              label={CLOSET_GRID_TEXT.selectItem(
                closetItemName({ name: item.name, category: item.category, tags: item.styleTags }),
              )}
            >
              <ClosetItemCard
                href={`/closet/${item.id}`}
                titleId={titleId(item.id)}
                name={item.name}
                imageUrl={item.thumbnailUrl}
                category={item.category}
                tags={item.styleTags}
                badge={statusBadge(item)}
                eager={index < 5}
                onDelete={selecting ? undefined : (event) => onDelete(items, index, event)}
                deleting={deleting.has(item.id)}
                className="h-full"
              />
            </SelectableItem>
          ))}
        </ClosetGrid>
      )}
      {items.length >= CLOSET_PAGE_SIZE && pages.hasNextPage ? (
        <div className="mt-10 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {pages.isFetchingNextPage ? "loading..." : CLOSET_MESSAGES.loadMore}
          </Button>
        </div>
      ) : null}
      {selecting ? (
        <BulkBar
          count={selected.size}
          allShownSelected={allShownSelected}
          onSelectAll={(all) => setSelected(all ? new Set(items.map((item) => item.id)) : new Set())}
          onAction={(request) => selection.onAction({ ...request, ids: [...selected] })}
          busy={selection.busy}
          onDone={selection.onDone}
          status={view.status}
        />
      ) : null}
    </>
  );
}

/**
 * Deleting a card from the shown `items`: its focus goes to the next card's title (the previous one
 * for the last, the heading when none is left) once it has left the `loaded` pages, and the grid's
 * hover stays off (`hoverPaused`) until the pointer moves, so the card that slides under it does
 * not show its bin.
 */
function useDeleteAndRefocus(loaded: readonly { items: readonly ClosetItemView[] }[] | undefined) {
  const remove = useDeleteClosetItem();
  const [hoverPaused, pauseHover] = useHoverPause();
  // Where to put the focus once the deleted card has left the list.
  const focusAfterDelete = useRef<{ gone: number; target: string } | null>(null);

  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending || !loaded || loaded.some((page) => page.items.some((item) => item.id === pending.gone))) return;
    focusAfterDelete.current = null;
    document.getElementById(pending.target)?.focus();
  }, [loaded]);

  const onDelete = (items: readonly ClosetItemView[], index: number, event: MouseEvent) => {
    const item = items[index];
    if (!item) return;
    const next = items[index + 1] ?? items[index - 1];
    const focus = { gone: item.id, target: next ? titleId(next.id) : CLOSET_HEADING_ID };
    focusAfterDelete.current = focus;
    // A keyboard press (detail 0) has no pointer to wait for.
    if (event.detail > 0) pauseHover(event);
    remove.remove(item.id, {
      onError: () => {
        if (focusAfterDelete.current === focus) focusAfterDelete.current = null;
      },
    });
  };

  return { onDelete, hoverPaused };
}
