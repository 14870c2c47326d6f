"use client";

import { type DayKey, type MonthKey, monthOfDay } from "@/lib/calendar/month-grid";
import { firstFocus } from "@/lib/calendar/wear-days";
import { useEffect, useRef, useState } from "react";

/**
 * The month on show and the day holding the grid's one tab stop (ARIA grid). `showMonth` turns the
 * month (and keeps it in the address); `moveFocusTo` follows an arrow key, turning the month when the
 * key leaves it, and moves the keyboard focus along once the day is drawn.
 */
export function useMonthFocus(initialMonth: MonthKey, today: DayKey) {
  const [month, setMonth] = useState(initialMonth);
  const [focused, setFocused] = useState<DayKey>(firstFocus(initialMonth, today));
  const moveFocus = useRef(false);

  const showMonth = (next: MonthKey, focusDay?: DayKey) => {
    setMonth(next);
    setFocused(focusDay ?? firstFocus(next, today));
    // The address keeps the month, so a reload or a shared link shows it again.
    window.history.replaceState(null, "", `/calendar?month=${next}`);
  };

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    document.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const moveFocusTo = (day: DayKey) => {
    // Already the tab stop (pick mode starting on it): nothing is drawn again, so focus it now.
    if (day === focused && monthOfDay(day) === month) {
      document.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
      return;
    }
    moveFocus.current = true;
    if (monthOfDay(day) !== month) showMonth(monthOfDay(day), day);
    else setFocused(day);
  };

  return { month, focused, setFocused, showMonth, moveFocusTo };
}
