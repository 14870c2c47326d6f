import "server-only";

import { cookies } from "next/headers";
import { dayInZone, TIME_ZONE_COOKIE, zoneOfCookie } from "./day";

/**
 * The person's own today for a page rendered on the server: the day in the time zone their browser
 * keeps in its cookie (lib/today/day.ts), or UTC's day before the browser has written it (the
 * screen then moves to the browser's own day after hydration, components/wears/use-own-day.ts).
 */
export async function ownToday(now: number = Date.now()): Promise<string> {
  return dayInZone(zoneOfCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value), now);
}
