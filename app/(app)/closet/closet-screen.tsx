"use client";

import { CategoryTabs } from "@/components/closet/category-tabs";
import { ClosetFilters } from "@/components/closet/closet-filters";
import { ClosetSearch } from "@/components/closet/closet-search";
import { useBulkAction } from "@/components/closet/use-bulk-action";
import { useArchivedCount, useCategoryCounts } from "@/components/closet/use-closet";
import { useClosetView } from "@/components/closet/use-closet-view";
import { WardrobeNav } from "@/components/layout/wardrobe-nav";
import { Button, buttonVariants } from "@/components/ui/button";
import { type ClosetView, closetViewHref, closetViewQuery, DEFAULT_VIEW } from "@/lib/closet/closet-view";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { Archive, ArrowLeft, CheckSquare, Plus } from "lucide-react";
import Link from "next/link";
import { useCallback, useRef, useState } from "react";
import { ClosetResults } from "./closet-results";

const NONE: ReadonlySet<number> = new Set();

/** Starts fetching select mode's bar (ClosetResults loads it with next/dynamic) before it is asked for. */
const preloadBulkBar = () => void import("@/components/closet/bulk-bar").catch(() => {});

/**
 * /closet (SPEC §2): title, 'add items', search, sort and filter menus, category tabs with counts,
 * the grid with select mode and its bulk bar, 'load more items'. The whole view lives in the URL.
 */
export function ClosetScreen() {
  const [view, setView] = useClosetView();
  const counts = useCategoryCounts();
  const archived = useArchivedCount(view);
  const [selecting, setSelecting] = useState(false);
  // A selection belongs to the view it was made in: another search or filter starts afresh.
  const viewKey = closetViewQuery(view);
  const [selection, setSelection] = useState<{ viewKey: string; ids: ReadonlySet<number> }>({ viewKey, ids: NONE });
  const selected = selection.viewKey === viewKey ? selection.ids : NONE;
  // Leaving select mode removes the bar that held the focus: hand it back to the toggle.
  const selectToggle = useRef<HTMLButtonElement>(null);
  const leaveSelectMode = () => {
    setSelection({ viewKey, ids: NONE });
    setSelecting(false);
    selectToggle.current?.focus();
  };
  const bulk = useBulkAction(leaveSelectMode);

  const search = useCallback((q: string) => setView({ q }), [setView]);

  return (
    <section
      aria-labelledby="closet-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <WardrobeNav current="/closet" className="mb-6" />
      <ClosetHeader view={view} pieces={counts.data?.all} archived={archived} />

      <div className="mt-8 flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <ClosetSearch q={view.q} onSearch={search} />
          <Button
            ref={selectToggle}
            variant={selecting ? "primary" : "secondary"}
            aria-pressed={selecting}
            onPointerEnter={preloadBulkBar}
            onFocus={preloadBulkBar}
            onClick={() => {
              setSelecting(!selecting);
              setSelection({ viewKey, ids: NONE });
            }}
          >
            <CheckSquare aria-hidden />
            {CLOSET_GRID_TEXT.select}
          </Button>
        </div>
        <ClosetFilters view={view} onChange={setView} />
      </div>

      <div className="mt-6">
        <CategoryTabs
          value={view.category}
          onChange={(category) => setView({ category })}
          // The counts are of the closet (active and laundry), so they label the tabs of the default view only.
          counts={view.status === DEFAULT_VIEW.status ? counts.data : null}
        >
          <ClosetResults
            view={view}
            closetIsEmpty={counts.data?.all === 0}
            onClearFilters={() => setView({ q: "", color: null, season: null, category: "all" })}
            selection={{
              selecting,
              selected,
              setSelected: (ids) => setSelection({ viewKey, ids }),
              onAction: (request) => bulk.mutate(request),
              onDone: leaveSelectMode,
              busy: bulk.isPending,
            }}
          />
        </CategoryTabs>
      </div>
    </section>
  );
}

/**
 * The title with the closet's size (in the archived view, the archived pieces': the closet's count
 * above the archive's own pieces said the wrong thing), the way into (or out of) the archived
 * pieces, and 'add items'.
 */
function ClosetHeader({
  view,
  pieces,
  archived,
}: {
  view: ClosetView;
  pieces: number | undefined;
  archived: { count: number; more: boolean } | undefined;
}) {
  const archivedView = view.status === "archived";
  const size = archivedView
    ? archived && CLOSET_GRID_TEXT.archivedPieces(archived.count, archived.more)
    : pieces !== undefined && CLOSET_GRID_TEXT.pieces(pieces);
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
      <div>
        <h1 id="closet-title" tabIndex={-1} className="font-display text-title font-normal focus:outline-none">
          {CLOSET_MESSAGES.title}
        </h1>
        <p className="mt-2 text-muted-foreground" aria-live="polite">
          {size || "\u00a0"}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          href={closetViewHref({
            ...DEFAULT_VIEW,
            sort: view.sort,
            status: archivedView ? DEFAULT_VIEW.status : "archived",
          })}
          className={buttonVariants({ variant: "secondary" })}
        >
          {archivedView ? <ArrowLeft aria-hidden /> : <Archive aria-hidden />}
          {archivedView ? CLOSET_GRID_TEXT.leaveArchived : CLOSET_GRID_TEXT.viewArchived}
        </Link>
        <Link href="/closet-upload" className={buttonVariants({ variant: "primary" })}>
          <Plus aria-hidden />
          {CLOSET_MESSAGES.addItems}
        </Link>
      </div>
    </div>
  );
}
