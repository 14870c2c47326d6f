"use client";

import { Card } from "@/components/ui/card";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { useEffect, useState } from "react";

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

/** The match score (a number and a bar) and the AI's style notes. */
export function MatchScoreCard({ matchScore, styleNotes }: { matchScore: number; styleNotes: string }) {
  return (
    <Card className="gap-4 p-6">
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{INSIGHT_TEXT.matchScore}</h2>
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
  );
}
