/**
 * One "today" everywhere (issue #41): the person's own day from the time zone their browser keeps in
 * a cookie, the same day on the server (Today's first HTML) as in the browser, never UTC's when the
 * person's zone is already on the next day.
 */
import { dayInZone, isTimeZone, TIME_ZONE_COOKIE, timeZoneCookie, zoneOfCookie } from "@/lib/today/day";
import { ownToday } from "@/lib/today/own-day";
import { dayOf } from "@/lib/today/schemas";
import { afterEach, describe, expect, it, vi } from "vitest";

const cookieJar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined),
  }),
}));

/** 28 November, 23:30 UTC: already the 29th in Tokyo, still the 28th in New York. */
const LATE_ON_THE_28TH = Date.parse("2026-11-28T23:30:00Z");

afterEach(() => cookieJar.clear());

describe("dayInZone", () => {
  it("is the day in the person's zone, not UTC's", () => {
    expect(dayInZone("Asia/Tokyo", LATE_ON_THE_28TH)).toBe("2026-11-29");
    expect(dayInZone("Pacific/Kiritimati", LATE_ON_THE_28TH)).toBe("2026-11-29");
    expect(dayInZone("America/New_York", LATE_ON_THE_28TH)).toBe("2026-11-28");
  });

  it("falls back to UTC's day without a zone or with one that isn't real", () => {
    expect(dayInZone(undefined, LATE_ON_THE_28TH)).toBe("2026-11-28");
    expect(dayInZone("Mars/Olympus", LATE_ON_THE_28TH)).toBe("2026-11-28");
  });

  it("agrees with the query's tz (GET /api/today?tz=…)", () => {
    expect(dayOf({ tz: "Asia/Tokyo" }, LATE_ON_THE_28TH)).toBe("2026-11-29");
    expect(dayOf({ date: "2026-11-27", tz: "Asia/Tokyo" }, LATE_ON_THE_28TH)).toBe("2026-11-27");
  });
});

describe("the time-zone cookie", () => {
  it("round-trips the browser's zone, encoded", () => {
    const written = timeZoneCookie("America/Argentina/Buenos_Aires", false);
    expect(written).toMatch(new RegExp(`^${TIME_ZONE_COOKIE}=America%2FArgentina%2FBuenos_Aires; Path=/;`));
    expect(written).not.toContain("Secure");
    expect(timeZoneCookie("Asia/Tokyo", true)).toMatch(/; Secure$/);
    const value = written.split(";")[0]!.split("=")[1]!;
    expect(zoneOfCookie(value)).toBe("America/Argentina/Buenos_Aires");
  });

  it("ignores a cookie that holds no known zone", () => {
    expect(zoneOfCookie(undefined)).toBeNull();
    expect(zoneOfCookie("")).toBeNull();
    expect(zoneOfCookie("%E0%A4%A")).toBeNull();
    expect(zoneOfCookie("Not/AZone")).toBeNull();
    expect(isTimeZone("x".repeat(65))).toBe(false);
  });
});

describe("ownToday (the server's today for a page)", () => {
  it("is the day in the cookie's zone, so the first HTML shows the person's own day", async () => {
    cookieJar.set(TIME_ZONE_COOKIE, encodeURIComponent("Asia/Tokyo"));
    expect(await ownToday(LATE_ON_THE_28TH)).toBe("2026-11-29");
  });

  it("is UTC's day before the browser has written the cookie", async () => {
    expect(await ownToday(LATE_ON_THE_28TH)).toBe("2026-11-28");
    cookieJar.set(TIME_ZONE_COOKIE, "nowhere");
    expect(await ownToday(LATE_ON_THE_28TH)).toBe("2026-11-28");
  });
});
