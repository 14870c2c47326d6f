import { Button } from "@/components/ui/button";
import { type DayKey, type MonthKey, monthLabel, monthOfDay, shiftMonth } from "@/lib/calendar/month-grid";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** The month's name with the previous and next month, and a way back to today's month from any other. */
export function MonthBar({
  month,
  today,
  onShow,
}: {
  month: MonthKey;
  today: DayKey;
  onShow: (month: MonthKey) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="ghost"
        size="icon"
        aria-label={CALENDAR_TEXT.previousMonth}
        onClick={() => onShow(shiftMonth(month, -1))}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <h2 id="calendar-month" aria-live="polite" className="font-display text-heading font-normal">
        {monthLabel(month)}
      </h2>
      <div className="flex items-center gap-1">
        {monthOfDay(today) !== month ? (
          <Button variant="ghost" size="sm" onClick={() => onShow(monthOfDay(today))}>
            {CALENDAR_TEXT.today}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          aria-label={CALENDAR_TEXT.nextMonth}
          onClick={() => onShow(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
