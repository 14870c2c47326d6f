"use client";

import { OutfitCard, OutfitGrid, outfitHeadingId } from "@/components/outfits/outfit-card";
import { OutfitGridSkeleton } from "@/components/outfits/outfit-skeleton";
import { useOutfitFilters, useOutfitTab } from "@/components/outfits/use-outfit-filters";
import {
  isClosetIncomplete,
  isFilteredOut,
  useNewIdeas,
  useOutfitIdeas,
  usePendingOutfitSaves,
  useSavedOutfits,
  useSetOutfitSaved,
} from "@/components/outfits/use-outfits";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { describeError } from "@/lib/api-client";
import { BUILD_TEXT } from "@/lib/messages/build";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import type { OutfitView } from "@/lib/outfits/contract";
import { outfitTabOf } from "@/lib/outfits/screen-url";
import { Bookmark, Hammer, Shirt, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { OutfitFilters } from "./outfit-filters";

// 'build your own' (the closet's picker, search and category tabs) loads when its tab is reached for,
// not with the screen: the tab's panel is not in the first HTML either.
const loadBuilder = () => import("./outfit-builder").then((module) => module.OutfitBuilder);
const OutfitBuilder = dynamic(loadBuilder, { ssr: false });

/** Where focus goes when the last saved outfit is unsaved: the saved tab (its panel is now the empty state). */
const SAVED_TAB = "[data-saved-tab]";

/** SPEC §5: the closet cannot make outfits yet, and why (missing, in the laundry, archived); the way out is adding clothes. */
function ClosetIncomplete({ reason }: { reason: string }) {
  return (
    <EmptyState
      icon={Shirt}
      title={reason}
      action={
        <Link href="/closet-upload" className={buttonVariants({ variant: "accent", size: "lg" })}>
          {OUTFIT_TEXT.addClothes}
        </Link>
      }
    />
  );
}

/**
 * Outfit cards with 'save outfit'. In the saved list (`undoable`), unsaving takes the card away: the
 * toast offers undo, and focus moves to the next card's name (the previous one for the last, the
 * saved tab when none is left).
 */
function Cards({
  outfits,
  label,
  undoable,
  onEdit,
}: {
  outfits: OutfitView[];
  label: string;
  undoable?: boolean;
  onEdit?: (outfit: OutfitView) => void;
}) {
  const saveOutfit = useSetOutfitSaved();
  const saving = usePendingOutfitSaves();
  const focusAfterRemoval = useRef<{ gone: number; target: string } | null>(null);
  useEffect(() => {
    const pending = focusAfterRemoval.current;
    if (!pending || outfits.some((outfit) => outfit.id === pending.gone)) return;
    focusAfterRemoval.current = null;
    document.querySelector<HTMLElement>(pending.target)?.focus();
  }, [outfits]);
  const toggle = (outfit: OutfitView, index: number) => {
    if (undoable && outfit.isSaved) {
      const next = outfits[index + 1] ?? outfits[index - 1];
      focusAfterRemoval.current = { gone: outfit.id, target: next ? `#${outfitHeadingId(next.id)}` : SAVED_TAB };
    }
    saveOutfit.save({ id: outfit.id, saved: !outfit.isSaved, undoable });
  };
  return (
    <OutfitGrid label={label}>
      {outfits.map((outfit, index) => (
        <li key={outfit.id}>
          <OutfitCard
            outfit={outfit}
            eager={index < 3}
            busy={saving.has(outfit.id)}
            onToggleSaved={() => toggle(outfit, index)}
            onEdit={onEdit && outfit.isSaved ? () => onEdit(outfit) : undefined}
          />
        </li>
      ))}
    </OutfitGrid>
  );
}

/** No outfit for these filters, and why; the way out is other filters. */
function NoIdeas({ reason, onClear }: { reason: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={Sparkles}
      title={OUTFIT_TEXT.noIdeasTitle}
      description={reason}
      action={
        <Button variant="secondary" onClick={onClear}>
          {OUTFIT_TEXT.clearFilters}
        </Button>
      }
    />
  );
}

function Ideas({ closetGap }: { closetGap: string | null }) {
  const closetReady = closetGap === null;
  const [filters, setFilters] = useOutfitFilters();
  const ideas = useOutfitIdeas(filters, closetReady);
  const newIdeas = useNewIdeas(filters);
  // The server's 422 names why (e.g. the bottoms went to the laundry since the page was rendered).
  const incompleteError = [newIdeas.error, ideas.error].find(isClosetIncomplete);
  const reason = closetGap ?? (incompleteError ? describeError(incompleteError) : null);
  const filteredOut = [newIdeas.error, ideas.error].find(isFilteredOut);
  // 'new ideas' has shown every combination the closet allows for these filters.
  const notice = newIdeas.data?.notice;
  // The ideas arrive after the page. Their cards render in a deferred pass, which React splits into
  // short tasks, rather than in the one long task of the query's update; the skeleton stays until then.
  const shownIdeas = useDeferredValue(ideas.data);

  let body;
  if (reason !== null) body = <ClosetIncomplete reason={reason} />;
  else if (ideas.isPending || ideas.isFetching || newIdeas.isPending || (ideas.isSuccess && shownIdeas !== ideas.data))
    body = <OutfitGridSkeleton label={OUTFIT_TEXT.generating} />;
  else if (filteredOut)
    // The filters leave nothing to wear: the server's reason, as an empty state (not a failed call).
    body = <NoIdeas reason={describeError(filteredOut)} onClear={() => setFilters({})} />;
  else if (ideas.isError)
    body = <LoadError title={OUTFIT_TEXT.failedTitle} error={ideas.error} onRetry={() => void ideas.refetch()} />;
  else if (ideas.data.length === 0)
    body = <NoIdeas reason={OUTFIT_TEXT.noIdeasDescription} onClear={() => setFilters({})} />;
  else
    body = (
      <>
        {notice ? (
          <p role="status" className="text-sm text-muted-foreground" data-ideas-notice>
            {notice}
          </p>
        ) : null}
        <Cards outfits={ideas.data} label="outfit ideas" />
      </>
    );

  return (
    <div className="flex flex-col gap-6">
      {closetReady ? (
        <OutfitFilters
          filters={filters}
          onChange={(next) => {
            newIdeas.reset();
            setFilters(next);
          }}
          onNewIdeas={() => newIdeas.mutate()}
          busy={newIdeas.isPending || ideas.isFetching}
        />
      ) : null}
      {body}
    </div>
  );
}

function Saved({ onShowIdeas, onEdit }: { onShowIdeas: () => void; onEdit: (outfit: OutfitView) => void }) {
  const saved = useSavedOutfits();
  // The cards (and their focus handling) leave with the last saved outfit: the empty list hands focus
  // to the saved tab, if it was one of the cards that had it.
  const empty = saved.data?.length === 0;
  const hadCards = useRef(false);
  useEffect(() => {
    if (!empty) {
      hadCards.current = true;
      return;
    }
    if (hadCards.current && document.activeElement === document.body)
      document.querySelector<HTMLElement>(SAVED_TAB)?.focus();
    hadCards.current = false;
  }, [empty]);
  if (saved.isPending) return <OutfitGridSkeleton label="loading saved outfits" />;
  if (saved.isError && !saved.data)
    return (
      <LoadError title="couldn't load your saved outfits" error={saved.error} onRetry={() => void saved.refetch()} />
    );
  if (saved.data.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title={OUTFIT_TEXT.savedEmptyTitle}
        description={OUTFIT_TEXT.savedEmptyDescription}
        action={
          <Button variant="secondary" onClick={onShowIdeas}>
            {OUTFIT_TEXT.seeIdeas}
          </Button>
        }
      />
    );
  }
  return <Cards outfits={saved.data} label="saved outfits" undoable onEdit={onEdit} />;
}

/**
 * The outfit screen's island: ideas (filters, new ideas, cards), the saved outfits, and 'build your
 * own' (issue #28), as three tabs. 'edit' on a saved outfit opens it in the builder.
 */
export function OutfitScreen({ closetGap }: { closetGap: string | null }) {
  // The tab lives in the URL: `?tab=saved` opened afresh shows the saved outfits (issue #41).
  const [tab, setTab] = useOutfitTab();
  const [editing, setEditing] = useState<OutfitView | null>(null);
  const edit = (outfit: OutfitView) => {
    setEditing(outfit);
    setTab("build");
  };
  const savedCount = useSavedOutfits().data?.length ?? 0;
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(outfitTabOf(new URLSearchParams({ tab: value })))}>
      {/* Three tabs are wider than a phone: the row scrolls sideways, as the closet's category tabs do. */}
      <div className="-mx-5 [scrollbar-width:none] overflow-x-auto px-5 sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden">
        <TabsList aria-label="outfits" className="w-max">
          <TabsTrigger value="ideas">
            <Sparkles aria-hidden className="size-3.5" />
            {OUTFIT_TEXT.ideasTab}
          </TabsTrigger>
          <TabsTrigger value="saved" data-saved-tab>
            <Bookmark aria-hidden className="size-3.5" />
            {OUTFIT_TEXT.savedTab}
            {savedCount > 0 ? <span className="text-xs text-muted-foreground tabular-nums">({savedCount})</span> : null}
          </TabsTrigger>
          <TabsTrigger value="build" onPointerEnter={() => void loadBuilder()} onFocus={() => void loadBuilder()}>
            <Hammer aria-hidden className="size-3.5" />
            {BUILD_TEXT.tab}
          </TabsTrigger>
        </TabsList>
      </div>
      {/* Both stay mounted: the ideas keep their filters, and the saved outfits are in the first HTML. */}
      <TabsContent value="ideas" forceMount className="data-[state=inactive]:hidden">
        <Ideas closetGap={closetGap} />
      </TabsContent>
      <TabsContent value="saved" forceMount className="data-[state=inactive]:hidden">
        <Saved onShowIdeas={() => setTab("ideas")} onEdit={edit} />
      </TabsContent>
      {/* Mounted only while open: the picker's closet list is fetched when someone builds. */}
      <TabsContent value="build">
        <OutfitBuilder
          key={editing?.id ?? "new"}
          editing={editing}
          onDone={() => {
            setEditing(null);
            setTab("saved");
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
