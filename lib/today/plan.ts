import "server-only";

import { coloursFromTags, type ItemProfile } from "@/lib/ai/local/profile";
import { closetCanMakeOutfits, createOutfitRules, slotOf as slotOfProfile } from "@/lib/ai/outfit-rules";
import { normalizeTags } from "@/lib/ai/schemas";
import type { OutfitRequest } from "@/lib/ai/types";
import { type Owner, ownerKey } from "@/lib/auth/owner";
import { loadAiCloset } from "@/lib/closet";
import { type WearStats, wearStatsOf } from "@/lib/closet/queries";
import { type Season, type StyleTheme, WEAR_LIMITS } from "@/lib/constants";
import { outfitsNeedTopAndBottom } from "@/lib/errors";
import { TODAY_TEXT } from "@/lib/messages/today";
import { outfitGapOf } from "@/lib/outfits/saved";
import { getSettings } from "@/lib/settings";
import { createHash } from "node:crypto";
import { type Candidate, favouriteTheme, REDISCOVER_AFTER_DAYS, restedScore } from "./rank";
import { reasonsFor } from "./reasons";
import { rolesOf, type WearDays } from "./roles";
import { LOOK_ROLES, type LookRole } from "./schemas";
import { seasonOf } from "./season";
import { type Weather, weatherFor } from "./weather";

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
  looks: { role: LookRole; items: ItemProfile[]; reasons: string[] }[];
};

/** The owner's clean closet as profiles, the day's season and weather, and the wear log's figures. */
async function loadDay(owner: Owner, date: string) {
  // Laundry is in the wash and archived is put away (loadAiCloset leaves archived out).
  const closet = (await loadAiCloset(owner)).filter((item) => item.status === "active");
  if (!closetCanMakeOutfits(closet)) throw outfitsNeedTopAndBottom((await outfitGapOf(owner)) ?? TODAY_TEXT.empty);
  const settings = await getSettings(owner);
  const season = seasonOf(date, settings.hemisphere);
  const [weather, stats] = await Promise.all([
    weatherFor(settings.place, date),
    wearStatsOf(
      owner,
      closet.map((item) => item.id),
    ),
  ]);
  // Colours from tags, not photos: Today reads no image, so 2,000 pieces stay well under 100 ms.
  const profiles: ItemProfile[] = closet.map((item) => {
    const tags = normalizeTags(item.styleTags);
    return {
      id: item.id,
      category: item.category.trim().toLowerCase(),
      slot: slotOfProfile(item.category),
      tags,
      colours: coloursFromTags(tags),
    };
  });
  return { season, weather, stats, profiles };
}

/** Days since each piece was last worn, as of `date`; the ones worn lately and the ones rested long. */
function wearDaysOf(stats: Map<number, WearStats>, date: string): WearDays {
  const dayMs = Date.parse(`${date}T00:00:00Z`);
  const daysSince = new Map<number, number>();
  for (const [id, { lastWornAt }] of stats)
    if (lastWornAt) daysSince.set(id, Math.round((dayMs - Date.parse(`${lastWornAt}T00:00:00Z`)) / 86_400_000));
  const recent = [...daysSince].filter(([, days]) => days < WEAR_LIMITS.recentDays).map(([id]) => id);
  const rested = [...daysSince].filter(([, days]) => days >= REDISCOVER_AFTER_DAYS).map(([id]) => id);
  return { daysSince, recent, rested };
}

/** Hashes the owner, the day, the closet and the wear log: the same inputs pick the same looks. */
function seedOf(owner: Owner, date: string, profiles: readonly ItemProfile[], stats: Map<number, WearStats>) {
  return createHash("sha256")
    .update(ownerKey(owner))
    .update(date)
    .update(profiles.map((p) => `${p.id}:${p.category}:${p.tags.join(",")}`).join("|"))
    .update(
      [...stats]
        .sort((a, b) => a[0] - b[0])
        .map(([id, s]) => `${id}:${s.wearCount}:${s.lastWornAt}`)
        .join("|"),
    )
    .digest();
}

/** One look per role, each a different base where the role has one to spare; the seed and swaps pick. */
function pickLooks(
  byRole: Record<LookRole, Candidate[]>,
  seed: Buffer,
  swaps: readonly number[],
  context: { wear: WearDays; weather: Weather | null; theme: StyleTheme | undefined },
): Plan["looks"] {
  const { daysSince, recent } = context.wear;
  const rank = (role: LookRole, candidate: Candidate) =>
    `${role === "rediscover" ? restedScore(candidate, daysSince) : 0}/${candidate.weatherScore}`;
  const used = new Set<string>();
  const looks: Plan["looks"] = [];
  LOOK_ROLES.forEach((role, index) => {
    const all = byRole[role];
    const fresh = all.filter((candidate) => !used.has(candidate.key));
    const pool = fresh.length > 0 ? fresh : all;
    if (pool.length === 0) return;
    // Between the best two, the seed decides; each swap moves one further down the role's ranking.
    // A tie on what the role ranks by first (rest, weather) is needed: the seed never trades a better look away.
    const tied = pool.length > 1 && rank(role, pool[0]!) === rank(role, pool[1]!);
    const jitter = tied ? seed[index]! % 2 : 0;
    const pick = pool[(jitter + (swaps[index] ?? 0)) % pool.length]!;
    used.add(pick.key);
    looks.push({
      role,
      items: pick.items,
      reasons: reasonsFor(role, pick.items, { daysSince, weather: context.weather, theme: context.theme, recent }),
    });
  });
  return looks;
}

/**
 * The three looks of the owner's day, from the rule solver (lib/ai/local/outfits.ts, SPEC §5 via
 * createOutfitRules), never an LLM: the picks must hold with no key and no network. Each role ranks
 * the solver's outfits its own way; the weather re-ranks them; a seed hashed from the owner, the day,
 * the closet and the wear log picks between near equals, so the same inputs give the same looks and
 * a new piece or a logged wear moves them.
 */
export async function planToday(owner: Owner, date: string, swaps: readonly number[]): Promise<Plan> {
  const { season, weather, stats, profiles } = await loadDay(owner, date);
  const wear = wearDaysOf(stats, date);
  const records = profiles.map((p) => ({ id: p.id, category: p.category, styleTags: p.tags }));
  // The season filters pieces only while it leaves an outfit to make (a winter closet in a warm spell).
  const seasonal = closetCanMakeOutfits(createOutfitRules(records, { season }).eligible);
  const base: OutfitRequest = {
    ...(seasonal ? { season } : {}),
    worn: { recent: wear.recent.sort((a, b) => a - b), rediscover: [] },
  };
  const theme = favouriteTheme(profiles, stats);
  const seed = seedOf(owner, date, profiles, stats);
  // The solver's work depends only on what the seed hashes (closet, wear log, day) and the season
  // and weather: kept for the process, so a reload or a swap costs the queries, not the solving.
  const cacheKey = `${seed.toString("hex")}|${season}|${JSON.stringify(weather)}`;
  const byRole = ROLES_CACHE.get(cacheKey) ?? rolesOf({ profiles, records, base, weather, wear, theme });
  remember(cacheKey, byRole);
  return { date, season, weather, looks: pickLooks(byRole, seed, swaps, { wear, weather, theme }) };
}
