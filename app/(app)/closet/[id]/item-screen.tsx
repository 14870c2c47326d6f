"use client";

import { ItemActions, SuggestionNote } from "@/components/closet/item/item-actions";
import { ItemFields } from "@/components/closet/item/item-form";
import { ItemImageTools } from "@/components/closet/item/item-image-tools";
import { useAnalyzeItem, useDeleteItem } from "@/components/closet/item/use-item-actions";
import { type SaveState, useItemForm } from "@/components/closet/item/use-item-form";
import { Photo } from "@/components/ui/photo";
import { ItemWearStats } from "@/components/wears/item-wear-stats";
import type { ClosetItemView, ClosetSuggestion } from "@/lib/closet/contract";
import { closetQueries } from "@/lib/closet/query-options";
import type { Category } from "@/lib/constants";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { cn } from "@/lib/ui/cn";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

/** The item page's island: the item comes from the server's first HTML through the query cache. */
export function ItemScreen({ id }: { id: number }) {
  const { data: item } = useQuery(closetQueries.item(id));
  // Always there: the server put it in the cache, and a delete leaves it until the page is gone.
  return item ? <ItemView item={item} /> : null;
}

const SAVE_LINES: Record<SaveState, string> = {
  idle: "\u00a0",
  saving: ITEM_TEXT.saving,
  saved: ITEM_TEXT.saved,
  invalid: ITEM_TEXT.invalid,
  failed: ITEM_TEXT.failed,
};

function ItemView({ item }: { item: ClosetItemView }) {
  const form = useItemForm(item);
  const [suggestion, setSuggestion] = useState<ClosetSuggestion | null>(null);
  const analyze = useAnalyzeItem(item.id, (answer, analysed) => {
    form.setField("styleTags", analysed.styleTags);
    form.setField("colors", analysed.colors);
    form.setField("seasons", analysed.seasons);
    setSuggestion(answer.suggestion ?? null);
  });
  const remove = useDeleteItem(item.id);
  const title = item.name ?? item.category;

  function apply(next: ClosetSuggestion) {
    form.setField("category", next.category as Category);
    form.setField("styleTags", [...new Set([...form.values.styleTags, ...next.styleTags])]);
    if (next.colors.length) form.setField("colors", next.colors);
    form.save();
    setSuggestion(null);
  }

  return (
    <section
      aria-labelledby="item-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-6 pb-16 sm:px-6 md:pt-10 lg:px-8"
    >
      <Link
        href="/closet"
        className="inline-flex min-h-9 items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {ITEM_TEXT.backToCloset}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
        <div className="grid content-start gap-5 lg:sticky lg:top-24 lg:self-start">
          <div className="relative mx-auto aspect-[4/5] w-full max-w-md overflow-hidden rounded-(--radius-card) border border-border bg-white shadow-soft">
            <Photo
              src={item.imageUrl}
              data-testid="item-photo"
              alt={ITEM_TEXT.photoAlt(title)}
              fill
              eager
              className="object-contain p-4 sm:p-6"
            />
          </div>
          <ItemImageTools item={item} />
          <ItemActions
            status={form.values.status}
            analyze={analyze}
            remove={remove}
            saving={form.busy}
            onStatus={(status) => form.change("status", status)}
          />
          <ItemWearStats item={item} />
          {suggestion ? (
            <SuggestionNote
              suggestion={suggestion}
              onApply={() => apply(suggestion)}
              onDismiss={() => setSuggestion(null)}
            />
          ) : null}
        </div>
        <div className="grid content-start gap-6">
          <ItemHeading title={title} state={form.state} status={item.status} />
          <ItemFields form={form} />
        </div>
      </div>
    </section>
  );
}

/** The item's name, how its last edit was saved, and a note when it is archived or in the laundry. */
function ItemHeading({ title, state, status }: { title: string; state: SaveState; status: ClosetItemView["status"] }) {
  return (
    <div>
      <h1 id="item-title" className="font-display text-title font-normal break-words">
        {title}
      </h1>
      <p
        role="status"
        data-testid="save-state"
        className={cn(
          "mt-2 text-sm text-muted-foreground",
          state === "failed" || state === "invalid" ? "text-destructive" : "",
        )}
      >
        {SAVE_LINES[state]}
      </p>
      {status !== "active" ? (
        <p className="mt-3 rounded-xl bg-muted px-4 py-3 text-sm">
          {status === "archived" ? ITEM_TEXT.archivedNote : ITEM_TEXT.laundryNote}
        </p>
      ) : null}
    </div>
  );
}
