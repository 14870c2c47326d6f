"use client";

import type { DayKey } from "@/lib/calendar/month-grid";
import { type DayFocusIntent, dayFocusTarget } from "@/lib/calendar/wear-days";
import type { WearView } from "@/lib/wears/contract";
import { useEffect, useRef, useState } from "react";

/**
 * Keeps a day panel's keyboard focus on what an action changed (issue #41): the row of a wear just
 * logged, or the row after a wear just removed (the day's "nothing logged" line after the last).
 * Those rows only exist once the day's wears are fetched again, so the wish waits for the list to
 * show the change; choosing another day drops it. Rows carry `data-wear-id`, the empty line
 * `data-day-empty`, both focusable from script only (tabIndex -1).
 */
export function useDayFocus(day: DayKey, wears: readonly WearView[]) {
  const panel = useRef<HTMLElement>(null);
  // A ref, not state: the effect reads and clears it without a render of its own; `asked` wakes it
  // when the list has already changed by the time the action finished.
  const wish = useRef<{ day: DayKey; intent: DayFocusIntent } | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const wanted = wish.current;
    if (!wanted) return;
    if (wanted.day !== day) {
      wish.current = null;
      return;
    }
    const target = dayFocusTarget(
      wanted.intent,
      wears.map((wear) => wear.id),
    );
    if (target === null) return;
    wish.current = null;
    const selector = target === "empty" ? "[data-day-empty]" : `[data-wear-id="${target.wear}"]`;
    panel.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [asked, day, wears]);

  const want = (intent: DayFocusIntent) => {
    wish.current = { day, intent };
    setAsked((count) => count + 1);
  };
  return {
    panel,
    /** Focus the row of this wear once it is listed (just logged, or a removal that failed). */
    showWear: (id: number) => want({ show: id }),
    /** Focus the row that takes this removed wear's place (at `index`) once it has gone. */
    afterRemoving: (id: number, index: number) => want({ removed: id, index }),
  };
}
