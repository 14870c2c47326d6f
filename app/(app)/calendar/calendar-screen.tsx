"use client";

import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { WearPhotos } from "@/components/wears/wear-photos";
import {
  dayAfterKey,
  dayLabel,
  gridRange,
  localDayKey,
  monthGrid,
  monthLabel,
  monthOfDay,
  shiftMonth,
  WEEKDAYS,
  type DayKey,
  type MonthKey,
} from "@/lib/calendar/month-grid";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { cn } from "@/lib/ui/cn";
import { wearQueries, type WearView } from "@/lib/wears/query-options";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";

// A day's panel (with the closet's picker to log pieces) loads when a day is chosen, not with the
// grid: no day is chosen in the first HTML. Reaching for the grid starts the download.
const loadDayPanel = () => import("./day-panel").then((module) => module.DayPanel);
const DayPanel = dynamic(loadDayPanel, { ssr: false });

/** The wears of a range, by day. */
function byDay(wears: readonly WearView[] | undefined): Map<DayKey, WearView[]> {
  const days = new Map<DayKey, WearView[]>();
  for (const wear of wears ?? []) days.set(wear.date, [...(days.get(wear.date) ?? []), wear]);
  return days;
}

const piecesOf = (wears: readonly WearView[]) => wears.reduce((count, wear) => count + wear.items.length, 0);

/**
 * The calendar's island (issue #28): the month bar, the month grid (ARIA grid: arrow keys, Home/End,
 * PageUp/PageDown, one tab stop), and the chosen day's panel to see, log or remove wears.
 */
export function CalendarScreen({ initialMonth }: { initialMonth: MonthKey }) {
  const today = localDayKey();
  const [month, setMonth] = useState(initialMonth);
  const [selected, setSelected] = useState<DayKey | null>(null);
  const [focused, setFocused] = useState<DayKey>(monthOfDay(today) === initialMonth ? today : `${initialMonth}-01`);
  const moveFocus = useRef(false);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const { from, to } = gridRange(month);
  const wears = useQuery({ ...wearQueries.range(from, to), placeholderData: keepPreviousData });
  const days = useMemo(() => byDay(wears.data), [wears.data]);

  const showMonth = (next: MonthKey, focusDay?: DayKey) => {
    setMonth(next);
    setFocused(focusDay ?? (monthOfDay(today) === next ? today : `${next}-01`));
    // The address keeps the month, so a reload or a shared link shows it again.
    window.history.replaceState(null, "", `/calendar?month=${next}`);
  };

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    document.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: DayKey) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setSelected(day);
      return;
    }
    const next = dayAfterKey(day, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    if (monthOfDay(next) !== month) showMonth(monthOfDay(next), next);
    else setFocused(next);
  };

  const monthWears = wears.data?.filter((wear) => monthOfDay(wear.date) === month) ?? [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid gap-4">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label={CALENDAR_TEXT.previousMonth}
            onClick={() => showMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <h2 id="calendar-month" aria-live="polite" className="font-display text-heading font-normal">
            {monthLabel(month)}
          </h2>
          <div className="flex items-center gap-1">
            {monthOfDay(today) !== month ? (
              <Button variant="ghost" size="sm" onClick={() => showMonth(monthOfDay(today))}>
                {CALENDAR_TEXT.today}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              aria-label={CALENDAR_TEXT.nextMonth}
              onClick={() => showMonth(shiftMonth(month, 1))}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
        {wears.isError && !wears.data ? (
          <LoadError title={CALENDAR_TEXT.failed} error={wears.error} onRetry={() => void wears.refetch()} />
        ) : (
          <div
            role="grid"
            aria-labelledby="calendar-month"
            aria-busy={wears.isFetching}
            data-testid="calendar-grid"
            onPointerEnter={() => void loadDayPanel()}
            onFocus={() => void loadDayPanel()}
            className="grid gap-1 rounded-(--radius-card) border border-border bg-surface p-1.5 sm:p-2"
          >
            <div role="row" className="grid grid-cols-7 gap-1">
              {WEEKDAYS.map((weekday) => (
                <div
                  key={weekday}
                  role="columnheader"
                  className="py-1 text-center text-xs font-medium text-muted-foreground"
                >
                  <span aria-hidden>{weekday.slice(0, 3)}</span>
                  <span className="sr-only">{weekday}</span>
                </div>
              ))}
            </div>
            {weeks.map((week) => (
              <div role="row" key={week[0]?.date} className="grid grid-cols-7 gap-1">
                {week.map(({ date, day, inMonth }) => {
                  const dayWears = days.get(date) ?? [];
                  const isToday = date === today;
                  return (
                    <div
                      key={date}
                      role="gridcell"
                      data-day={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-selected={date === selected}
                      aria-current={isToday ? "date" : undefined}
                      aria-label={CALENDAR_TEXT.dayCell(dayLabel(date), piecesOf(dayWears))}
                      onClick={() => {
                        setFocused(date);
                        setSelected(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        "flex min-h-16 cursor-pointer flex-col gap-1 rounded-lg p-1 text-left transition-colors sm:min-h-24 sm:p-1.5",
                        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                        inMonth
                          ? "bg-background hover:bg-muted"
                          : "bg-transparent text-muted-foreground hover:bg-muted",
                        date === selected && "ring-2 ring-accent",
                      )}
                    >
                      <span
                        aria-hidden
                        className={cn(
                          "flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
                          isToday && "bg-primary font-medium text-primary-foreground",
                        )}
                      >
                        {day}
                      </span>
                      <WearPhotos items={dayWears.flatMap((wear) => wear.items)} max={4} />
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
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
