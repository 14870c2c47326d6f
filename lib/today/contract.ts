/**
 * GET /api/today's REST contract without zod (issue #29): client islands import this module.
 */
import type { Season } from "@/lib/constants";
import type { WearItemView } from "@/lib/wears/contract";

export type TodayRole = "safe" | "rediscover" | "stretch";
export type TodayLook = { id: string; role: TodayRole; items: WearItemView[]; reasons: string[] };
export type TodayWeather = { place: string; morningC: number; maxC: number; rainMm: number; rainChance: number };
export type TodayView = { date: string; season: Season; weather?: TodayWeather; looks: TodayLook[] };

export const todayKeys = { day: (date: string) => ["today", date] as const };
