"use client";

import { ImageToolsProgress } from "@/components/closet/item/item-image-results";
import { Skeleton } from "@/components/ui/skeleton";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { type Ref } from "react";
import { CheckDetails } from "./check-details";
import { CheckSummary } from "./check-summary";
import type { CheckPhase } from "./use-check-form";

const TEXT = BUY_SCREEN_TEXT.result;

/** The result's shape while the check runs: the product, the badge and a few reasons. */
function ResultSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      <div className="flex gap-4">
        <Skeleton className="size-20 shrink-0 sm:size-24" />
        <div className="grid flex-1 content-start gap-2">
          <Skeleton className="h-6 w-44 max-w-full" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-28 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/**
 * The verdict of the check just made, beside the form: while it runs, the step under way (a live
 * line and an indeterminate bar: the server does not say how far it is, so no percentage is
 * made up) over the result's skeleton; then the product, verdict, reasons and figures. Its heading
 * takes the focus when a verdict arrives (`headingRef`), so it is read out after "check it".
 */
export function ResultPanel({
  phase,
  check,
  headingRef,
}: {
  phase: CheckPhase;
  check: BuyCheckView | null;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="verdict-title"
      data-testid="result-panel"
      className="grid content-start gap-4 rounded-(--radius-card) border border-border bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2
        ref={headingRef}
        id="verdict-title"
        tabIndex={-1}
        className="font-display text-heading font-normal focus:outline-none"
      >
        {TEXT.title}
      </h2>
      <div role="status" aria-live="polite" className="empty:hidden">
        {phase ? <ImageToolsProgress line={BUY_SCREEN_TEXT.progress[phase]} percent={null} /> : null}
      </div>
      {/* Busy below the live line, not around it: a busy region's changes wait to be read. */}
      <div aria-busy={phase !== null}>
        {phase ? (
          <ResultSkeleton />
        ) : check ? (
          <div className="grid gap-5" data-testid="check-result" data-check-id={check.id}>
            <CheckSummary check={check} eager />
            <CheckDetails check={check} />
          </div>
        ) : (
          <p className="text-muted-foreground">{TEXT.empty}</p>
        )}
      </div>
    </section>
  );
}
