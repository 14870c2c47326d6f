"use client";

import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useOwnDay } from "@/components/wears/use-own-day";
import { ApiError, describeError } from "@/lib/api-client";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { TodayView } from "@/lib/today/contract";
import { todayQueries } from "@/lib/today/query-options";
import { type WeatherIcon, weatherLine } from "@/lib/today/weather-line";
import { cn } from "@/lib/ui/cn";
import { useQuery } from "@tanstack/react-query";
import { Cloud, CloudOff, CloudRain, Shirt, Sun } from "lucide-react";
import Link from "next/link";
import { LookCard } from "./look-card";
import { type LookNotice, useLookActions } from "./use-look-actions";

const WEATHER_ICONS = { rain: CloudRain, cloud: Cloud, sun: Sun, unavailable: CloudOff } as const satisfies Record<
  WeatherIcon,
  unknown
>;

/**
 * Today's island: the looks of the person's own day (the server rendered the day of the browser's
 * time-zone cookie; after hydration the browser's own day, asked again if it differs). "wore this"
 * logs the look on that day (undo in the toast) and asks for the looks again, since the wear log
 * moves them; "another look" swaps one look for its role's next best.
 */
export function TodayScreen({ serverDate, empty }: { serverDate: string; empty: string | null }) {
  const date = useOwnDay(serverDate);
  const query = useQuery({ ...todayQueries.day(date), enabled: empty === null || date !== serverDate });
  const { busy, notice, wore, another } = useLookActions(date);
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
          <Notice notice={notice} />
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

/** What a button's press left to say, as the item page says it: inline, above the looks. */
function Notice({ notice }: { notice: LookNotice | null }) {
  // Both live regions are always there, so a screen reader hears a message the first time it appears.
  return (
    <>
      <p role="alert" className="mt-6 text-sm text-destructive empty:hidden">
        {notice?.kind === "alert" ? notice.text : ""}
      </p>
      <p role="status" className="mt-6 text-sm empty:hidden">
        {notice?.kind === "status" ? notice.text : ""}
      </p>
    </>
  );
}

/** The day, its season and, when a place is set, its weather: an icon and words that agree with the looks. */
function Summary({ view }: { view: TodayView }) {
  const line = weatherLine(view);
  const Icon = line ? WEATHER_ICONS[line.icon] : null;
  return (
    <p className={cn("mt-2 flex items-center gap-2 text-muted-foreground")}>
      {Icon ? <Icon aria-hidden className="size-4" data-testid="today-weather-icon" data-icon={line?.icon} /> : null}
      <span>
        {TODAY_TEXT.summary(view.date, view.season)}
        {line ? (
          <>
            {" · "}
            <span data-testid="today-weather">{line.text}</span>
          </>
        ) : null}
      </span>
    </p>
  );
}
