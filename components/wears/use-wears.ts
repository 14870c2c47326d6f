"use client";

import { toastUndoable } from "@/components/ui/undo-toast";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { localDayKey } from "@/lib/calendar/month-grid";
import { CLOSET_KEY } from "@/lib/closet/contract";
import { WEAR_TEXT } from "@/lib/messages/wears";
import { OUTFITS_KEY } from "@/lib/outfits/contract";
import { deleteWear, INSIGHTS_KEY, logWear, type WearRequest, WEARS_KEY } from "@/lib/wears/query-options";
import type { QueryClient } from "@tanstack/react-query";

/** A wear changes the calendar, the insights, and each piece's wear count and cost per wear. */
export function refreshAfterWear(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [WEARS_KEY, INSIGHTS_KEY, CLOSET_KEY, OUTFITS_KEY].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
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
