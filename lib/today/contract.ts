/**
 * GET /api/today's REST contract without zod (issue #29): client islands import this module.
 */
import type { Season } from "@/lib/constants";
import type { WearItemView } from "@/lib/wears/contract";

export type TodayRole = "safe" | "rediscover" | "stretch";
/** `worn`: every piece of the look was logged on the day ("wore this"); the look keeps its place. */
export type TodayLook = { id: string; role: TodayRole; items: WearItemView[]; reasons: string[]; worn?: true };
export type TodayWeather = { place: string; morningC: number; maxC: number; rainMm: number; rainChance: number };
/**
 * `note`: said when the closet gives fewer than three different looks (issue #39).
 * `weatherUnavailable`: a place is set but its forecast failed or timed out (issue #41).
 */
export type TodayView = {
  date: string;
  season: Season;
  weather?: TodayWeather;
  weatherUnavailable?: true;
  looks: TodayLook[];
  note?: string;
};

export const todayKeys = { day: (date: string) => ["today", date] as const };
