"use client";

import { LoadError } from "@/components/ui/load-error";
import { useOwnDay } from "@/components/wears/use-own-day";
import { type DayKey, gridRange, monthGrid, type MonthKey, monthOfDay } from "@/lib/calendar/month-grid";
import { wearsByDay } from "@/lib/calendar/wear-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { wearQueries } from "@/lib/wears/query-options";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { CalendarGrid } from "./calendar-grid";
import { MonthBar } from "./month-bar";
import { useMonthFocus } from "./use-month-focus";

// A day's panel (with the closet's picker to log pieces) loads when a day is chosen, not with the
// grid: no day is chosen in the first HTML. Reaching for the grid starts the download.
const loadDayPanel = () => import("./day-panel").then((module) => module.DayPanel);
const DayPanel = dynamic(loadDayPanel, { ssr: false });

/**
 * The calendar's island (issue #28): the month bar, the month grid, and the chosen day's panel to
 * see, log or remove wears.
 */
export function CalendarScreen({ initialMonth, serverToday }: { initialMonth: MonthKey; serverToday: DayKey }) {
  const today = useOwnDay(serverToday);
  const { month, focused, setFocused, showMonth, moveFocusTo } = useMonthFocus(initialMonth, today);
  const [selected, setSelected] = useState<DayKey | null>(null);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const { from, to } = gridRange(month);
  const wears = useQuery({ ...wearQueries.range(from, to), placeholderData: keepPreviousData });
  const days = useMemo(() => wearsByDay(wears.data), [wears.data]);
  const monthWears = wears.data?.filter((wear) => monthOfDay(wear.date) === month) ?? [];

  return (
    // One column of minmax(0, 1fr) below lg, not an auto one: an auto column grows to its widest
    // content (a wear's name, the picker's category row), which made the page wider than a phone.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <MonthBar month={month} today={today} onShow={showMonth} />
        {wears.isError && !wears.data ? (
          <LoadError title={CALENDAR_TEXT.failed} error={wears.error} onRetry={() => void wears.refetch()} />
        ) : (
          <CalendarGrid
            weeks={weeks}
            days={days}
            busy={wears.isFetching}
            onReach={() => void loadDayPanel()}
            today={today}
            focused={focused}
            selected={selected}
            onChoose={(day) => {
              setFocused(day);
              setSelected(day);
            }}
            onMoveFocus={moveFocusTo}
          />
        )}
        {wears.isSuccess && monthWears.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="calendar-empty">
            {CALENDAR_TEXT.emptyMonth}
          </p>
        ) : null}
      </div>
      {selected ? <DayPanel day={selected} wears={days.get(selected) ?? []} future={selected > today} /> : null}
    </div>
  );
}
