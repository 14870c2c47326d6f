"use client";

import { toastUndoable } from "@/components/ui/undo-toast";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { refreshAfterWear } from "@/components/wears/use-wears";
import { describeError } from "@/lib/api-client";
import { dayLabel, shiftDay } from "@/lib/calendar/month-grid";
import { PLAN_TEXT } from "@/lib/messages/plans";
import { TODAY_TEXT } from "@/lib/messages/today";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { createPlan, deletePlan, PLANS_KEY, type PlanView, wearPlan } from "@/lib/plans/query-options";
import type { TodayLook, TodayView } from "@/lib/today/contract";
import { todayKeys } from "@/lib/today/query-options";
import { deleteWear } from "@/lib/wears/query-options";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LookNotice } from "./notice";

/** Whether `plan` holds exactly the look's pieces: the look is the one planned. */
export const isPlanOf = (plan: PlanView, look: TodayLook) =>
  plan.items.length === look.items.length &&
  look.items.every((item) => plan.items.some((piece) => piece.id === item.id));

/** What a plan is called on its card and in its messages. */
export const planName = (plan: PlanView) => plan.outfitName ?? PLAN_TEXT.plannedLook;

/** The `busy` of a plan card's button (a look's is the look's id). */
export const planBusy = (planId: number) => `plan:${planId}`;

type Report = { setBusy: (busy: string | null) => void; setNotice: (notice: LookNotice | null) => void };

/** Changes the plans of `day` in every cached view of that day, with the server's own plan rows. */
function setDayPlans(queryClient: QueryClient, day: string, change: (plans: PlanView[]) => PlanView[]) {
  queryClient.setQueriesData<TodayView>({ queryKey: todayKeys.all }, (view) =>
    view && view.date === day ? { ...view, plans: change(view.plans) } : view,
  );
}

/**
 * A plan changed: the calendar's plans are asked for again; Today's views are only marked stale. The
 * looks on screen stay where they are, the planned one saying so (as a worn one does): asked for now,
 * they would move, since a day's planned pieces leave its other looks. The next visit gets the new ones.
 */
function afterPlanChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: todayKeys.all, refetchType: "none" });
  void queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
}

/** A plan's wear, logged (its id) or removed (null), on the plan as every view of its day shows it. */
const setPlanWear = (queryClient: QueryClient, plan: PlanView, wearId: number | null) =>
  setDayPlans(queryClient, plan.date, (plans) =>
    plans.map((other) => (other.id === plan.id ? { ...other, wearId } : other)),
  );

/** A wear changed: the wear log's screens, the plans and the day's looks (a wear can mark one worn). */
function afterWearChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [PLANS_KEY] });
  return Promise.all([refreshAfterWear(queryClient), queryClient.invalidateQueries({ queryKey: todayKeys.all })]);
}

/** The undo of "wore as planned": the wear goes, and the plan lets go of it (the server clears the link). */
async function unwear(queryClient: QueryClient, plan: PlanView, wearId: number, report: Report) {
  try {
    await deleteWear(wearId);
    setPlanWear(queryClient, plan, null);
    toast({ title: TODAY_TEXT.undone });
  } catch (error) {
    report.setNotice({ kind: "alert", text: TODAY_TEXT.wearNotUndone(planName(plan), describeError(error)) });
  } finally {
    await afterWearChange(queryClient);
  }
}

/**
 * Today's plan buttons (issue #43) on the owner's day `date`: "plan this" / "plan for tomorrow" plans
 * a look's pieces for tomorrow (undo in the toast removes the plan), and "wore as planned" logs a
 * plan of today as worn (undo removes the wear). Failures are said on the page, as "wore this" does.
 * `plannedHere`: the looks planned from this view, by look id, for today's view, which does not hold
 * tomorrow's plans (tomorrow's view, when cached, says the same from its answer).
 */
export function usePlanActions(date: string, report: Report) {
  const { setBusy, setNotice } = report;
  const queryClient = useQueryClient();
  const [plannedHere, setPlannedHere] = useState<ReadonlyMap<string, number>>(new Map());
  const tomorrow = shiftDay(date, 1);

  async function unplan(plan: PlanView, lookId: string, n: number) {
    try {
      await deletePlan(plan.id);
      setDayPlans(queryClient, plan.date, (plans) => plans.filter((other) => other.id !== plan.id));
      setPlannedHere((now) => new Map([...now].filter(([id]) => id !== lookId)));
      afterPlanChange(queryClient);
      toast({
        title: PLAN_TEXT.planRemoved,
        description: PLAN_TEXT.planRemovedDescription(TODAY_TEXT.lookName(n), TODAY_TEXT.days.tomorrow),
      });
    } catch (error) {
      setNotice({ kind: "alert", text: TODAY_TEXT.planNotUndone(n, describeError(error)) });
    }
  }

  // One press at a time, as "wore this": a double click would plan the look twice.
  const plan = useOnceAtATime(async (look: TodayLook, index: number) => {
    setBusy(look.id);
    setNotice(null);
    const n = index + 1;
    try {
      const created = await createPlan({ date: tomorrow, itemIds: look.items.map((item) => item.id) });
      setDayPlans(queryClient, created.date, (plans) => [...plans.filter((other) => other.id !== created.id), created]);
      setPlannedHere((now) => new Map(now).set(look.id, created.id));
      afterPlanChange(queryClient);
      const title = PLAN_TEXT.plannedFor(TODAY_TEXT.days.tomorrow);
      const description = PLAN_TEXT.plannedDescription(TODAY_TEXT.lookName(n), dayLabel(created.date));
      // Should the toast's code fail to load, the plan is made all the same: the page says so.
      await toastUndoable({ title, description }, () => unplan(created, look.id, n)).catch(() =>
        setNotice({ kind: "status", text: title }),
      );
    } catch (error) {
      setNotice({ kind: "alert", text: TODAY_TEXT.notPlanned(n, describeError(error)) });
    } finally {
      setBusy(null);
    }
  });

  const wearPlanned = useOnceAtATime(async (plan: PlanView) => {
    setBusy(planBusy(plan.id));
    setNotice(null);
    const what = planName(plan);
    try {
      const { wear, created } = await wearPlan(plan.id, date);
      setPlanWear(queryClient, plan, wear.id);
      await afterWearChange(queryClient); // the wear is logged either way
      // Already logged (the server answered the earlier wear): undo would remove that one.
      if (!created) return toast({ title: PLAN_TEXT.alreadyLoggedAsPlanned });
      await toastUndoable({ title: PLAN_TEXT.loggedAsPlanned, description: WEAR_TEXT.loggedDescription(what) }, () =>
        unwear(queryClient, plan, wear.id, report),
      ).catch(() => setNotice({ kind: "status", text: PLAN_TEXT.loggedAsPlanned }));
    } catch (error) {
      setNotice({ kind: "alert", text: TODAY_TEXT.notWornAsPlanned(what, describeError(error)) });
    } finally {
      setBusy(null);
    }
  });

  return { plannedHere, plan, wearPlanned };
}
