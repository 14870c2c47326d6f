"use client";

import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { useOwnDay } from "@/components/wears/use-own-day";
import { type DayKey, gridRange, monthGrid, type MonthKey, monthOfDay } from "@/lib/calendar/month-grid";
import { wearsByDay } from "@/lib/calendar/wear-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { outfitQueries } from "@/lib/outfits/query-options";
import { planQueries, plansByDay } from "@/lib/plans/query-options";
import { cn } from "@/lib/ui/cn";
import { wearQueries } from "@/lib/wears/query-options";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { CalendarGrid } from "./calendar-grid";
import { MonthBar } from "./month-bar";
import { SavedStrip } from "./saved-strip";
import { useMonthFocus } from "./use-month-focus";
import { usePlanPick } from "./use-plan-pick";

// A day's panel (with the closet's picker to log pieces) loads when a day is chosen, not with the
// grid: no day is chosen in the first HTML. Reaching for the grid starts the download.
const loadDayPanel = () => import("./day-panel").then((module) => module.DayPanel);
const DayPanel = dynamic(loadDayPanel, { ssr: false });

/**
 * The calendar's island (issues #28, #43): the month bar, the month grid with what was worn and
 * what is planned, the saved outfits to plan (beside the grid on a wide screen), and the chosen
 * day's panel to see, log or remove wears and plans.
 */
export function CalendarScreen({ initialMonth, serverToday }: { initialMonth: MonthKey; serverToday: DayKey }) {
  const today = useOwnDay(serverToday);
  const { month, focused, setFocused, showMonth, moveFocusTo } = useMonthFocus(initialMonth, today);
  const [selected, setSelected] = useState<DayKey | null>(null);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const { from, to } = gridRange(month);
  const wears = useQuery({ ...wearQueries.range(from, to), placeholderData: keepPreviousData });
  const plans = useQuery({ ...planQueries.range(from, to), placeholderData: keepPreviousData });
  const saved = useQuery(outfitQueries.saved());
  const days = useMemo(() => wearsByDay(wears.data), [wears.data]);
  const planDays = useMemo(() => plansByDay(plans.data), [plans.data]);
  const monthWears = wears.data?.filter((wear) => monthOfDay(wear.date) === month) ?? [];
  const select = (day: DayKey) => {
    setFocused(day);
    setSelected(day);
  };
  const pick = usePlanPick({ today, focused, saved: saved.data, moveFocusTo, select });

  return (
    // One column of minmax(0, 1fr) below lg, not an auto one: an auto column grows to its widest
    // content (a wear's name, the picker's category row), which made the page wider than a phone.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <MonthBar month={month} today={today} onShow={showMonth} />
        <PickPrompt prompt={pick.prompt} picking={pick.picking !== null} onCancel={pick.cancelPick} />
        {wears.isError && !wears.data ? (
          <LoadError title={CALENDAR_TEXT.failed} error={wears.error} onRetry={() => void wears.refetch()} />
        ) : (
          <CalendarGrid
            weeks={weeks}
            days={days}
            plans={planDays}
            busy={wears.isFetching || plans.isFetching}
            onReach={() => void loadDayPanel()}
            today={today}
            focused={focused}
            selected={selected}
            onChoose={(day) => (pick.picking ? pick.pickDay(day) : select(day))}
            onMoveFocus={moveFocusTo}
            picking={pick.picking !== null}
            onCancelPick={pick.cancelPick}
            dragging={pick.dragging}
            onDropOutfit={pick.drop}
          />
        )}
        {plans.isError && !plans.data ? (
          <LoadError title={CALENDAR_TEXT.plansFailed} error={plans.error} onRetry={() => void plans.refetch()} />
        ) : null}
        {wears.isSuccess && monthWears.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="calendar-empty">
            {CALENDAR_TEXT.emptyMonth}
          </p>
        ) : null}
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <SavedStrip
          outfits={saved.data}
          error={saved.error}
          picking={pick.picking?.id ?? null}
          onPick={pick.startPick}
          onDrag={pick.drag}
        />
        {selected ? (
          <DayPanel
            day={selected}
            today={today}
            wears={days.get(selected) ?? []}
            plans={planDays.get(selected) ?? []}
            plansStatus={plans.status}
            saved={saved.data}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * While a saved outfit waits for its day: what to do, said as it changes (aria-live, and the cells'
 * description), and 'cancel' for a pointer. Always in the page, so the first prompt is said too.
 */
function PickPrompt({ prompt, picking, onCancel }: { prompt: string; picking: boolean; onCancel: () => void }) {
  return (
    <div
      className={cn(
        picking
          ? "flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed border-accent bg-accent-soft px-3 py-2"
          : "sr-only",
      )}
    >
      <p id="plan-pick-prompt" aria-live="polite" className="min-w-0 text-sm" data-testid="plan-pick-prompt">
        {prompt}
      </p>
      {picking ? (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {CALENDAR_TEXT.cancel}
        </Button>
      ) : null}
    </div>
  );
}
