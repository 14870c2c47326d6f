"use client";

import { LoadError } from "@/components/ui/load-error";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { TOAST } from "@/lib/messages/toasts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { InspirationNotFound } from "../insight-not-found";
import { MatchScoreCard } from "./match-score-card";
import { MatchSkeleton } from "./match-skeleton";
import { MatchingItems, NoMatches } from "./matching-items";

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
    return <LoadError title={INSIGHT_TEXT.matchingFailed} error={match.error} onRetry={() => void match.refetch()} />;
  }

  const { matchScore, styleNotes, items } = match.data;
  return (
    <div className="flex flex-col gap-8" data-testid="match-result">
      <MatchScoreCard matchScore={matchScore} styleNotes={styleNotes} />
      {items.length > 0 ? (
        <MatchingItems inspirationId={inspirationId} items={items} />
      ) : (
        <NoMatches inspirationId={inspirationId} />
      )}
    </div>
  );
}
