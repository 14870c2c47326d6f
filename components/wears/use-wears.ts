"use client";

import { toastUndoable } from "@/components/ui/undo-toast";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { localDayKey } from "@/lib/calendar/month-grid";
import { CLOSET_KEY } from "@/lib/closet/contract";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { OUTFITS_KEY } from "@/lib/outfits/contract";
import { PLANS_KEY } from "@/lib/plans/contract";
import { TODAY_KEY } from "@/lib/today/contract";
import {
  deleteWear,
  INSIGHTS_KEY,
  logWear,
  type WearRequest,
  WEARS_KEY,
  type WearView,
} from "@/lib/wears/query-options";
import type { QueryClient } from "@tanstack/react-query";

/**
 * A wear changes the calendar, the insights, and each piece's wear count and cost per wear; and a
 * plan it was logged from (issue #43: removing that wear makes the plan unworn again), and Today.
 */
export function refreshAfterWear(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [WEARS_KEY, INSIGHTS_KEY, CLOSET_KEY, OUTFITS_KEY, PLANS_KEY, TODAY_KEY].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

/** DELETE /api/wears/{id}, saying how it went; the lists are fetched again either way. */
export async function removeWear(queryClient: QueryClient, id: number): Promise<void> {
  try {
    await deleteWear(id);
    toast({ title: WEAR_TEXT.removed });
  } catch (error) {
    toast({ title: WEAR_TEXT.undoFailed, description: describeError(error), variant: "destructive" });
  } finally {
    await refreshAfterWear(queryClient);
  }
}

/**
 * 'remove' on a calendar day (issue #41): DELETE /api/wears/{id} at once, so a reload while the
 * toast is up keeps the wear removed, then a toast whose undo logs the same pieces (and outfit) on
 * the same day again. Answers whether the wear was removed; the lists are fetched again either way.
 */
export async function removeWearWithUndo(queryClient: QueryClient, wear: WearView, day: string): Promise<boolean> {
  const name = wearName(wear);
  try {
    await deleteWear(wear.id);
  } catch (error) {
    toast({ title: WEAR_TEXT.undoFailed, description: describeError(error), variant: "destructive" });
    await refreshAfterWear(queryClient);
    return false;
  }
  void toastUndoable({ title: WEAR_TEXT.removed, description: WEAR_TEXT.removedDescription(name, day) }, () =>
    restoreWear(queryClient, wear, day),
  );
  await refreshAfterWear(queryClient);
  return true;
}

/**
 * The undo of a removal: POST /api/wears with the wear's pieces, outfit and day. It comes back as a
 * new wear (another id) holding the pieces still in the closet, which are all the calendar showed.
 */
async function restoreWear(queryClient: QueryClient, wear: WearView, day: string): Promise<void> {
  const name = wearName(wear);
  try {
    await logWear({
      itemIds: [...new Set(wear.items.map((item) => item.id))],
      ...(wear.outfitId === null ? {} : { outfitId: wear.outfitId }),
      date: wear.date,
    });
    toast({ title: WEAR_TEXT.restored, description: WEAR_TEXT.restoredDescription(name, day) });
  } catch (error) {
    toast({ title: WEAR_TEXT.restoreFailed, description: describeError(error), variant: "destructive" });
  } finally {
    await refreshAfterWear(queryClient);
  }
}

/** What a wear's row and toasts call it: its pieces' names (or categories), in order. */
export const wearName = (wear: WearView) => wear.items.map((item) => item.name ?? item.category).join(", ");

/**
 * 'wore this today': POST /api/wears with the person's own local day (the server may be in another
 * day), then a toast whose undo deletes that wear. Loaded by the button on its first tap
 * (wore-today-button.tsx), which also keeps it to one request at a time.
 */
export async function wearToday(
  queryClient: QueryClient,
  request: Omit<WearRequest, "date">,
  name: string,
): Promise<void> {
  try {
    const { wear, created } = await logWear({ ...request, date: localDayKey() });
    if (created) {
      void toastUndoable({ title: WEAR_TEXT.logged, description: WEAR_TEXT.loggedDescription(name) }, () =>
        removeWear(queryClient, wear.id),
      );
    } else {
      // Already on today's calendar: nothing new to undo (undo would remove the earlier log).
      toast({ title: WEAR_TEXT.alreadyLogged, description: WEAR_TEXT.loggedDescription(name) });
    }
    await refreshAfterWear(queryClient);
  } catch (error) {
    toast({ title: WEAR_TEXT.logFailed, description: describeError(error), variant: "destructive" });
  }
}
