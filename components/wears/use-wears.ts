"use client";

import { toastUndoable } from "@/components/ui/undo-toast";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { localDayKey } from "@/lib/calendar/month-grid";
import { CLOSET_KEY } from "@/lib/closet/contract";
import { WEAR_TEXT } from "@/lib/messages";
import { OUTFITS_KEY } from "@/lib/outfits/contract";
import { deleteWear, INSIGHTS_KEY, logWear, WEARS_KEY, type WearRequest } from "@/lib/wears/query-options";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";

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
 * day), then a toast whose undo deletes that wear. One request at a time: a double click sends one.
 * `pending` disables the button from the next render on.
 */
export function useWoreToday(request: Omit<WearRequest, "date">, name: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // A new function each render is fine: useOnceAtATime keeps its in-flight flag in a ref.
  const run = async () => {
    setPending(true);
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
    } finally {
      setPending(false);
    }
  };
  return { wear: useOnceAtATime(run), pending };
}
