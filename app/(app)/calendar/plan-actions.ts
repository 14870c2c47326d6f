"use client";

import { refreshAfterPlan } from "@/components/plans/refresh";
import { toastUndoable } from "@/components/ui/undo-toast";
import { toast } from "@/components/ui/use-toast";
import { refreshAfterWear } from "@/components/wears/use-wears";
import { describeError } from "@/lib/api-client";
import { dayLabel } from "@/lib/calendar/month-grid";
import { planWhat, restoreRequest } from "@/lib/calendar/plan-days";
import { PLAN_TEXT } from "@/lib/messages/plans";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { createPlan, deletePlan, type PlanRequest, type PlanView, wearPlan } from "@/lib/plans/query-options";
import { deleteWear } from "@/lib/wears/query-options";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What the calendar does with plans (issue #43): make one, remove one with undo, and "wore as
 * planned" with undo. Each says how it went in a toast (the server's own sentence when it refuses,
 * e.g. a day already holding 3 plans) and fetches the plans again, and Today's view of the day: its
 * looks hold back the pieces planned for it.
 */

/**
 * POST /api/plans; `what` names it in the toast (by default its pieces, known once it is made).
 * Answers the plan, or null when it was refused. The plans come again without waiting: the caller's
 * focus waits for the new row itself.
 */
export async function addPlan(queryClient: QueryClient, request: PlanRequest, what?: string): Promise<PlanView | null> {
  const label = dayLabel(request.date);
  try {
    const plan = await createPlan(request);
    toast({
      title: PLAN_TEXT.plannedFor(label),
      description: PLAN_TEXT.plannedDescription(what ?? planWhat(plan), label),
    });
    return plan;
  } catch (error) {
    toast({ title: PLAN_TEXT.planFailed, description: describeError(error), variant: "destructive" });
    return null;
  } finally {
    void refreshAfterPlan(queryClient);
  }
}

/**
 * 'remove plan': DELETE at once (a reload while the toast is up keeps it removed), then a toast whose
 * undo plans the same pieces, outfit and note on the same day again. Answers whether it was removed.
 */
export async function removePlanWithUndo(queryClient: QueryClient, plan: PlanView): Promise<boolean> {
  const what = planWhat(plan);
  const label = dayLabel(plan.date);
  try {
    await deletePlan(plan.id);
  } catch (error) {
    toast({ title: PLAN_TEXT.removeFailed, description: describeError(error), variant: "destructive" });
    await refreshAfterPlan(queryClient);
    return false;
  }
  const message = { title: PLAN_TEXT.planRemoved, description: PLAN_TEXT.planRemovedDescription(what, label) };
  const request = restoreRequest(plan);
  // Nothing left to plan again (its pieces left the closet): no undo to offer.
  if (request) void toastUndoable(message, () => restorePlan(queryClient, request, what));
  else toast(message);
  await refreshAfterPlan(queryClient);
  return true;
}

async function restorePlan(queryClient: QueryClient, request: PlanRequest, what: string): Promise<void> {
  try {
    await createPlan(request);
    toast({ title: PLAN_TEXT.planBack, description: PLAN_TEXT.plannedDescription(what, dayLabel(request.date)) });
  } catch (error) {
    toast({ title: PLAN_TEXT.planFailed, description: describeError(error), variant: "destructive" });
  } finally {
    await refreshAfterPlan(queryClient);
  }
}

/**
 * 'wore as planned' on the plan's own day (`today`, the browser's): logs its pieces as a wear, then
 * a toast whose undo removes that wear (only one it created: an earlier log stays). The wear changes
 * the calendar, insights and the pieces' counts; the plan now shows as worn. `onWorn` runs once it
 * is logged, before the lists come again (the button that asked goes then).
 */
export async function wearAsPlanned(
  queryClient: QueryClient,
  plan: PlanView,
  today: string,
  onWorn: () => void,
): Promise<void> {
  const what = planWhat(plan);
  try {
    const { wear, created } = await wearPlan(plan.id, today);
    onWorn();
    if (created)
      void toastUndoable({ title: PLAN_TEXT.loggedAsPlanned, description: WEAR_TEXT.loggedDescription(what) }, () =>
        unwear(queryClient, wear.id),
      );
    else toast({ title: PLAN_TEXT.alreadyLoggedAsPlanned, description: WEAR_TEXT.loggedDescription(what) });
  } catch (error) {
    toast({ title: PLAN_TEXT.wearFailed, description: describeError(error), variant: "destructive" });
  } finally {
    await Promise.all([refreshAfterWear(queryClient), refreshAfterPlan(queryClient)]);
  }
}

/** The undo of 'wore as planned': the wear goes, and with it the plan's link to it (planned again). */
async function unwear(queryClient: QueryClient, wearId: number): Promise<void> {
  try {
    await deleteWear(wearId);
    toast({ title: WEAR_TEXT.removed });
  } catch (error) {
    toast({ title: WEAR_TEXT.undoFailed, description: describeError(error), variant: "destructive" });
  } finally {
    await Promise.all([refreshAfterWear(queryClient), refreshAfterPlan(queryClient)]);
  }
}
