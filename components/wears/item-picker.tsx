"use client";

import { CategoryTabs } from "@/components/closet/category-tabs";
import { ClosetSearch } from "@/components/closet/closet-search";
import { useCategoryCounts } from "@/components/closet/use-closet";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Photo } from "@/components/ui/photo";
import { Skeleton } from "@/components/ui/skeleton";
import type { ClosetFilter, ClosetItemView } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import { BUILD_TEXT } from "@/lib/messages/build";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import { cn } from "@/lib/ui/cn";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import Link from "next/link";
import { useCallback, useState } from "react";

const itemName = (item: Pick<ClosetItemView, "name" | "category">) => item.name ?? item.category;

type Props = {
  /** ids picked, in the order they were picked */
  picked: readonly number[];
  onToggle: (item: ClosetItemView) => void;
  /** how many may be picked; the rest are disabled once it is reached */
  max?: number;
};

/**
 * Picks pieces from the closet's current clothes with the closet's own search box and category tabs
 * (the same list the closet shows, page by page). Each piece is a toggle button (aria-pressed).
 */
export function ItemPicker({ picked, onToggle, max = Infinity }: Props) {
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<ClosetFilter>("all");
  const counts = useCategoryCounts();
  const pages = useInfiniteQuery(closetQueries.pages({ q, category }));
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const full = picked.length >= max;
  const search = useCallback((next: string) => setQ(next), []);

  let body;
  if (pages.isPending)
    body = (
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6" aria-busy aria-label={BUILD_TEXT.pickable}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <li key={index}>
            <Skeleton className="aspect-square rounded-xl" />
          </li>
        ))}
      </ul>
    );
  else if (pages.isError)
    body = <LoadError title={CLOSET_MESSAGES.loadFailed} error={pages.error} onRetry={() => void pages.refetch()} />;
  else if (items.length === 0)
    // An empty closet is not a search without results: it says so, and where clothes are added.
    body =
      q || category !== "all" ? (
        <p className="py-6 text-sm text-muted-foreground">{BUILD_TEXT.noMatches}</p>
      ) : (
        <p className="py-6 text-sm text-muted-foreground">
          {BUILD_TEXT.noItemsDescription}{" "}
          <Link href="/closet-upload" className="underline underline-offset-4 hover:text-foreground">
            {OUTFIT_TEXT.addClothes}
          </Link>
        </p>
      );
  else
    body = (
      <>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6" aria-label={BUILD_TEXT.pickable}>
          {items.map((item) => (
            <li key={item.id}>
              <PickButton item={item} on={picked.includes(item.id)} full={full} onToggle={onToggle} />
            </li>
          ))}
        </ul>
        {pages.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-center"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {CLOSET_MESSAGES.loadMore}
          </Button>
        ) : null}
      </>
    );

  // One-column grids of minmax(0, 1fr): the category row's full width (it scrolls sideways) must not
  // become the picker's, or it widens whatever holds it past the screen (issue #41).
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <ClosetSearch q={q} onSearch={search} />
      <CategoryTabs value={category} onChange={setCategory} counts={q ? null : counts.data}>
        <div className="grid grid-cols-1 gap-3 pt-1">{body}</div>
      </CategoryTabs>
    </div>
  );
}

/** One piece as a toggle: ringed and ticked when picked, disabled when the picks are full and it is not one. */
function PickButton({
  item,
  on,
  full,
  onToggle,
}: {
  item: ClosetItemView;
  on: boolean;
  full: boolean;
  onToggle: (item: ClosetItemView) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={itemName(item)}
      disabled={!on && full}
      onClick={() => onToggle(item)}
      data-testid="pick-item"
      data-id={item.id}
      className={cn(
        "relative block aspect-square w-full overflow-hidden rounded-xl border bg-white transition-shadow",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-40",
        on ? "border-transparent ring-3 ring-accent" : "border-border hover:shadow-soft",
      )}
    >
      <Photo src={item.thumbnailUrl} alt="" fill className="object-contain p-1.5" />
      {on ? (
        <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Check aria-hidden className="size-3.5" />
        </span>
      ) : null}
    </button>
  );
}
