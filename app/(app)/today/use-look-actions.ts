"use client";

import { toastUndoable } from "@/components/ui/undo-toast";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError } from "@/lib/api-client";
import { TODAY_TEXT } from "@/lib/messages/today";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { TodayLook, TodayView } from "@/lib/today/contract";
import { swapLook, todayQueries } from "@/lib/today/query-options";
import { WEARS_KEY } from "@/lib/wears/contract";
import { deleteWear, logWear } from "@/lib/wears/query-options";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

/**
 * A look's two buttons on `date`: "wore this" logs the look (undo in the toast) and asks for the
 * looks again, since the wear log moves them; "another look" swaps one look for its role's next
 * best. `busy` is the look under way, if any.
 */
export function useLookActions(date: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  async function refresh(next?: TodayView) {
    if (next) queryClient.setQueryData(todayQueries.day(date).queryKey, next);
    else await queryClient.invalidateQueries({ queryKey: todayQueries.day(date).queryKey });
  }

  // One press at a time (a double click lands before the button disables itself on the next render).
  const wore = useOnceAtATime(async (look: TodayLook, index: number) => {
    setBusy(look.id);
    try {
      const { wear, created } = await logWear({ itemIds: look.items.map((item) => item.id), date });
      void queryClient.invalidateQueries({ queryKey: [WEARS_KEY] });
      await refresh();
      // Already logged today (the server answered the earlier wear): undo would remove that one.
      if (!created) return toast({ title: WEAR_TEXT.alreadyLogged });
      await toastUndoable({ title: TODAY_TEXT.logged(index + 1) }, async () => {
        try {
          await deleteWear(wear.id);
          await refresh();
          toast({ title: TODAY_TEXT.undone });
        } catch (error) {
          toast({ title: TODAY_TEXT.failed, description: describeError(error), variant: "destructive" });
        }
      });
    } catch (error) {
      toast({ title: TODAY_TEXT.failed, description: describeError(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  });

  const another = useOnceAtATime(async (look: TodayLook) => {
    setBusy(look.id);
    try {
      await refresh(await swapLook(look.id, date));
    } catch (error) {
      // A stale look (swapped in another tab): the current looks replace it.
      if (error instanceof ApiError && error.status === 404) await refresh();
      else toast({ title: TODAY_TEXT.failed, description: describeError(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  });

  return { busy, wore, another };
}
