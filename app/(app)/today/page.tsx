import { requirePageOwner } from "@/lib/auth/page-owner";
import { isAppError } from "@/lib/errors";
import { busyAware } from "@/lib/http/busy-page";
import { todayFor } from "@/lib/today";
import { todayDayOf } from "@/lib/today/contract";
import { ownToday } from "@/lib/today/own-day";
import { todayQueries } from "@/lib/today/query-options";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { TodayScreen } from "./today-screen";

export const metadata: Metadata = { title: "today" };

/**
 * /today (issue #29), rendered on the server: the three looks of the person's own day (the day in
 * the time zone their browser keeps in a cookie, else UTC's; the island asks again for the browser's
 * own day when that differs) are in the first HTML, photos and reasons included, with the day's plans
 * (issue #43). `?day=tomorrow` renders tomorrow's looks instead, so a link to them opens on them. A
 * closet that can't make a look renders the empty state with the server's reason.
 */
async function TodayPage({ searchParams }: PageProps<"/today">) {
  const day = todayDayOf((await searchParams).day);
  const owner = await requirePageOwner(day === "tomorrow" ? "/today?day=tomorrow" : "/today");
  const date = await ownToday();
  const queryClient = new QueryClient();
  let empty: string | null = null;
  try {
    const view = await todayFor(owner, { date, ...(day === "tomorrow" ? { day } : {}) });
    queryClient.setQueryData(todayQueries.day(date, day).queryKey, view);
  } catch (error) {
    if (!isAppError(error) || error.status !== 422) throw error;
    empty = error.message;
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TodayScreen serverDate={date} serverDay={day} empty={empty} />
    </HydrationBoundary>
  );
}

export default busyAware(TodayPage);
