"use client";

import { CategoryTabs } from "@/components/closet/category-tabs";
import { ClosetItemCard } from "@/components/closet/closet-item-card";
import { ClosetGridSkeleton } from "@/components/closet/closet-skeleton";
import {
  useCategoryCounts,
  useClosetPages,
  useDeleteClosetItem,
  usePendingDeletes,
} from "@/components/closet/use-closet";
import { Button, buttonVariants } from "@/components/ui/button";
import { ClosetGrid } from "@/components/ui/closet-grid";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { isCategory, type ClosetFilter } from "@/lib/closet/contract";
import { CLOSET_PAGE_SIZE } from "@/lib/constants";
import { CLOSET_MESSAGES } from "@/lib/messages";
import { Plus, Shirt } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/** /closet (SPEC §2): title, 'add items', category tabs with counts, the grid, 'load more items'. */
export function ClosetScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = searchParams.get("category") ?? "";
  // The filter lives in the URL, so a reload or the back button keeps it.
  const filter: ClosetFilter = isCategory(requested) ? requested : "all";
  const counts = useCategoryCounts();

  const choose = (next: ClosetFilter) => {
    router.replace(next === "all" ? pathname : `${pathname}?category=${next}`, { scroll: false });
  };

  return (
    <section
      aria-labelledby="closet-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <h1 id="closet-title" className="font-display text-title font-normal">
            {CLOSET_MESSAGES.title}
          </h1>
          <p className="mt-2 text-muted-foreground" aria-live="polite">
            {counts.data ? `${counts.data.all} ${counts.data.all === 1 ? "piece" : "pieces"}` : "\u00a0"}
          </p>
        </div>
        <Link href="/closet-upload" className={buttonVariants({ variant: "primary" })}>
          <Plus aria-hidden />
          {CLOSET_MESSAGES.addItems}
        </Link>
      </div>
      <div className="mt-8">
        <CategoryTabs value={filter} onChange={choose} counts={counts.data}>
          <ClosetItems filter={filter} closetIsEmpty={counts.data?.all === 0} />
        </CategoryTabs>
      </div>
    </section>
  );
}

function ClosetItems({ filter, closetIsEmpty }: { filter: ClosetFilter; closetIsEmpty: boolean }) {
  const pages = useClosetPages(filter);
  const remove = useDeleteClosetItem();
  const deleting = usePendingDeletes();

  if (pages.isPending) return <ClosetGridSkeleton />;
  if (pages.isError)
    return <LoadError title={CLOSET_MESSAGES.loadFailed} error={pages.error} onRetry={() => void pages.refetch()} />;

  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return closetIsEmpty || filter === "all" ? (
      <EmptyState
        icon={Shirt}
        title={CLOSET_MESSAGES.emptyTitle}
        description={CLOSET_MESSAGES.emptyDescription}
        action={
          <Link href="/closet-upload" className={buttonVariants({ variant: "accent", size: "lg" })}>
            <Plus aria-hidden />
            {CLOSET_MESSAGES.emptyButton}
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={Shirt}
        title={`no ${filter} yet`}
        description={`add a photo and choose "${filter}" to see it here.`}
        action={
          <Link href="/closet-upload" className={buttonVariants({ variant: "secondary" })}>
            <Plus aria-hidden />
            {CLOSET_MESSAGES.addItems}
          </Link>
        }
      />
    );
  }

  return (
    <>
      <ClosetGrid aria-label={filter === "all" ? "closet items" : `${filter} in your closet`}>
        {items.map((item, index) => (
          <li key={item.id}>
            <ClosetItemCard
              imageUrl={item.thumbnailUrl}
              category={item.category}
              tags={item.styleTags}
              name={item.name}
              href={`/closet/${item.id}`}
              eager={index < 5}
              onDelete={() => remove.mutate(item.id)}
              deleting={deleting.has(item.id)}
              className="h-full"
            />
          </li>
        ))}
      </ClosetGrid>
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
    </>
  );
}
