"use client";

import { ClosetItemCard, tagPageHref } from "@/components/closet/closet-item-card";
import { ClosetGridSkeleton } from "@/components/closet/closet-skeleton";
import { useClosetByTags } from "@/components/closet/use-closet";
import { buttonVariants } from "@/components/ui/button";
import { ClosetGrid } from "@/components/ui/closet-grid";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { parseTags } from "@/lib/closet/contract";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ArrowLeft, Hash, Plus } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";

/**
 * Closet items whose styleTags include any of the `tags` query parameter, compared in lower case.
 * The back-to-top button of the root layout appears after 300 px here as everywhere.
 */
export function TagResults() {
  const tags = parseTags(useSearchParams().get("tags"));
  const items = useClosetByTags(tags);

  return (
    <section
      aria-labelledby="tags-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-8 pb-16 sm:px-6 md:pt-12 lg:px-8"
    >
      <Link href="/closet" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3" })}>
        <ArrowLeft aria-hidden />
        {CLOSET_MESSAGES.backToCloset}
      </Link>
      <h1 id="tags-title" className="mt-4 font-display text-title font-normal">
        your closet by style
      </h1>
      {tags.length > 0 ? (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="selected tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Link
                href={tagPageHref([tag])}
                aria-current={tags.length === 1 ? "page" : undefined}
                className="inline-flex h-9 items-center gap-1 rounded-full border border-transparent bg-accent-soft px-3.5 text-sm font-medium text-accent-hover transition-colors hover:border-accent/30"
              >
                <Hash aria-hidden className="size-3.5" />
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8">
        {tags.length === 0 ? (
          <NoMatches
            title="choose a style tag"
            description="tap a #tag on any closet item to see everything that shares it."
          />
        ) : items.isPending ? (
          <ClosetGridSkeleton count={5} />
        ) : items.isError ? (
          <LoadError title={CLOSET_MESSAGES.loadFailed} error={items.error} onRetry={() => void items.refetch()} />
        ) : items.data.length === 0 ? (
          <NoMatches
            title={CLOSET_MESSAGES.tagPageEmpty}
            description="add more clothes and their style tags will show up here."
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
              {items.data.length} {items.data.length === 1 ? "piece matches" : "pieces match"}
            </p>
            <ClosetGrid aria-label="matching closet items">
              {items.data.map((item, index) => (
                <li key={item.id}>
                  <ClosetItemCard
                    imageUrl={item.thumbnailUrl}
                    category={item.category}
                    tags={matchingFirst(item.styleTags, tags)}
                    name={item.name}
                    href={`/closet/${item.id}`}
                    eager={index < 5}
                    className="h-full"
                  />
                </li>
              ))}
            </ClosetGrid>
          </>
        )}
      </div>
    </section>
  );
}

/** Cards show 3 tags: put the ones that matched first, so the reason an item is listed is visible. */
function matchingFirst(itemTags: readonly string[], wanted: readonly string[]): string[] {
  const matches = (tag: string) => wanted.includes(tag.toLowerCase());
  return [...itemTags.filter(matches), ...itemTags.filter((tag) => !matches(tag))];
}

function NoMatches({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      icon={Hash}
      title={title}
      description={description}
      action={
        <Link href="/closet-upload" className={buttonVariants({ variant: "accent", size: "lg" })}>
          <Plus aria-hidden />
          {CLOSET_MESSAGES.emptyButton}
        </Link>
      }
    />
  );
}
