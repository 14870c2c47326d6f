import { WearPhotos } from "@/components/wears/wear-photos";
import { dayAfterKey, type DayKey, dayLabelParts, type GridDay, WEEKDAYS } from "@/lib/calendar/month-grid";
import { piecesOf } from "@/lib/calendar/wear-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { cn } from "@/lib/ui/cn";
import type { WearView } from "@/lib/wears/contract";
import type { KeyboardEvent } from "react";

type Choice = {
  today: DayKey;
  focused: DayKey;
  selected: DayKey | null;
  /** A day clicked, or Enter or Space on it: it takes the tab stop and its panel opens. */
  onChoose: (day: DayKey) => void;
  /** An arrow, Home/End or PageUp/PageDown key: the tab stop moves to this day. */
  onMoveFocus: (day: DayKey) => void;
};

/**
 * The month grid (ARIA grid: arrow keys, Home/End, PageUp/PageDown, one tab stop), each day with the
 * photos of what was worn. `onReach` fires as the pointer or focus reaches it (to load a day's panel).
 */
export function CalendarGrid({
  weeks,
  days,
  busy,
  onReach,
  ...choice
}: Choice & { weeks: GridDay[][]; days: Map<DayKey, WearView[]>; busy: boolean; onReach: () => void }) {
  return (
    <div
      role="grid"
      aria-labelledby="calendar-month"
      aria-busy={busy}
      data-testid="calendar-grid"
      onPointerEnter={onReach}
      onFocus={onReach}
      className="grid min-w-0 grid-cols-1 gap-1 rounded-(--radius-card) border border-border bg-surface p-1.5 sm:p-2"
    >
      <div role="row" className="grid grid-cols-7 gap-1">
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} role="columnheader" className="py-1 text-center text-xs font-medium text-muted-foreground">
            <span aria-hidden>{weekday.slice(0, 3)}</span>
            <span className="sr-only">{weekday}</span>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]?.date} className="grid grid-cols-7 gap-1">
          {week.map((gridDay) => (
            <DayCell key={gridDay.date} {...gridDay} wears={days.get(gridDay.date) ?? []} {...choice} />
          ))}
        </div>
      ))}
    </div>
  );
}

function DayCell({
  date,
  day,
  inMonth,
  wears,
  today,
  focused,
  selected,
  onChoose,
  onMoveFocus,
}: GridDay & Choice & { wears: WearView[] }) {
  const isToday = date === today;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onChoose(date);
      return;
    }
    const next = dayAfterKey(date, event.key);
    if (!next) return;
    event.preventDefault();
    onMoveFocus(next);
  };
  return (
    <div
      role="gridcell"
      data-day={date}
      tabIndex={date === focused ? 0 : -1}
      aria-selected={date === selected}
      aria-current={isToday ? "date" : undefined}
      onClick={() => onChoose(date)}
      onKeyDown={onKeyDown}
      className={cn(
        "flex min-h-16 min-w-0 cursor-pointer flex-col gap-1 overflow-hidden rounded-lg p-1 text-left transition-colors sm:min-h-24 sm:p-1.5",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        inMonth ? "bg-background hover:bg-muted" : "bg-transparent text-muted-foreground hover:bg-muted",
        date === selected && "ring-2 ring-accent",
      )}
    >
      <DayName date={date} day={day} isToday={isToday} pieces={piecesOf(wears)} />
      <WearPhotos items={wears.flatMap((wear) => wear.items)} max={4} />
    </div>
  );
}

/**
 * A cell's name comes from its content, not an aria-label (issue #41, axe's
 * label-content-name-mismatch: a label "friday 20 november, 3 pieces worn" did not hold the
 * visible "20 +1"). The cell shows the day's number; the weekday, the month and what was worn are
 * said around it, so the name reads "friday 20 november, 3 pieces worn" and holds what is seen.
 * The photos and their "+N" stay hidden from screen readers: the count in words says it.
 */
function DayName({ date, day, isToday, pieces }: { date: DayKey; day: number; isToday: boolean; pieces: number }) {
  const { weekday, month } = dayLabelParts(date);
  return (
    <span
      className={cn(
        "flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
        isToday && "bg-primary font-medium text-primary-foreground",
      )}
    >
      <span className="sr-only">{`${weekday} `}</span>
      {day}
      <span className="sr-only">{` ${month}, ${CALENDAR_TEXT.dayCellWorn(pieces)}`}</span>
    </span>
  );
}
