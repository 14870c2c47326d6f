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

export const todayKeys = { day: (date: string) => ["today", date] as const };
