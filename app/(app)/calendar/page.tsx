import { WardrobeNav } from "@/components/layout/wardrobe-nav";
import { requirePageOwner } from "@/lib/auth/page-owner";
import { gridRange, isMonthKey, monthOfDay } from "@/lib/calendar/month-grid";
import { busyAware } from "@/lib/http/busy-page";
import { CALENDAR_TEXT } from "@/lib/messages/calendar";
import { listOutfits } from "@/lib/outfits";
import { outfitQueries } from "@/lib/outfits/query-options";
import { listPlans } from "@/lib/plans";
import { planQueries } from "@/lib/plans/query-options";
import { ownToday } from "@/lib/today/own-day";
import { listWears } from "@/lib/wears";
import { wearQueries } from "@/lib/wears/query-options";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { CalendarScreen } from "./calendar-screen";

export const metadata: Metadata = { title: "calendar" };

/**
 * /calendar (issues #28, #43): a server shell with the month grid's island, the month's wears and
 * plans and the saved outfits (to plan) already in the cache, so the first HTML holds the grid with
 * its photos and planned days. `?month=YYYY-MM` picks the month;
 * without it, the person's own month (their time zone's today: lib/today/own-day.ts).
 */
async function CalendarPage({ searchParams }: PageProps<"/calendar">) {
  const { month: monthParam } = await searchParams;
  const today = await ownToday();
  const month = isMonthKey(monthParam) ? monthParam : monthOfDay(today);
  const owner = await requirePageOwner(month === monthParam ? `/calendar?month=${month}` : "/calendar");
  const { from, to } = gridRange(month);
  const queryClient = new QueryClient();
  const [wears, plans, saved] = await Promise.all([
    listWears(owner, { from, to }),
    listPlans(owner, { from, to }),
    listOutfits(owner, { saved: true }),
  ]);
  queryClient.setQueryData(wearQueries.range(from, to).queryKey, wears);
  queryClient.setQueryData(planQueries.range(from, to).queryKey, plans);
  queryClient.setQueryData(outfitQueries.saved().queryKey, saved);
  return (
    <section
      aria-labelledby="calendar-title"
      className="mx-auto w-full max-w-6xl flex-1 px-5 pt-10 pb-16 sm:px-6 md:pt-14 lg:px-8"
    >
      <WardrobeNav current="/calendar" className="mb-6" />
      <h1 id="calendar-title" className="font-display text-title font-normal">
        {CALENDAR_TEXT.title}
      </h1>
      <p className="mt-2 max-w-xl text-muted-foreground">{CALENDAR_TEXT.intro}</p>
      <div className="mt-8">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <CalendarScreen initialMonth={month} serverToday={today} />
        </HydrationBoundary>
      </div>
    </section>
  );
}

export default busyAware(CalendarPage);
