/**
 * The private calendar feed (issue #43): GET/POST/DELETE /api/account/calendar-feed turn it on and
 * off; GET /api/calendar/{token}.ics answers the owner's planned days as all-day events and trips
 * as multi-day ones, parsed back here with an iCalendar parser (ical.js). Never wears, never another
 * owner's plans; a token turned off, a malformed name or an ended guest's token answers 404.
 */
import { DELETE as turnOff, GET as feedState, POST as turnOn } from "@/app/api/account/calendar-feed/route";
import { GET as getFeed } from "@/app/api/calendar/[file]/route";
import { POST as buildOutfit } from "@/app/api/outfits/route";
import { POST as createPlan } from "@/app/api/plans/route";
import { POST as logWear } from "@/app/api/wears/route";
import type { Owner } from "@/lib/auth/owner";
import type { CalendarFeedStatus } from "@/lib/calendar-feed/contract";
import { getSiteConfig } from "@/lib/config/site";
import { getDb } from "@/lib/db";
import { endGuest } from "@/lib/guests/guests";
import { CALENDAR_FEED_WORDS } from "@/lib/messages/calendar-feed";
import type { OutfitView } from "@/lib/outfits/contract";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar, ORIGIN } from "../support/api";
import { newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

/** A UTC day `offset` days from today ("YYYY-MM-DD"): plans take today up to 60 days ahead. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const status = (jar: CookieJar) => call<CalendarFeedStatus>(feedState, { path: "/api/account/calendar-feed", jar });
const on = (jar: CookieJar) =>
  call<CalendarFeedStatus>(turnOn, { path: "/api/account/calendar-feed", method: "POST", jar });
const off = (jar: CookieJar) =>
  call<CalendarFeedStatus>(turnOff, { path: "/api/account/calendar-feed", method: "DELETE", jar });
const plan = async (jar: CookieJar, body: Record<string, unknown>) => {
  const answer = await call(createPlan, { path: "/api/plans", body, jar });
  expect(answer.status, answer.text).toBe(201);
};

/** Fetches a feed the way a phone's calendar does: no cookies, the URL alone. */
function fetchFeed(url: string) {
  const { pathname } = new URL(url);
  return call(getFeed, { path: pathname, params: { file: pathname.split("/").at(-1)! } });
}
const feedFile = (file: string) => call(getFeed, { path: `/api/calendar/${file}`, params: { file } });

type FeedEvent = {
  uid: string;
  summary: string;
  description: string | null;
  start: string;
  end: string;
  allDay: boolean;
};

/** The feed parsed back: its name and events, by start then uid. */
function parse(text: string): { name: string; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((event) => {
    const start = event.getFirstPropertyValue("dtstart") as InstanceType<typeof ICAL.Time>;
    const end = event.getFirstPropertyValue("dtend") as InstanceType<typeof ICAL.Time>;
    return {
      uid: String(event.getFirstPropertyValue("uid")),
      summary: String(event.getFirstPropertyValue("summary")),
      description: (event.getFirstPropertyValue("description") as string | null) ?? null,
      start: start.toString(),
      end: end.toString(),
      allDay: start.isDate && end.isDate,
    };
  });
  events.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
  return { name: String(calendar.getFirstPropertyValue("x-wr-calname")), events };
}

async function seedTrip(owner: Owner, fields: { name: string; start: string; end: string; place?: string }) {
  const db = await getDb();
  const row = await db.trip.create({
    data: {
      name: fields.name,
      startDate: new Date(`${fields.start}T00:00:00Z`),
      endDate: new Date(`${fields.end}T00:00:00Z`),
      place: fields.place ?? null,
      days: [],
      ...(owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId }),
    },
    select: { id: true },
  });
  return row.id;
}

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("turning the feed on and off", () => {
  it("is off by default, and asks for an owner", async () => {
    expect((await status(jar)).body).toEqual({ enabled: false, url: null });
    expect((await call(feedState, { path: "/api/account/calendar-feed" })).status).toBe(401);
    expect((await call(turnOn, { path: "/api/account/calendar-feed", method: "POST" })).status).toBe(401);
  });

  it("turns on with an absolute URL that works, and turning on again keeps it", async () => {
    const first = await on(jar);
    expect(first.status, first.text).toBe(200);
    expect(first.body.enabled).toBe(true);
    expect(first.body.url).toMatch(new RegExp(`^${ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await status(jar)).body).toEqual(first.body);
    expect((await on(jar)).body).toEqual(first.body);
    expect((await fetchFeed(first.body.url!)).status).toBe(200);
  });

  it("turns off: the old URL answers 404, and turning on again makes a new one", async () => {
    const { url } = (await on(jar)).body;
    const stopped = await off(jar);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ enabled: false, url: null });
    expect((await status(jar)).body).toEqual({ enabled: false, url: null });
    const gone = await fetchFeed(url!);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: "calendar_feed_not_found" });

    const again = (await on(jar)).body;
    expect(again.enabled).toBe(true);
    expect(again.url).not.toBe(url);
    expect((await fetchFeed(again.url!)).status).toBe(200);
    expect((await fetchFeed(url!)).status).toBe(404);
  });

  it("refuses another site's write", async () => {
    const answer = await call(turnOn, {
      path: "/api/account/calendar-feed",
      method: "POST",
      jar,
      headers: { origin: "https://evil.example" },
    });
    expect(answer.status).toBe(403);
    expect((await status(jar)).body.enabled).toBe(false);
  });
});

describe("GET /api/calendar/{token}.ics", () => {
  it("holds one all-day event per planned day, titled with the pieces, and trips as multi-day events", async () => {
    const shirt = await seedItem(owner, { name: "White Shirt" });
    const chinos = await seedItem(owner, { category: "bottoms", name: "navy chinos" });
    const loafers = await seedItem(owner, { category: "shoes" });
    const outfit = (
      await call<OutfitView>(buildOutfit, {
        path: "/api/outfits",
        body: { name: "sunday best", itemIds: [shirt, chinos] },
        jar,
      })
    ).body;
    await plan(jar, { date: day(1), itemIds: [shirt, chinos, loafers], note: "dinner at 8" });
    await plan(jar, { date: day(5), outfitId: outfit.id });
    await plan(jar, { date: day(5), itemIds: [loafers] });
    const trip = await seedTrip(owner, {
      name: "lisbon weekend",
      start: day(10),
      end: day(12),
      place: "Lisbon, Portugal",
    });
    await seedTrip(owner, { name: "long ago", start: day(-90), end: day(-85) });

    const { url } = (await on(jar)).body;
    const feed = await fetchFeed(url!);
    expect(feed.status, feed.text).toBe(200);
    const parsed = parse(feed.text);
    expect(parsed.name).toBe(CALENDAR_FEED_WORDS.calendarName(getSiteConfig().productName));
    expect(parsed.events).toEqual([
      {
        uid: `plan-day-${day(1)}@stylematch`,
        summary: "white shirt, navy chinos, shoes",
        description: "dinner at 8",
        start: day(1),
        end: day(2),
        allDay: true,
      },
      {
        uid: `plan-day-${day(5)}@stylematch`,
        summary: "sunday best: white shirt, navy chinos / shoes",
        description: null,
        start: day(5),
        end: day(6),
        allDay: true,
      },
      {
        uid: `trip-${trip}@stylematch`,
        summary: "lisbon weekend (Lisbon, Portugal)",
        description: null,
        start: day(10),
        // Exclusive (RFC 5545): the trip's last day is day(12).
        end: day(13),
        allDay: true,
      },
    ]);
  });

  it("never lists wears", async () => {
    const tee = await seedItem(owner, { name: "striped tee" });
    const worn = await call(logWear, { path: "/api/wears", body: { itemIds: [tee], date: day(0) }, jar });
    expect(worn.status, worn.text).toBe(201);
    const { url } = (await on(jar)).body;
    const feed = await fetchFeed(url!);
    expect(parse(feed.text).events).toEqual([]);
    expect(feed.text).not.toContain("striped tee");
  });

  it("never holds another owner's plans", async () => {
    const mine = await seedItem(owner, { name: "my coat", category: "outerwear" });
    await plan(jar, { date: day(2), itemIds: [mine] });
    const otherJar = await newUser();
    const other = await ownerOf(otherJar);
    const theirs = await seedItem(other, { name: "their scarf", category: "accessories" });
    await plan(otherJar, { date: day(2), itemIds: [theirs] });
    await plan(otherJar, { date: day(3), itemIds: [theirs] });
    await seedTrip(other, { name: "their trip", start: day(4), end: day(6) });

    const mineFeed = await fetchFeed((await on(jar)).body.url!);
    expect(parse(mineFeed.text).events.map((event) => event.summary)).toEqual(["my coat"]);
    expect(mineFeed.text).not.toContain("their");

    const theirFeed = await fetchFeed((await on(otherJar)).body.url!);
    expect(parse(theirFeed.text).events.map((event) => event.summary)).toEqual([
      "their scarf",
      "their scarf",
      "their trip",
    ]);
    expect(theirFeed.text).not.toContain("my coat");
  });

  it("answers text/calendar, never cached by others nor indexed", async () => {
    const feed = await fetchFeed((await on(jar)).body.url!);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    expect(feed.headers.get("content-disposition")).toBe('inline; filename="stylematch.ics"');
    expect(feed.headers.get("x-robots-tag")).toBe("noindex");
    expect(feed.headers.get("set-cookie")).toBeNull();
  });

  it("answers 404 to a malformed name or a token nobody holds", async () => {
    await on(jar);
    const token = "A".repeat(43);
    for (const file of [
      "abc.ics",
      `${token}.txt`,
      token,
      `${token}.ics.ics`,
      `${"A".repeat(65)}.ics`,
      `${token}.ics`,
    ]) {
      const answer = await feedFile(file);
      expect(answer.status, file).toBe(404);
      expect(answer.body, file).toMatchObject({ code: "calendar_feed_not_found", message: expect.any(String) });
    }
  });

  it("works for a guest until the guest ends", async () => {
    const pants = await seedItem(owner, { category: "bottoms" });
    await plan(jar, { date: day(1), itemIds: [pants] });
    const { url } = (await on(jar)).body;
    expect(parse((await fetchFeed(url!)).text).events.map((event) => event.summary)).toEqual(["bottoms"]);
    if (owner.kind !== "guest") throw new Error("freshGuest makes a guest");
    await endGuest(owner.guestId);
    expect((await fetchFeed(url!)).status).toBe(404);
  });

  it("works for a signed-in user, and registering keeps a guest's feed", async () => {
    const userJar = await newUser();
    const { url } = (await on(userJar)).body;
    expect((await fetchFeed(url!)).status).toBe(200);

    // The guest's settings row (and its token) moves to the account made from guest mode.
    const guestUrl = (await on(jar)).body.url!;
    await newUser(jar);
    expect((await status(jar)).body.url).toBe(guestUrl);
    expect((await fetchFeed(guestUrl)).status).toBe(200);
  });
});
