"use client";

import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ApiError, describeError } from "@/lib/api-client";
import { TODAY_TEXT } from "@/lib/messages/today";
import type { TodayDay, TodayView } from "@/lib/today/contract";
import { todayQueries } from "@/lib/today/query-options";
import { type WeatherIcon, weatherLine } from "@/lib/today/weather-line";
import { useQuery } from "@tanstack/react-query";
import { Cloud, CloudOff, CloudRain, Shirt, Sun } from "lucide-react";
import Link from "next/link";
import { LookCard } from "./look-card";
import { Notice } from "./notice";
import { PlannedLooks } from "./planned-looks";
import { useLookActions } from "./use-look-actions";
import { isPlanOf } from "./use-plan-actions";

const WEATHER_ICONS = { rain: CloudRain, cloud: Cloud, sun: Sun, unavailable: CloudOff } as const satisfies Record<
  WeatherIcon,
  unknown
>;

/**
 * One day's view: today's looks of the person's own day `date`, or tomorrow's (issue #43), with the
 * day's plans above them. `empty`: the server's reason this closet makes no look, when the server
 * rendered this very view (then the island does not ask again). Tomorrow's looks are planned, not
 * worn or swapped: "plan this" plans one; today's looks say which were planned for tomorrow.
 */
export function DayView({ day, date, empty }: { day: TodayDay; date: string; empty: string | null }) {
  const query = useQuery({ ...todayQueries.day(date, day), enabled: empty === null });
  // Tomorrow's plans, when its view is in the cache (never fetched from here): today's looks say
  // which of them are planned for tomorrow, as tomorrow's do from their own answer.
  const tomorrow = useQuery({ ...todayQueries.day(date, "tomorrow"), enabled: false }).data;
  const { busy, notice, wore, another, plan, plannedHere, wearPlanned } = useLookActions(date);
  const view = query.data;
  const emptyMessage = query.error instanceof ApiError && query.error.status === 422 ? query.error.userMessage : empty;
  const plannedForTomorrow = day === "tomorrow" ? view?.plans : tomorrow?.plans;

  return (
    <>
      {view ? <Summary view={view} day={day} /> : null}
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
          <PlannedLooks day={day} plans={view.plans} busy={busy} onWear={wearPlanned} />
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
                day={day}
                disabled={busy !== null}
                planned={
                  (day === "today" && plannedHere.has(look.id)) ||
                  (plannedForTomorrow ?? []).some((planned) => isPlanOf(planned, look))
                }
                actions={{
                  onWore: () => void wore(look, index),
                  onAnother: () => void another(look),
                  onPlan: () => void plan(look, index),
                }}
              />
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-8 text-muted-foreground" role="status">
          {query.isError
            ? describeError(query.error)
            : day === "tomorrow"
              ? TODAY_TEXT.loadingTomorrow
              : TODAY_TEXT.loading}
        </p>
      )}
    </>
  );
}

/**
 * The day, its season and, when a place is set, its weather: an icon and words that agree with the
 * looks. Tomorrow's line names the day first, so its forecast is never read as today's.
 */
function Summary({ view, day }: { view: TodayView; day: TodayDay }) {
  const line = weatherLine(view);
  const Icon = line ? WEATHER_ICONS[line.icon] : null;
  return (
    <p className="mt-2 flex items-center gap-2 text-muted-foreground">
      {Icon ? <Icon aria-hidden className="size-4" data-testid="today-weather-icon" data-icon={line?.icon} /> : null}
      <span>
        {day === "tomorrow"
          ? TODAY_TEXT.summaryTomorrow(view.date, view.season)
          : TODAY_TEXT.summary(view.date, view.season)}
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
