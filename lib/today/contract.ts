/**
 * GET /api/today's REST contract without zod (issue #29): client islands import this module.
 */
import type { Season } from "@/lib/constants";
import type { PlanView } from "@/lib/plans/contract";
import type { WearItemView } from "@/lib/wears/contract";

export type TodayRole = "safe" | "rediscover" | "stretch";
/** `worn`: every piece of the look was logged on the day ("wore this"); the look keeps its place. */
export type TodayLook = { id: string; role: TodayRole; items: WearItemView[]; reasons: string[]; worn?: true };
export type TodayWeather = { place: string; morningC: number; maxC: number; rainMm: number; rainChance: number };
/**
 * `note`: said when the closet gives fewer than three different looks (issue #39).
 * `weatherUnavailable`: a place is set but its forecast failed or timed out (issue #41).
 * `plans`: the looks planned for the day (issue #43); their pieces are held back from the day's looks.
 */
export type TodayView = {
  date: string;
  season: Season;
  weather?: TodayWeather;
  weatherUnavailable?: true;
  looks: TodayLook[];
  note?: string;
  plans: PlanView[];
};

/** GET /api/today: the query key's first part, and the URL (lib/api-client/query-client.ts). */
export const TODAY_KEY = "/api/today";

/** Today's two views (issue #43): the owner's day, and the day after it (`?day=tomorrow`). */
export const TODAY_DAYS = ["today", "tomorrow"] as const;
export type TodayDay = (typeof TODAY_DAYS)[number];

/** The view a URL's `day` asks for: anything but "tomorrow" is today, as the page's own address is. */
export const todayDayOf = (value: string | string[] | null | undefined): TodayDay =>
  value === "tomorrow" ? "tomorrow" : "today";

/**
 * Today's query keys, also their URLs: `date` is the owner's own day in both views (the server
 * answers tomorrow's looks from it with `day=tomorrow`, since a day ahead of every time zone's
 * today is no `date` it accepts). `all` is every view, for invalidating after a wear or a plan.
 */
export const todayKeys = {
  all: [TODAY_KEY] as const,
  day: (date: string, day: TodayDay = "today") =>
    [TODAY_KEY, day === "tomorrow" ? { date, day } : { date }] as readonly [
      typeof TODAY_KEY,
      { date: string; day?: "tomorrow" },
    ],
};
