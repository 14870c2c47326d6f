import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { type ClosetView, isNarrowed } from "@/lib/closet/closet-view";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { Archive, Droplets, Plus, SearchX, Shirt } from "lucide-react";
import Link from "next/link";

/**
 * Why the grid is empty, in the view's own words: the SPEC §2 empty closet, nothing matching a search
 * or a filter (with a way out), an empty archive or laundry, or a category with nothing in it yet.
 */
export function ClosetEmpty({
  view,
  closetIsEmpty,
  onClearFilters,
}: {
  view: ClosetView;
  closetIsEmpty: boolean;
  onClearFilters: () => void;
}) {
  const text = CLOSET_GRID_TEXT;
  if (isNarrowed(view)) {
    return (
      <EmptyState
        icon={SearchX}
        title={view.q ? text.nothingMatches(view.q) : text.nothingMatchesFilters}
        description={text.nothingMatchesHint}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            {text.clearFilters}
          </Button>
        }
      />
    );
  }
  if (view.status === "archived" || view.status === "laundry") {
    const archived = view.status === "archived";
    return (
      <EmptyState
        icon={archived ? Archive : Droplets}
        title={archived ? text.noArchived : text.noLaundry}
        description={archived ? text.noArchivedHint : text.noLaundryHint}
        action={
          <Link href="/closet" className={buttonVariants({ variant: "secondary" })}>
            {text.leaveArchived}
          </Link>
        }
      />
    );
  }
  if (closetIsEmpty || view.category === "all") {
    return (
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
    );
  }
  return (
    <EmptyState
      icon={Shirt}
      title={`no ${view.category} yet`}
      description={`add a photo and choose "${view.category}" to see it here.`}
      action={
        <Link href="/closet-upload" className={buttonVariants({ variant: "secondary" })}>
          <Plus aria-hidden />
          {CLOSET_MESSAGES.addItems}
        </Link>
      }
    />
  );
}
