import "server-only";

import { type Owner, ownerKey } from "@/lib/auth/owner";
import { loadAiCloset } from "@/lib/closet";
import { wearStatsBefore } from "@/lib/closet/queries";
import { type Season, WEAR_LIMITS } from "@/lib/constants";
import { outfitsNeedTopAndBottom } from "@/lib/errors";
import { TODAY_TEXT } from "@/lib/messages/today";
import { outfitGapOf } from "@/lib/outfits/saved";
import { plannedPieceIds } from "@/lib/plans/store";
import { getSettings } from "@/lib/settings";
import { closetCanMakeOutfits } from "@/lib/style/outfit-rules";
import { type StylePiece, stylePieceOf } from "@/lib/style/pieces";
import { type Reason, reasonText } from "@/lib/style/reasons";
import type { DayContext } from "@/lib/style/rules";
import { createHash } from "node:crypto";
import { dressDay, type PlannedLook, type TodayNote } from "./looks";
import type { Candidate, WearDays } from "./roles";
import type { LookRole } from "./schemas";
import { seasonOf } from "./season";
import { forecastFor, type Weather } from "./weather";

const ROLES_CACHE = new Map<string, Record<LookRole, Candidate[]>>();
const ROLES_CACHE_MAX = 200;
/** Least recently used out first. */
function remember(key: string, value: Record<LookRole, Candidate[]>) {
  ROLES_CACHE.delete(key);
  ROLES_CACHE.set(key, value);
  if (ROLES_CACHE.size > ROLES_CACHE_MAX) ROLES_CACHE.delete(ROLES_CACHE.keys().next().value!);
}

export type Plan = {
  date: string;
  season: Season;
  weather: Weather | null;
  /** a place is set but its forecast failed or timed out (Today says "weather unavailable") */
  weatherUnavailable: boolean;
  looks: PlannedLook[];
  /** what left a look out, when the closet gives fewer than three different looks (noteText says it) */
  note?: TodayNote;
  /** the pieces the reasons name, by id */
  pieces: ReadonlyMap<number, StylePiece>;
};

/** The owner's closet as the style engine reads it, the day's season and weather, and the wear log before the day. */
async function loadDay(owner: Owner, date: string) {
  // Laundry is in the wash and archived is put away (loadAiCloset leaves archived out).
  const active = (await loadAiCloset(owner)).filter((item) => item.status === "active");
  if (!closetCanMakeOutfits(active)) throw outfitsNeedTopAndBottom((await outfitGapOf(owner)) ?? TODAY_TEXT.empty);
  // Pieces planned for the day (issue #43) are held back from its other looks, while the rest of
  // the closet can still make one.
  const planned = await plannedPieceIds(owner, date);
  const unplanned = active.filter((item) => !planned.has(item.id));
  const closet = planned.size > 0 && closetCanMakeOutfits(unplanned) ? unplanned : active;
  const settings = await getSettings(owner);
  const season = seasonOf(date, settings.hemisphere);
  const [forecast, stats] = await Promise.all([
    forecastFor(settings.place, date),
    wearStatsBefore(
      owner,
      closet.map((item) => item.id),
      date,
    ),
  ]);
  const pieces = closet.map(stylePieceOf);
  const dayMs = Date.parse(`${date}T00:00:00Z`);
  const daysSince = new Map<number, number>();
  const wears = new Map<number, number>();
  const wornOnDay = new Set<number>();
  for (const [id, stat] of stats) {
    if (stat.lastWornAt)
      daysSince.set(id, Math.round((dayMs - Date.parse(`${stat.lastWornAt}T00:00:00Z`)) / 86_400_000));
    wears.set(id, stat.wearCount);
    if (stat.wornOnDay) wornOnDay.add(id);
  }
  const weather = forecast === "unavailable" ? null : forecast;
  const weatherUnavailable = forecast === "unavailable";
  return { season, weather, weatherUnavailable, pieces, wear: { daysSince, wears, wornOnDay } satisfies WearDays };
}

/** Hashes the owner, the day, the closet (with each piece's facts) and the wear log before the day. */
function seedOf(owner: Owner, date: string, pieces: readonly StylePiece[], wear: WearDays) {
  return createHash("sha256")
    .update(ownerKey(owner))
    .update(date)
    .update(
      pieces.map((p) => `${p.id}:${p.category}:${p.tags.join(",")}:${JSON.stringify(p.facts)}:${p.cleanout}`).join("|"),
    )
    .update(
      [...wear.daysSince]
        .sort((a, b) => a[0] - b[0])
        .map(([id, days]) => `${id}:${days}:${wear.wears.get(id)}`)
        .join("|"),
    )
    .digest();
}

/**
 * The looks of the owner's day from the style engine (lib/style), never an LLM: the picks must hold
 * with no key and no network. The rules judge every slot against the day's season and weather and
 * the wear log of the days before; each role ranks the outfits its own way; a seed hashed from the
 * owner, the day, the closet and the wear log picks between near equals, so the same inputs give
 * the same looks. Wears logged on the day itself do not move the looks: the worn one is marked.
 */
export async function planToday(owner: Owner, date: string, swaps: readonly number[]): Promise<Plan> {
  const { season, weather, weatherUnavailable, pieces, wear } = await loadDay(owner, date);
  const recent = new Map([...wear.daysSince].filter(([, days]) => days >= 1 && days <= WEAR_LIMITS.recentDays));
  const context: DayContext = { season, weather, recent };
  const seed = seedOf(owner, date, pieces, wear);
  // The solving depends only on what the seed hashes and the season and weather: kept for the
  // process, so a reload or a swap costs the queries, not the solving.
  const cacheKey = `${seed.toString("hex")}|${season}|${JSON.stringify(weather)}`;
  const { looks, note } = dressDay({
    pieces,
    context,
    wear,
    seed,
    swaps,
    candidates: (solve) => {
      const byRole = ROLES_CACHE.get(cacheKey) ?? solve();
      remember(cacheKey, byRole);
      return byRole;
    },
  });
  return {
    date,
    season,
    weather,
    weatherUnavailable,
    looks,
    ...(note ? { note } : {}),
    pieces: new Map(pieces.map((piece) => [piece.id, piece])),
  };
}

/** The note's sentence: what left a look out, on the day `daysAhead` of the reader's today. */
export function noteText(note: TodayNote, daysAhead = 0): string {
  const day = daysAhead === 0 ? "today" : "tomorrow";
  return note.kind === "nothing-rested"
    ? TODAY_TEXT.nothingRested(day)
    : note.kind === "variety"
      ? TODAY_TEXT.fewLooks(note.looks, day)
      : TODAY_TEXT.lookCount(note.looks, day);
}

/** The reasons' sentences, for the REST contract; `daysAhead` as reasonText's. */
export const reasonSentences = (plan: Plan, reasons: readonly Reason[], daysAhead = 0) =>
  reasons.map((reason) => reasonText(reason, (id) => plan.pieces.get(id), daysAhead)).filter((text) => text !== "");
