"use client";

import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ApiError, describeError } from "@/lib/api-client";
import { localDayKey } from "@/lib/calendar/month-grid";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { TodayView } from "@/lib/today/contract";
import { todayQueries } from "@/lib/today/query-options";
import { cn } from "@/lib/ui/cn";
import { useQuery } from "@tanstack/react-query";
import { Shirt, Sun } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { LookCard } from "./look-card";
import { useLookActions } from "./use-look-actions";

const noSubscription = () => () => {};

/**
 * Today's island: the server's looks until the browser's own day is known; "wore this" logs the
 * look on that day (undo in the toast) and asks for the looks again, since the wear log moves them;
 * "another look" swaps one look for its role's next best.
 */
export function TodayScreen({ serverDate, empty }: { serverDate: string; empty: string | null }) {
  // The owner's own day is the browser's: after hydration, asked again if it is not the server's (UTC) day.
  const date = useSyncExternalStore(noSubscription, localDayKey, () => serverDate);
  const query = useQuery({ ...todayQueries.day(date), enabled: empty === null || date !== serverDate });
  const { busy, wore, another } = useLookActions(date);
  const view = query.data;
  const emptyMessage =
    query.error instanceof ApiError && query.error.status === 422
      ? query.error.userMessage
      : date === serverDate
        ? empty
        : null;

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
        <>
          {view.note ? (
            <p className="mt-6 text-sm text-muted-foreground" data-testid="today-note">
              {view.note}
            </p>
          ) : null}
          <ol className="mt-8 grid gap-6 md:grid-cols-3" aria-busy={query.isFetching}>
            {view.looks.map((look, index) => (
              <LookCard
                key={look.id}
                look={look}
                index={index}
                disabled={busy !== null}
                onWore={() => void wore(look, index)}
                onAnother={() => void another(look)}
              />
            ))}
          </ol>
        </>
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
