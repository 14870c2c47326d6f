"use client";

import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { MissingPiece } from "@/lib/ai/schemas";
import { ApiError } from "@/lib/api-client";
import { MISSING_PIECES_SKELETON_CARDS } from "@/lib/constants";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { INSIGHT_TEXT } from "@/lib/messages/style-matching";
import { TOAST } from "@/lib/messages/toasts";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, CloudOff, ExternalLink, PartyPopper, Search } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { InspirationNotFound } from "../insight-not-found";

/** Only http(s) links from the AI are shown as links: never javascript:, data: or anything else. */
export function safeWebLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

const webSearch = (term: string) => `https://www.google.com/search?q=${encodeURIComponent(term)}`;

const IMPORTANCE_LOOK: Record<MissingPiece["importance"], { variant: BadgeVariant; label: string }> = {
  high: { variant: "solid", label: "high importance" },
  medium: { variant: "accent", label: "medium importance" },
  low: { variant: "outline", label: "low importance" },
};

function PiecesSkeleton() {
  return (
    <div
      role="status"
      aria-label="loading recommendations"
      data-testid="missing-pieces-skeleton"
      className="flex flex-col gap-5"
    >
      {Array.from({ length: MISSING_PIECES_SKELETON_CARDS }, (_, i) => (
        <Card key={i} className="gap-3 p-6">
          <div className="flex items-center justify-between">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <div className="flex gap-2 pt-1">
            <Skeleton className="h-7 w-24 rounded-full" />
            <Skeleton className="h-7 w-28 rounded-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/**
 * One missing piece as a card. Long because it is one card's markup, read top to bottom; its parts
 * share the piece and nothing else.
 */
function PieceCard({ piece }: { piece: MissingPiece }) {
  const importance = IMPORTANCE_LOOK[piece.importance];
  return (
    <Card className="gap-4 p-6" data-testid="missing-piece" data-importance={piece.importance}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="font-display text-xl font-normal">{piece.category}</h2>
        <Badge variant={importance.variant} data-testid="importance">
          {importance.label}
        </Badge>
      </div>
      <p className="leading-relaxed">{piece.description}</p>
      <p className="text-sm leading-relaxed text-muted-foreground">{piece.reason}</p>
      {piece.examples?.length ? (
        <div>
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{INSIGHT_TEXT.examples}</h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {piece.examples.map((example) => {
              const link = safeWebLink(example.link);
              return (
                <li
                  key={`${example.name}-${example.where}`}
                  className="flex flex-col gap-1 rounded-xl border border-border p-4"
                  data-testid="example"
                >
                  <div className="flex items-baseline justify-between gap-2">
                    <p className="font-medium">{example.name}</p>
                    <p className="text-sm whitespace-nowrap">{example.price}</p>
                  </div>
                  <p className="text-sm text-muted-foreground">{example.description}</p>
                  <p className="text-xs text-muted-foreground">{example.where}</p>
                  {link ? (
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-1 inline-flex items-center gap-1 self-start text-sm font-medium underline underline-offset-4"
                    >
                      view at {example.where}
                      <ExternalLink aria-hidden className="size-3.5" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {piece.searchTerms?.length ? (
        <div>
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {INSIGHT_TEXT.searchFor}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {piece.searchTerms.map((term) => (
              <li key={term}>
                <a
                  href={webSearch(term)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="search-chip"
                  className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-input bg-surface px-3 text-sm transition-colors hover:bg-muted"
                >
                  <Search aria-hidden className="size-3.5" />
                  {term}
                  <span className="sr-only">(web search, opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {piece.wheretoBuy ? (
        <p className="text-sm">
          <span className="font-medium">{INSIGHT_TEXT.whereToBuy}: </span>
          {piece.wheretoBuy}
        </p>
      ) : null}
    </Card>
  );
}

/** The answer of GET /api/inspiration/{id}/missing-pieces, in SPEC §2's states. */
export function MissingPiecesList({ inspirationId }: { inspirationId: number }) {
  const pieces = useQuery(inspirationQueries.missingPieces(inspirationId));
  const failed = pieces.isError && !(pieces.error instanceof ApiError && pieces.error.status === 404);
  useEffect(() => {
    if (failed) toast({ ...TOAST.missingPiecesFailure, variant: "destructive" });
  }, [failed]);

  if (pieces.isPending) return <PiecesSkeleton />;
  if (pieces.isError) {
    if (!failed) return <InspirationNotFound />;
    return (
      <EmptyState
        icon={CloudOff}
        title={INSIGHT_TEXT.recommendationsFailed}
        action={
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {INSIGHT_TEXT.tryAgain}
          </Button>
        }
      />
    );
  }
  if (pieces.data.missingPieces.length === 0) {
    return (
      <EmptyState
        icon={PartyPopper}
        title={INSIGHT_TEXT.closetComplete}
        description={INSIGHT_TEXT.closetCompleteDescription}
        action={
          <Link href="/outfit-creator" className={buttonVariants({ variant: "primary" })}>
            {INSIGHT_TEXT.createOutfits}
            <ArrowRight aria-hidden />
          </Link>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-5" aria-label={INSIGHT_TEXT.missingTitle}>
      {pieces.data.missingPieces.map((piece, index) => (
        <li key={`${piece.category}-${index}`}>
          <PieceCard piece={piece} />
        </li>
      ))}
    </ul>
  );
}
