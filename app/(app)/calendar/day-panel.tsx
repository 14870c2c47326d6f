"use client";

import { Button } from "@/components/ui/button";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { refreshAfterWear, removeWearWithUndo, wearName } from "@/components/wears/use-wears";
import { WearPhotos } from "@/components/wears/wear-photos";
import { describeError } from "@/lib/api-client";
import { type DayKey, dayLabel } from "@/lib/calendar/month-grid";
import { dayStage } from "@/lib/calendar/plan-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { OutfitView } from "@/lib/outfits/contract";
import { PLANS_KEY, type PlanView } from "@/lib/plans/contract";
import { logWear, type WearView } from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { DayPlans, FOCUS_TARGET } from "./day-plans";
import { PickPieces } from "./pick-pieces";
import { useDayFocus } from "./use-day-focus";

type Props = {
  day: DayKey;
  /** The person's own day (the browser's): what is past, today, or still to come. */
  today: DayKey;
  wears: WearView[];
  plans: PlanView[];
  plansStatus: "pending" | "error" | "success";
  saved: OutfitView[] | undefined;
};

/**
 * One day of the calendar. A past day or today: what was worn (each wear removable, with undo) and
 * logging pieces with the closet's picker. From today up to 60 days ahead: the day's plans (issue
 * #43) and planning a saved outfit or pieces; past plans stay, as worn or not. Further ahead, only
 * why it cannot be planned yet. After each action the focus moves to what changed (issue #41).
 * Every level is a one-column grid of `minmax(0, 1fr)`, so a long name or the picker's category row
 * scrolls or truncates inside the panel instead of widening the page (issue #41: 1799 px at 1280
 * with the picker open).
 */
export function DayPanel({ day, today, wears, plans, plansStatus, saved }: Props) {
  const { panel, showWear, afterRemoving, showPlan, afterRemovingPlan } = useDayFocus(
    day,
    wears.map((wear) => wear.id),
    plans.map((plan) => plan.id),
  );
  // One picker open at a time (logging or planning pieces); it stays open from day to day.
  const [picker, setPicker] = useState<"log" | "plan" | null>(null);
  const stage = dayStage(day, today);
  const label = dayLabel(day);
  const worn = stage === "past" || stage === "today";
  return (
    <section
      ref={panel}
      aria-labelledby="day-title"
      data-testid="day-panel"
      data-stage={stage}
      className="grid min-w-0 grid-cols-1 gap-4 rounded-(--radius-card) border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="day-title" className="font-display text-heading font-normal">
        {worn ? CALENDAR_TEXT.dayTitle(label) : stage === "ahead" ? PLAN_TEXT.plannedFor(label) : label}
      </h2>
      {worn ? (
        <>
          <DayWears day={day} wears={wears} onRemoved={afterRemoving} onKept={showWear} />
          <LogPieces
            day={day}
            open={picker === "log"}
            onOpenChange={(open) => setPicker(open ? "log" : null)}
            onLogged={showWear}
          />
        </>
      ) : null}
      {stage === "beyond" ? <p className="text-sm text-muted-foreground">{CALENDAR_TEXT.tooFarAhead}</p> : null}
      {stage === "today" || stage === "ahead" || plans.length > 0 ? (
        <DayPlans
          day={day}
          today={today}
          stage={stage}
          plans={plans}
          status={plansStatus}
          saved={saved}
          piecesOpen={picker === "plan"}
          onPiecesOpen={(open) => setPicker(open ? "plan" : null)}
          onShow={showPlan}
          onRemoved={afterRemovingPlan}
        />
      ) : null}
    </section>
  );
}

type DayWearsProps = {
  day: DayKey;
  wears: WearView[];
  /** A wear was removed from `index`: the focus goes to the row that takes its place. */
  onRemoved: (id: number, index: number) => void;
  /** Removing failed: the focus goes back to the wear's row (its button was disabled meanwhile). */
  onKept: (id: number) => void;
};

/** The day's wears, each with its bin; removing one offers undo and moves the focus to the next row. */
function DayWears({ day, wears, onRemoved, onKept }: DayWearsProps) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useOnceAtATime(async (wear: WearView, index: number) => {
    setRemoving(wear.id);
    try {
      if (await removeWearWithUndo(queryClient, wear, dayLabel(day))) onRemoved(wear.id, index);
      else onKept(wear.id);
      // A wear logged by 'wore as planned' took its plan's link with it: the plan is planned again.
      void queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
    } finally {
      setRemoving(null);
    }
  });

  if (wears.length === 0)
    return (
      <p tabIndex={-1} data-day-empty className={`text-sm text-muted-foreground ${FOCUS_TARGET}`}>
        {CALENDAR_TEXT.nothingThatDay}
      </p>
    );
  return (
    <ul className="grid min-w-0 grid-cols-1 gap-2" aria-label={CALENDAR_TEXT.dayTitle(dayLabel(day))}>
      {wears.map((wear, index) => (
        <li
          key={wear.id}
          tabIndex={-1}
          data-wear-id={wear.id}
          className={`flex min-w-0 items-center justify-between gap-3 rounded-xl bg-background p-2 ${FOCUS_TARGET}`}
        >
          <div className="flex min-w-0 items-center gap-2">
            <WearPhotos items={wear.items} max={6} />
            <span className="min-w-0 truncate text-sm">{wearName(wear)}</span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-label={CALENDAR_TEXT.removeWearNamed(wearName(wear))}
            disabled={removing === wear.id}
            onClick={() => remove(wear, index)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}

type LogPiecesProps = {
  day: DayKey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A wear was logged: the focus goes to its new row. */
  onLogged: (id: number) => void;
};

/** 'log pieces for this day', then the closet's picker to log the picked pieces on the day. */
function LogPieces({ day, open, onOpenChange, onLogged }: LogPiecesProps) {
  const queryClient = useQueryClient();
  const log = async (itemIds: number[]) => {
    let logged: WearView | null = null;
    try {
      logged = (await logWear({ itemIds, date: day })).wear;
      toast({ title: CALENDAR_TEXT.loggedOn(dayLabel(day)) });
      onLogged(logged.id);
    } catch (error) {
      toast({ title: WEAR_TEXT.logFailed, description: describeError(error), variant: "destructive" });
    }
    void refreshAfterWear(queryClient);
    return logged !== null;
  };
  return (
    <PickPieces
      openLabel={CALENDAR_TEXT.addPieces}
      submitLabel={CALENDAR_TEXT.addSelected}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={log}
    />
  );
}
