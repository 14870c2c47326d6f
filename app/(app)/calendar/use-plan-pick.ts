"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { type DayKey, dayLabel } from "@/lib/calendar/month-grid";
import { isPlannable, lastPlanDay } from "@/lib/calendar/plan-days";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { PLAN_TEXT } from "@/lib/messages/plans";
import type { OutfitView } from "@/lib/outfits/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

type Options = {
  today: DayKey;
  /** The day holding the grid's tab stop: pick mode starts there when it can be planned. */
  focused: DayKey;
  saved: OutfitView[] | undefined;
  /** Moves the grid's keyboard focus to a day (turning the month if need be). */
  moveFocusTo: (day: DayKey) => void;
  /** Opens a day's panel (its tab stop too) without moving the focus. */
  select: (day: DayKey) => void;
};

/**
 * Planning a saved outfit from the grid (issue #43): dragged from the strip onto a day, or without
 * dragging, 'plan for a day' on its card, then the arrow keys and Enter (pick mode). While picking,
 * the grid's cells are described by the prompt, which is said as it changes (aria-live); Escape or
 * 'cancel' ends it and gives the focus back to the card's button. A planned day opens its panel.
 */
export function usePlanPick({ today, focused, saved, moveFocusTo, select }: Options) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState<OutfitView | null>(null);
  const [dragged, setDragged] = useState<OutfitView | null>(null);
  const [prompt, setPrompt] = useState("");
  const pickedFrom = useRef<HTMLElement | null>(null);

  const plan = async (day: DayKey, outfit: OutfitView) => {
    select(day);
    try {
      // What a plan does (its toasts, undo) loads with the first one, not with the grid.
      const { addPlan } = await import("./plan-actions");
      await addPlan(queryClient, { date: day, outfitId: outfit.id }, outfit.name);
    } catch (error) {
      toast({ title: PLAN_TEXT.planFailed, description: describeError(error), variant: "destructive" });
    }
  };

  const cancelPick = () => {
    setPicking(null);
    setPrompt(CALENDAR_TEXT.pickCancelled);
    pickedFrom.current?.focus();
  };

  const startPick = (outfit: OutfitView, from: HTMLElement) => {
    if (picking?.id === outfit.id) return cancelPick();
    pickedFrom.current = from;
    setPicking(outfit);
    setPrompt(CALENDAR_TEXT.pickPrompt(outfit.name));
    moveFocusTo(isPlannable(focused, today) ? focused : today);
  };

  /** Enter, Space or a click on a day while picking: plan it, or say which days can be planned. */
  const pickDay = (day: DayKey) => {
    if (!picking) return;
    if (!isPlannable(day, today)) {
      setPrompt(CALENDAR_TEXT.pickOutOfRange(dayLabel(today), dayLabel(lastPlanDay(today))));
      return;
    }
    setPicking(null);
    setPrompt("");
    void plan(day, picking);
  };

  const drop = (day: DayKey, outfitId: number | null) => {
    const outfit = saved?.find((each) => each.id === outfitId) ?? dragged;
    setDragged(null);
    if (outfit) void plan(day, outfit);
  };

  return { picking, dragging: dragged !== null, prompt, startPick, cancelPick, pickDay, drag: setDragged, drop };
}
