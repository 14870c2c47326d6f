import type { DayKey, GridDay } from "@/lib/calendar/month-grid";
import { WEEKDAYS } from "@/lib/calendar/month-grid";
import type { PlanView } from "@/lib/plans/contract";
import type { WearView } from "@/lib/wears/contract";
import { DayCell, type DayChoice } from "./day-cell";

type Props = DayChoice & {
  weeks: GridDay[][];
  days: Map<DayKey, WearView[]>;
  plans: Map<DayKey, PlanView[]>;
  busy: boolean;
  onReach: () => void;
};

/**
 * The month grid (ARIA grid: arrow keys, Home/End, PageUp/PageDown, one tab stop), each day with the
 * photos of what was worn and its plans (issue #43). `onReach` fires as the pointer or focus reaches
 * it (to load a day's panel).
 */
export function CalendarGrid({ weeks, days, plans, busy, onReach, ...choice }: Props) {
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
            <DayCell
              key={gridDay.date}
              {...gridDay}
              wears={days.get(gridDay.date) ?? []}
              plans={plans.get(gridDay.date) ?? []}
              {...choice}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
