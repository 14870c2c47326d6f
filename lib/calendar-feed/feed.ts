import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { getSiteConfig } from "@/lib/config/site";
import { getDb } from "@/lib/db";
import { CALENDAR_FEED_WORDS } from "@/lib/messages/calendar-feed";
import { addDays, earliestToday, latestPlanDay } from "@/lib/plans";
import ical, { ICalEventTransparency } from "ical-generator";
import { feedOwner } from "./tokens";

/**
 * The feed itself (issue #43): one all-day event per planned day and one multi-day event per trip,
 * over a window from FEED_DAYS_BACK days ago to the last day a plan may be for. Nothing else of the
 * owner's is read here: no wears, no closet beyond the planned pieces' names.
 */

/** Past days stay a while, so a calendar does not drop this week's looks the morning after. */
const FEED_DAYS_BACK = 30;
/** A hint to calendars on how often to ask again; each decides for itself. */
const REFRESH_SECONDS = 60 * 60;
/** UIDs keep this fixed domain even when PRODUCT_NAME changes, so calendars update events rather than duplicate them. */
const UID_DOMAIN = "stylematch";

type PlanDayRow = {
  date: string;
  outfitName: string | null;
  note: string | null;
  items: { name: string | null; category: string }[];
};
type TripRow = { id: number; name: string; place: string | null; start: string; endExclusive: string };

/** GET /api/calendar/<token>.ics: the iCalendar text of the owner holding `token`, or null when nobody does. */
export async function feedFor(token: string, now = Date.now()): Promise<string | null> {
  const owner = await feedOwner(token);
  if (!owner) return null;
  const window = { from: addDays(earliestToday(now), -FEED_DAYS_BACK), to: latestPlanDay(now) };
  const [plans, trips] = await Promise.all([plannedDays(owner, window), tripsWithin(owner, window)]);
  return calendarText(plans, trips);
}

function calendarText(plans: readonly PlanDayRow[], trips: readonly TripRow[]): string {
  const { productName } = getSiteConfig();
  const calendar = ical({
    name: CALENDAR_FEED_WORDS.calendarName(productName),
    description: CALENDAR_FEED_WORDS.calendarDescription(productName),
    prodId: { company: productName, product: "calendar feed", language: "EN" },
    ttl: REFRESH_SECONDS,
  });
  // All-day events take a date alone: ical-generator writes a plain Date's UTC day (no time zone set).
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  // Transparent: a planned outfit or a trip is a note on the day, never "busy" for meeting planners.
  const shared = { allDay: true, transparency: ICalEventTransparency.TRANSPARENT } as const;
  for (const [date, dayPlans] of byDay(plans)) {
    const notes = dayPlans.map((plan) => plan.note).filter((note): note is string => Boolean(note));
    calendar.createEvent({
      ...shared,
      id: `plan-day-${date}@${UID_DOMAIN}`,
      start: day(date),
      end: day(addDays(date, 1)),
      summary: dayPlans.map(planTitle).join(CALENDAR_FEED_WORDS.plansJoiner),
      ...(notes.length > 0 ? { description: notes.join("\n") } : {}),
    });
  }
  for (const trip of trips) {
    calendar.createEvent({
      ...shared,
      id: `trip-${trip.id}@${UID_DOMAIN}`,
      start: day(trip.start),
      // RFC 5545: an all-day event's DTEND is the day after its last (the query adds it).
      end: day(trip.endExclusive),
      summary: CALENDAR_FEED_WORDS.trip(trip.name, trip.place),
      ...(trip.place ? { location: trip.place } : {}),
    });
  }
  return calendar.toString();
}

/** "sunday best: white shirt, navy chinos": each piece by its name, or its category when it has none. */
const planTitle = (plan: PlanDayRow) =>
  CALENDAR_FEED_WORDS.plan(
    plan.outfitName,
    plan.items.map((item) => (item.name?.trim() || item.category).toLowerCase()),
  );

function byDay(plans: readonly PlanDayRow[]): Map<string, PlanDayRow[]> {
  const days = new Map<string, PlanDayRow[]>();
  for (const plan of plans) days.set(plan.date, [...(days.get(plan.date) ?? []), plan]);
  return days;
}

/**
 * The owner's plans in the window with what a title needs: the saved outfit's name, the pieces
 * still in the closet (names and categories) and the note. Its own query rather than lib/plans'
 * listPlans: that one also works out each plan's warnings, which loads the whole closet and asks
 * for forecasts, a cost a calendar's polling should not set off.
 */
async function plannedDays(owner: Owner, { from, to }: { from: string; to: string }): Promise<PlanDayRow[]> {
  const db = await getDb();
  return db.$queryRaw<PlanDayRow[]>`
    SELECT to_char(p.date, 'YYYY-MM-DD') AS date, o.name AS "outfitName", p.note,
      COALESCE((SELECT json_agg(json_build_object('name', c.name, 'category', c.category) ORDER BY i.n)
        FROM unnest(p.items) WITH ORDINALITY AS i(id, n)
        JOIN clothing_items c ON c.id = i.id AND c.${ownerSql(owner)}), '[]'::json) AS items
    FROM plans p
    LEFT JOIN outfits o ON o.id = p.outfit_id AND o.${ownerSql(owner)}
    WHERE p.${ownerSql(owner)} AND p.date BETWEEN ${from}::date AND ${to}::date
    ORDER BY p.date ASC, p.id ASC`;
}

/** The owner's trips that overlap the window, each with the day after its last (DTEND). */
async function tripsWithin(owner: Owner, { from, to }: { from: string; to: string }): Promise<TripRow[]> {
  const db = await getDb();
  return db.$queryRaw<TripRow[]>`
    SELECT id, name, place, to_char(start_date, 'YYYY-MM-DD') AS start,
      to_char(end_date + 1, 'YYYY-MM-DD') AS "endExclusive"
    FROM trips
    WHERE ${ownerSql(owner)} AND end_date >= ${from}::date AND start_date <= ${to}::date
    ORDER BY start_date ASC, id ASC`;
}
