"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useOwnDay } from "@/components/wears/use-own-day";
import { TODAY_TEXT } from "@/lib/messages/today";
import { TODAY_DAYS, type TodayDay, todayDayOf } from "@/lib/today/contract";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { DayView } from "./day-view";

/**
 * The view in the URL (issue #43): `/today?day=tomorrow` opened afresh (a link, a reload) shows
 * tomorrow, and the server rendered it. A change replaces the history entry, as the outfit screen's
 * tabs do, which Next's router follows without rendering the page on the server again.
 */
function useTodayDay(): [TodayDay, (day: TodayDay) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const day = todayDayOf(searchParams.get("day"));
  const update = useCallback(
    (next: TodayDay) => {
      const params = new URLSearchParams(searchParams.toString());
      if (next === "tomorrow") params.set("day", next);
      else params.delete("day");
      const query = params.toString();
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname, searchParams],
  );
  return [day, update];
}

/**
 * Today's island: a "today | tomorrow" switch over the day's view (./day-view.tsx). Today's looks
 * are those of the person's own day (the server rendered the day of the browser's time-zone cookie;
 * after hydration the browser's own day, asked again if it differs): "wore this" logs one (undo in
 * the toast) and asks for the looks again, since the wear log moves them; "another look" swaps one
 * for its role's next best. Tomorrow's are the same engine's for the day after, with its forecast,
 * to plan (issue #43). Only the view shown is asked for: the other loads when it is chosen.
 */
export function TodayScreen({
  serverDate,
  serverDay,
  empty,
}: {
  serverDate: string;
  serverDay: TodayDay;
  empty: string | null;
}) {
  const date = useOwnDay(serverDate);
  const [day, setDay] = useTodayDay();

  return (
    <section
      aria-labelledby="today-title"
      className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-16 sm:px-6 md:pt-12 lg:px-8"
    >
      <h1 id="today-title" className="font-display text-title font-normal">
        {TODAY_TEXT.title}
      </h1>
      <Tabs value={day} onValueChange={(value) => setDay(todayDayOf(value))}>
        <TabsList aria-label={TODAY_TEXT.daySwitch} className="mt-4">
          {TODAY_DAYS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {TODAY_TEXT.days[each]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TODAY_DAYS.map((each) => (
          <TabsContent key={each} value={each} className="mt-2">
            {/* The server's empty state is for the view and day it rendered; any other asks for itself. */}
            <DayView day={each} date={date} empty={each === serverDay && date === serverDate ? empty : null} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
