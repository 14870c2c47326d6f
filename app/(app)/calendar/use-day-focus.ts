"use client";

import type { DayKey } from "@/lib/calendar/month-grid";
import { type DayFocusIntent, dayFocusTarget } from "@/lib/calendar/wear-days";
import { useEffect, useRef, useState } from "react";

/** The panel's two lists: the day's wears, and its plans (issue #43). */
type Rows = "wear" | "plan";

// Rows carry `data-wear-id` / `data-plan-id`; each list's empty line `data-day-empty` /
// `data-plans-empty`. All are focusable from script only (tabIndex -1).
const ROW = { wear: "data-wear-id", plan: "data-plan-id" } as const;
const EMPTY = { wear: "[data-day-empty]", plan: "[data-plans-empty]" } as const;

/**
 * Keeps a day panel's keyboard focus on what an action changed (issue #41): the row of a wear or a
 * plan just added, or the row after one just removed (the list's empty line after the last). Those
 * rows only exist once the day's lists are fetched again, so the wish waits for the list to show the
 * change; choosing another day drops it.
 */
export function useDayFocus(day: DayKey, wearIds: readonly number[], planIds: readonly number[]) {
  const panel = useRef<HTMLElement>(null);
  // A ref, not state: the effect reads and clears it without a render of its own; `asked` wakes it
  // when the list has already changed by the time the action finished.
  const wish = useRef<{ day: DayKey; rows: Rows; intent: DayFocusIntent } | null>(null);
  const [asked, setAsked] = useState(0);
  // The ids as one string: a new array of the same ids (each render maps them afresh) is no change.
  const wearKey = wearIds.join(",");
  const planKey = planIds.join(",");

  useEffect(() => {
    const wanted = wish.current;
    if (!wanted) return;
    if (wanted.day !== day) {
      wish.current = null;
      return;
    }
    const key = wanted.rows === "wear" ? wearKey : planKey;
    const ids = key ? key.split(",").map(Number) : [];
    const target = dayFocusTarget(wanted.intent, ids);
    if (target === null) return;
    wish.current = null;
    const selector = target === "empty" ? EMPTY[wanted.rows] : `[${ROW[wanted.rows]}="${target.wear}"]`;
    panel.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [asked, day, wearKey, planKey]);

  const want = (rows: Rows, intent: DayFocusIntent) => {
    wish.current = { day, rows, intent };
    setAsked((count) => count + 1);
  };
  return {
    panel,
    /** Focus the row of this wear once it is listed (just logged, or a removal that failed). */
    showWear: (id: number) => want("wear", { show: id }),
    /** Focus the row that takes this removed wear's place (at `index`) once it has gone. */
    afterRemoving: (id: number, index: number) => want("wear", { removed: id, index }),
    /** Focus the row of this plan once it is listed (just made, worn, or a removal that failed). */
    showPlan: (id: number) => want("plan", { show: id }),
    /** Focus the plan row that takes this removed plan's place, or the "nothing planned" line. */
    afterRemovingPlan: (id: number, index: number) => want("plan", { removed: id, index }),
  };
}
