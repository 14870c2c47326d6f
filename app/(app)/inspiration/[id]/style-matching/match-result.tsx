"use client";

import { ClosetGrid, ClosetItemCard } from "@/components/closet/closet-item-card";
import { EmptyState } from "@/components/closet/empty-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError } from "@/lib/api-client";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { INSIGHT_TEXT, TOAST } from "@/lib/messages";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, CloudOff, Plus, Search, Shirt } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { InspirationNotFound } from "../insight-not-found";

/** The bar starts at 0 and grows to the score shortly after the answer arrives (no motion when reduced). */
function ScoreBar({ score }: { score: number }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(score), 150);
    return () => clearTimeout(timer);
  }, [score]);
  return (
    <div
      role="meter"
      aria-label={INSIGHT_TEXT.matchScore}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score}%`}
      className="h-3 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        data-testid="match-bar"
        className="h-full rounded-full bg-accent transition-[width] duration-1000 ease-out motion-reduce:transition-none"
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}

function MatchSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="matching-skeleton" className="flex flex-col gap-6">
      <Card className="gap-4 p-6">
        <p className="font-medium">{INSIGHT_TEXT.comparing}</p>
        <p className="-mt-3 text-sm text-muted-foreground">{INSIGHT_TEXT.comparingHint}</p>
        <Skeleton className="h-10 w-24" />
        <Skeleton className="h-3 w-full rounded-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
      <ClosetGrid className="lg:grid-cols-3 xl:grid-cols-4" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-(--radius-card) border border-border bg-surface">
            <Skeleton className="aspect-[4/5] rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
          </li>
        ))}
      </ClosetGrid>
    </div>
  );
}

/** The answer of GET /api/inspiration/{id}/matching: score, notes, the matching items, and where to go next. */
export function MatchResult({ inspirationId }: { inspirationId: number }) {
  const match = useQuery(inspirationQueries.matching(inspirationId));
  const failed = match.isError && !(match.error instanceof ApiError && match.error.status === 404);
  useEffect(() => {
    if (failed) toast({ ...TOAST.matchingFailure, variant: "destructive" });
  }, [failed]);

  if (match.isPending) return <MatchSkeleton />;
  if (match.isError) {
    if (!failed) return <InspirationNotFound />;
    return (
      <EmptyState
        icon={CloudOff}
        title={INSIGHT_TEXT.matchingFailed}
        description={describeError(match.error)}
        action={
          <Button variant="secondary" onClick={() => void match.refetch()}>
            {INSIGHT_TEXT.tryAgain}
          </Button>
        }
      />
    );
  }

  const { matchScore, styleNotes, items } = match.data;
  return (
    <div className="flex flex-col gap-8" data-testid="match-result">
      <Card className="gap-4 p-6">
        <div className="flex items-end justify-between gap-4">
          <h2 className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
            {INSIGHT_TEXT.matchScore}
          </h2>
          <p className="font-display text-5xl leading-none" data-testid="match-score">
            {Math.round(matchScore)}%
          </p>
        </div>
        <ScoreBar score={Math.round(matchScore)} />
        <div>
          <h2 className="mt-2 text-sm font-medium tracking-wide text-muted-foreground uppercase">
            {INSIGHT_TEXT.styleNotes}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line" data-testid="style-notes">
            {styleNotes}
          </p>
        </div>
      </Card>

      {items.length > 0 ? (
        <div>
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 className="font-display text-heading font-normal">{INSIGHT_TEXT.matchingItems}</h2>
            <div className="flex flex-wrap gap-2">
              <Link
                href={`/inspiration/${inspirationId}/missing-pieces`}
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
      ) : (
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
              <Link
                href={`/inspiration/${inspirationId}/missing-pieces`}
                className={buttonVariants({ variant: "secondary" })}
              >
                <Search aria-hidden />
                {INSIGHT_TEXT.findMissing}
              </Link>
            </div>
          }
        />
      )}
    </div>
  );
}
