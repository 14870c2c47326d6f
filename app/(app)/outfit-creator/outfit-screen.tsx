"use client";

import { OutfitCard, OutfitGrid } from "@/components/outfits/outfit-card";
import { OutfitGridSkeleton } from "@/components/outfits/outfit-skeleton";
import {
  isClosetIncomplete,
  useNewIdeas,
  useOutfitIdeas,
  usePendingOutfitSaves,
  useSavedOutfits,
  useToggleOutfitSaved,
} from "@/components/outfits/use-outfits";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { describeError } from "@/lib/api-client";
import { OUTFIT_TEXT } from "@/lib/messages";
import type { OutfitFilters as Filters, OutfitView } from "@/lib/outfits/contract";
import { Bookmark, Shirt, Sparkles } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { OutfitFilters } from "./outfit-filters";

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

function Cards({ outfits, label }: { outfits: OutfitView[]; label: string }) {
  const toggle = useToggleOutfitSaved();
  const saving = usePendingOutfitSaves();
  return (
    <OutfitGrid label={label}>
      {outfits.map((outfit, index) => (
        <li key={outfit.id}>
          <OutfitCard
            outfit={outfit}
            eager={index < 3}
            busy={saving.has(outfit.id)}
            onToggleSaved={() => toggle.mutate(outfit.id)}
          />
        </li>
      ))}
    </OutfitGrid>
  );
}

function Ideas({ closetGap }: { closetGap: string | null }) {
  const closetReady = closetGap === null;
  const [filters, setFilters] = useState<Filters>({});
  const ideas = useOutfitIdeas(filters, closetReady);
  const newIdeas = useNewIdeas(filters);
  // The server's 422 names why (e.g. the bottoms went to the laundry since the page was rendered).
  const incompleteError = [newIdeas.error, ideas.error].find(isClosetIncomplete);
  const reason = closetGap ?? (incompleteError ? describeError(incompleteError) : null);

  let body;
  if (reason !== null) body = <ClosetIncomplete reason={reason} />;
  else if (ideas.isPending || ideas.isFetching || newIdeas.isPending)
    body = <OutfitGridSkeleton label={OUTFIT_TEXT.generating} />;
  else if (ideas.isError)
    body = <LoadError title={OUTFIT_TEXT.failedTitle} error={ideas.error} onRetry={() => void ideas.refetch()} />;
  else if (ideas.data.length === 0)
    body = (
      <EmptyState
        icon={Sparkles}
        title={OUTFIT_TEXT.noIdeasTitle}
        description={OUTFIT_TEXT.noIdeasDescription}
        action={
          <Button variant="secondary" onClick={() => setFilters({})}>
            {OUTFIT_TEXT.clearFilters}
          </Button>
        }
      />
    );
  else body = <Cards outfits={ideas.data} label="outfit ideas" />;

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

function Saved({ onShowIdeas }: { onShowIdeas: () => void }) {
  const saved = useSavedOutfits();
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
  return <Cards outfits={saved.data} label="saved outfits" />;
}

/** The outfit screen's island: ideas (filters, new ideas, cards) and the saved outfits, as two tabs. */
export function OutfitScreen({ closetGap }: { closetGap: string | null }) {
  const [tab, setTab] = useState("ideas");
  const savedCount = useSavedOutfits().data?.length ?? 0;
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="outfits">
        <TabsTrigger value="ideas">
          <Sparkles aria-hidden className="size-3.5" />
          {OUTFIT_TEXT.ideasTab}
        </TabsTrigger>
        <TabsTrigger value="saved">
          <Bookmark aria-hidden className="size-3.5" />
          {OUTFIT_TEXT.savedTab}
          {savedCount > 0 ? <span className="text-xs text-muted-foreground tabular-nums">({savedCount})</span> : null}
        </TabsTrigger>
      </TabsList>
      {/* Both stay mounted: the ideas keep their filters, and the saved outfits are in the first HTML. */}
      <TabsContent value="ideas" forceMount className="data-[state=inactive]:hidden">
        <Ideas closetGap={closetGap} />
      </TabsContent>
      <TabsContent value="saved" forceMount className="data-[state=inactive]:hidden">
        <Saved onShowIdeas={() => setTab("ideas")} />
      </TabsContent>
    </Tabs>
  );
}
