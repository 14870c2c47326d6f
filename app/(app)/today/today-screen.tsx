"use client";

import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { toastUndoable } from "@/components/ui/undo-toast";
import { useOnceAtATime } from "@/components/ui/use-once";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError } from "@/lib/api-client";
import { localDayKey } from "@/lib/calendar/month-grid";
import { TODAY_TEXT } from "@/lib/messages/today";
import { WEAR_TEXT } from "@/lib/messages/wears";
import type { TodayLook, TodayView } from "@/lib/today/contract";
import { swapLook, todayQueries } from "@/lib/today/query-options";
import { cn } from "@/lib/ui/cn";
import { WEARS_KEY } from "@/lib/wears/contract";
import { deleteWear, logWear } from "@/lib/wears/query-options";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Shirt, Sun } from "lucide-react";
import Link from "next/link";
import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * Today's island: the server's looks until the browser's own day is known; "wore this" logs the
 * look on that day (undo in the toast) and asks for the looks again, since the wear log moves them;
 * "another look" swaps one look for its role's next best.
 */
export function TodayScreen({ serverDate, empty }: { serverDate: string; empty: string | null }) {
  // The owner's own day is the browser's: after hydration, asked again if it is not the server's (UTC) day.
  const date = useSyncExternalStore(noSubscription, localDayKey, () => serverDate);
  const queryClient = useQueryClient();
  const query = useQuery({ ...todayQueries.day(date), enabled: empty === null || date !== serverDate });
  const [busy, setBusy] = useState<string | null>(null);
  const view = query.data;
  const emptyMessage =
    query.error instanceof ApiError && query.error.status === 422
      ? query.error.userMessage
      : date === serverDate
        ? empty
        : null;

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

  return (
    <section
      aria-labelledby="today-title"
      className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-16 sm:px-6 md:pt-12 lg:px-8"
    >
      <h1 id="today-title" className="font-display text-title font-normal">
        {TODAY_TEXT.title}
      </h1>
      {view ? <Summary view={view} /> : null}
      {emptyMessage ? (
        <EmptyState
          className="mt-8"
          icon={Shirt}
          title={TODAY_TEXT.emptyTitle}
          description={emptyMessage}
          action={
            <Link href="/closet-upload" className={buttonVariants()}>
              {TODAY_TEXT.addPieces}
            </Link>
          }
        />
      ) : view ? (
        <ol className="mt-8 grid gap-6 md:grid-cols-3" aria-busy={query.isFetching}>
          {view.looks.map((look, index) => (
            <li key={look.id} className="flex flex-col rounded-(--radius-card) border border-border bg-surface p-4">
              <article aria-labelledby={`look-${index}`} className="flex flex-1 flex-col">
                <h2 id={`look-${index}`} className="text-sm font-medium tracking-wide text-muted-foreground">
                  {TODAY_TEXT.lookTitle(index + 1, TODAY_TEXT.roles[look.role])}
                </h2>
                <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={TODAY_TEXT.piecesLabel}>
                  {look.items.map((item) => (
                    <li key={item.id} className="aspect-square overflow-hidden rounded-md bg-muted">
                      {/* eslint-disable-next-line @next/next/no-img-element -- stored thumbnails, sized by the grid */}
                      <img
                        src={item.thumbnailUrl}
                        alt={item.name ?? item.category}
                        className="size-full object-cover"
                        loading="lazy"
                      />
                    </li>
                  ))}
                </ul>
                <ul className="mt-4 grid gap-1 text-sm" data-testid="look-reasons">
                  {look.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <Button disabled={busy !== null} onClick={() => void wore(look, index)}>
                    {TODAY_TEXT.woreThis}
                  </Button>
                  <Button variant="secondary" disabled={busy !== null} onClick={() => void another(look)}>
                    {TODAY_TEXT.another}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-8 text-muted-foreground" role="status">
          {query.isError ? describeError(query.error) : TODAY_TEXT.loading}
        </p>
      )}
    </section>
  );
}

function Summary({ view }: { view: TodayView }) {
  const { weather } = view;
  return (
    <p className={cn("mt-2 flex items-center gap-2 text-muted-foreground")}>
      <Sun aria-hidden className="size-4" />
      <span>
        {TODAY_TEXT.summary(view.date, view.season)}
        {weather ? ` · ${TODAY_TEXT.weather(weather.place, weather.morningC, weather.maxC)}` : ""}
      </span>
    </p>
  );
}
