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
import type { LookNotice } from "./notice";
import { usePlanActions } from "./use-plan-actions";

/**
 * A look's two buttons on `date`: "wore this" logs the look (undo in the toast) and asks for the
 * looks again, since the wear log moves them; "another look" swaps one look for its role's next
 * best. Beside them the plans' buttons (./use-plan-actions.ts: "plan this", "wore as planned"), which
 * share the one notice and the one `busy`. `busy` is the look or plan under way, if any.
 *
 * A failure is said on the page, next to the looks, never in a toast (issue #41): the toast list's
 * code loads with the first toast, and offline that load fails and took the whole page down with a
 * ChunkLoadError. A toast shows only after the server has answered, so its code can still load.
 */
export function useLookActions(date: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<LookNotice | null>(null);

  async function refresh(next?: TodayView) {
    if (next) queryClient.setQueryData(todayQueries.day(date).queryKey, next);
    else await queryClient.invalidateQueries({ queryKey: todayQueries.day(date).queryKey });
  }

  async function undo(wearId: number, n: number) {
    try {
      await deleteWear(wearId);
      await refresh();
      toast({ title: TODAY_TEXT.undone });
    } catch (error) {
      setNotice({ kind: "alert", text: TODAY_TEXT.notUndone(n, describeError(error)) });
    }
  }

  // One press at a time (a double click lands before the button disables itself on the next render).
  const wore = useOnceAtATime(async (look: TodayLook, index: number) => {
    setBusy(look.id);
    setNotice(null);
    const n = index + 1;
    try {
      const { wear, created } = await logWear({ itemIds: look.items.map((item) => item.id), date });
      void queryClient.invalidateQueries({ queryKey: [WEARS_KEY] });
      await refresh().catch(() => undefined); // the wear is logged either way
      // Already logged today (the server answered the earlier wear): undo would remove that one.
      if (!created) return toast({ title: WEAR_TEXT.alreadyLogged });
      // Should the toast's code fail to load, the wear is logged all the same: the page says so.
      await toastUndoable({ title: TODAY_TEXT.logged(n) }, () => undo(wear.id, n)).catch(() =>
        setNotice({ kind: "status", text: TODAY_TEXT.logged(n) }),
      );
    } catch (error) {
      setNotice({ kind: "alert", text: TODAY_TEXT.notLogged(n, describeError(error)) });
    } finally {
      setBusy(null);
    }
  });

  const another = useOnceAtATime(async (look: TodayLook) => {
    setBusy(look.id);
    setNotice(null);
    try {
      await refresh(await swapLook(look.id, date));
    } catch (error) {
      // A stale look (swapped in another tab): the current looks replace it.
      if (error instanceof ApiError && error.status === 404) await refresh().catch(() => undefined);
      else setNotice({ kind: "alert", text: TODAY_TEXT.notSwapped(describeError(error)) });
    } finally {
      setBusy(null);
    }
  });

  const plans = usePlanActions(date, { setBusy, setNotice });

  return { busy, notice, wore, another, ...plans };
}
