"use client";

import { ClosetItemCard } from "@/components/closet/closet-item-card";
import { buttonVariants } from "@/components/ui/button";
import { ClosetGrid } from "@/components/ui/closet-grid";
import { EmptyState } from "@/components/ui/empty-state";
import type { ClosetItemView } from "@/lib/closet/contract";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { ArrowRight, Plus, Search, Shirt } from "lucide-react";
import Link from "next/link";

const missingPiecesHref = (inspirationId: number) => `/inspiration/${inspirationId}/missing-pieces`;

/** The closet items that match the look, with the ways on: missing pieces and the outfit creator. */
export function MatchingItems({ inspirationId, items }: { inspirationId: number; items: readonly ClosetItemView[] }) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-display text-heading font-normal">{INSIGHT_TEXT.matchingItems}</h2>
        <div className="flex flex-wrap gap-2">
          <Link
            href={missingPiecesHref(inspirationId)}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            <Search aria-hidden />
            {INSIGHT_TEXT.findMissing}
          </Link>
          <Link href="/outfit-creator" className={buttonVariants({ variant: "primary", size: "sm" })}>
            {INSIGHT_TEXT.createOutfit}
            <ArrowRight aria-hidden />
          </Link>
        </div>
      </div>
      <ClosetGrid className="mt-5 lg:grid-cols-3 xl:grid-cols-4" aria-label={INSIGHT_TEXT.matchingItems}>
        {items.map((item, index) => (
          <li key={item.id}>
            <ClosetItemCard
              imageUrl={item.thumbnailUrl}
              category={item.category}
              tags={item.styleTags}
              eager={index < 4}
              className="h-full"
            />
          </li>
        ))}
      </ClosetGrid>
    </div>
  );
}

/** Nothing in the closet matches: add clothes, try another look, or see what is missing. */
export function NoMatches({ inspirationId }: { inspirationId: number }) {
  return (
    <EmptyState
      icon={Shirt}
      title={INSIGHT_TEXT.noMatchesTitle}
      description={INSIGHT_TEXT.noMatchesDescription}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link href="/closet-upload" className={buttonVariants({ variant: "primary" })}>
            <Plus aria-hidden />
            {INSIGHT_TEXT.addToCloset}
          </Link>
          <Link href="/inspiration" className={buttonVariants({ variant: "secondary" })}>
            {INSIGHT_TEXT.browseInspiration}
          </Link>
          <Link href={missingPiecesHref(inspirationId)} className={buttonVariants({ variant: "secondary" })}>
            <Search aria-hidden />
            {INSIGHT_TEXT.findMissing}
          </Link>
        </div>
      }
    />
  );
}
