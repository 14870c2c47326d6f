"use client";

import { localDayKey } from "@/lib/calendar/month-grid";
import { timeZoneCookie } from "@/lib/today/day";
import { useEffect, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The person's own today on a client screen (issue #41: one "today" everywhere). While hydrating it
 * is the day the server rendered (`ownToday()`, from the time-zone cookie), so the first HTML and
 * the first client render agree; then the browser's own day, should the cookie be missing or stale.
 * It keeps the browser's zone in that cookie, so the next page the server renders has the same day.
 */
export function useOwnDay(serverDay: string): string {
  const day = useSyncExternalStore(noSubscription, localDayKey, () => serverDay);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) document.cookie = timeZoneCookie(zone, location.protocol === "https:");
  }, []);
  return day;
}
