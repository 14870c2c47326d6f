import "server-only";

import { solveOutfits } from "@/lib/ai/local/outfits";
import { coloursFromTags, type ItemProfile } from "@/lib/ai/local/profile";
import { nounFor } from "@/lib/ai/local/wording";
import {
  closetCanMakeOutfits,
  createOutfitRules,
  slotOf as slotOfProfile,
  type OutfitRules,
} from "@/lib/ai/outfit-rules";
import { relevanceToRequest, selectRelevant } from "@/lib/ai/relevance";
import { normalizeTags } from "@/lib/ai/schemas";
import type { OutfitRequest } from "@/lib/ai/types";
import { COLOUR_TAGS, THEME_TAGS } from "@/lib/ai/vocabulary";
import { loadAiCloset } from "@/lib/closet";
import { wearStatsOf } from "@/lib/closet/queries";
import { STYLE_THEMES, WEAR_LIMITS, type Season, type StyleTheme } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { lookNotFound, outfitsNeedTopAndBottom } from "@/lib/errors";
import { TODAY_TEXT } from "@/lib/messages/today";
import { outfitGapOf } from "@/lib/outfits/saved";
import { ownerKey, ownerWhere, type Owner } from "@/lib/auth/owner";
import { getSettings, readTodaySwaps, writeTodaySwaps, type Hemisphere } from "@/lib/settings";
import type { WearItemView } from "@/lib/wears/contract";
import { createHash } from "node:crypto";
import type { TodayLook, TodayView } from "./contract";
import { dayOf, LOOK_ROLES, type LookRole, type TodayQuery, type TodaySwap } from "./schemas";
import { isCold, isHot, isRainy, weatherFor, type Weather } from "./weather";

export * from "./contract";
export * from "./schemas";

/** Pieces last worn at least this many days ago are the "rediscover" look's. */
const REDISCOVER_AFTER_DAYS = 21;
/** Pieces handed to the solver per look, as the local provider bounds its input (LOCAL_CLOSET_ITEMS.outfits). */
const SOLVER_POOL = 160;
const WARM_TAGS = new Set(["wool", "cashmere", "knit", "fleece", "tweed", "corduroy", "winter"]);
const LIGHT_TAGS = new Set(["linen", "cotton", "summer"]);
const RAIN_SHY_TAGS = new Set(["suede", "satin", "silk", "velvet", "linen"]);
const COLOURS = new Set<string>(COLOUR_TAGS);

/** The season of a day: meteorological seasons, turned half a year round in the south. */
export function seasonOf(date: string, hemisphere: Hemisphere): Season {
  const month = Number(date.slice(5, 7)) - 1;
  const shifted = hemisphere === "south" ? (month + 6) % 12 : month;
  return (
    [
      "winter",
      "winter",
      "spring",
      "spring",
      "spring",
      "summer",
      "summer",
      "summer",
      "fall",
      "fall",
      "fall",
      "winter",
    ] as const
  )[shifted]!;
}

const ROLES_CACHE = new Map<string, Record<LookRole, Candidate[]>>();
const ROLES_CACHE_MAX = 200;
/** Least recently used out first. */
function remember(key: string, value: Record<LookRole, Candidate[]>) {
  ROLES_CACHE.delete(key);
  ROLES_CACHE.set(key, value);
  if (ROLES_CACHE.size > ROLES_CACHE_MAX) ROLES_CACHE.delete(ROLES_CACHE.keys().next().value!);
}

type Candidate = { items: ItemProfile[]; weatherScore: number; key: string };
type Plan = {
  date: string;
  season: Season;
  weather: Weather | null;
  looks: { role: LookRole; items: ItemProfile[]; reasons: string[] }[];
};

/** GET /api/today. */
export async function todayFor(owner: Owner, query: TodayQuery): Promise<TodayView> {
  const date = dayOf(query);
  return viewOf(owner, await planToday(owner, date, await readTodaySwaps(owner, date)));
}

/**
 * POST /api/today/swap: the look with this id gives way to its role's next best; the swap is kept for
 * the owner's day, so the same presses give the same looks. An id that is not one of today's looks: 404.
 */
export async function swapLook(owner: Owner, input: TodaySwap): Promise<TodayView> {
  const date = dayOf(input);
  const swaps = await readTodaySwaps(owner, date);
  const plan = await planToday(owner, date, swaps);
  const index = plan.looks.findIndex((look) => lookId(date, look.role, swaps, look.items) === input.lookId);
  if (index < 0) throw lookNotFound();
  const next = LOOK_ROLES.map((_, i) => (swaps[i] ?? 0) + (i === index ? 1 : 0));
  await writeTodaySwaps(owner, date, next);
  return viewOf(owner, await planToday(owner, date, next));
}

/** A look's id: its day, role, swap count and pieces, so a stale id (another day, an older swap) is told apart. */
const lookId = (date: string, role: LookRole, swaps: readonly number[], items: readonly ItemProfile[]) =>
  `${date}.${role}.${swaps[LOOK_ROLES.indexOf(role)] ?? 0}.${items.map((item) => item.id).join("-")}`;

async function viewOf(owner: Owner, plan: Plan): Promise<TodayView> {
  const swaps = await readTodaySwaps(owner, plan.date);
  const ids = [...new Set(plan.looks.flatMap((look) => look.items.map((item) => item.id)))];
  const db = await getDb();
  const rows = await db.clothingItem.findMany({
    where: { ...ownerWhere(owner), id: { in: ids } },
    select: { id: true, imageUrl: true, thumbnailUrl: true, category: true, name: true },
  });
  const byId = new Map<number, WearItemView>(rows.map((row) => [row.id, row]));
  const looks: TodayLook[] = plan.looks.map((look) => ({
    id: lookId(plan.date, look.role, swaps, look.items),
    role: look.role,
    items: look.items.map((item) => byId.get(item.id)).filter((item) => item !== undefined),
    reasons: look.reasons,
  }));
  return { date: plan.date, season: plan.season, ...(plan.weather ? { weather: plan.weather } : {}), looks };
}

/**
 * The three looks of the owner's day, from the rule solver (lib/ai/local/outfits.ts, SPEC §5 via
 * createOutfitRules), never an LLM: the picks must hold with no key and no network. Each role ranks
 * the solver's outfits its own way; the weather re-ranks them; a seed hashed from the owner, the day,
 * the closet and the wear log picks between near equals, so the same inputs give the same looks and
 * a new piece or a logged wear moves them.
 */
async function planToday(owner: Owner, date: string, swaps: readonly number[]): Promise<Plan> {
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

  const dayMs = Date.parse(`${date}T00:00:00Z`);
  const daysSince = new Map<number, number>();
  for (const [id, { lastWornAt }] of stats)
    if (lastWornAt) daysSince.set(id, Math.round((dayMs - Date.parse(`${lastWornAt}T00:00:00Z`)) / 86_400_000));
  const recent = [...daysSince].filter(([, days]) => days < WEAR_LIMITS.recentDays).map(([id]) => id);
  const rested = [...daysSince].filter(([, days]) => days >= REDISCOVER_AFTER_DAYS).map(([id]) => id);

  const records = profiles.map((p) => ({ id: p.id, category: p.category, styleTags: p.tags }));
  const profileById = new Map(profiles.map((p) => [p.id, p]));
  // The season filters pieces only while it leaves an outfit to make (a winter closet in a warm spell).
  const seasonal = closetCanMakeOutfits(createOutfitRules(records, { season }).eligible);
  const base: OutfitRequest = {
    ...(seasonal ? { season } : {}),
    worn: { recent: recent.sort((a, b) => a - b), rediscover: [] },
  };
  const theme = favouriteTheme(profiles, stats);
  const rules = createOutfitRules(records, base);
  const recentSet = new Set(recent);
  const restedSet = new Set(rested);
  /**
   * The solver on the SOLVER_POOL pieces most relevant to the request (as the local provider bounds
   * its input), pieces worn lately last and `favour`ed ones first: a 2,000-piece closet stays fast.
   */
  const solve = (pool: readonly ItemProfile[], request: OutfitRequest, favour?: ReadonlySet<number>) => {
    const relevance = relevanceToRequest(request);
    const ids = new Set(pool.map((item) => item.id));
    const eligible = createOutfitRules(
      records.filter((record) => ids.has(record.id)),
      request,
    ).eligible;
    const chosen = selectRelevant(
      eligible,
      (item) => relevance(item) - (recentSet.has(item.id) ? 1 : 0) + (favour?.has(item.id) ? 1 : 0),
      SOLVER_POOL,
    );
    return solveOutfits(
      chosen.map((record) => profileById.get(record.id)!),
      request,
    );
  };
  const restedScore = (c: Candidate) =>
    c.items.reduce((sum, item) => sum + Math.max(0, (daysSince.get(item.id) ?? 0) - REDISCOVER_AFTER_DAYS + 1), 0);
  const seed = createHash("sha256")
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
  // The solver's work depends only on what the seed hashes (closet, wear log, day) and the season
  // and weather: kept for the process, so a reload or a swap costs the queries, not the solving.
  const cacheKey = `${seed.toString("hex")}|${season}|${JSON.stringify(weather)}`;
  const byRole = ROLES_CACHE.get(cacheKey) ?? rolesOf();
  remember(cacheKey, byRole);
  function rolesOf(): Record<LookRole, Candidate[]> {
    const byRole: Record<LookRole, Candidate[]> = {
      safe: candidatesOf(solve(profiles, base), profiles, weather, rules),
      rediscover: candidatesOf(
        solve(
          restedCloset(profiles, restedSet),
          { ...base, worn: { recent: base.worn!.recent, rediscover: rested.sort((a, b) => a - b) } },
          restedSet,
        ),
        profiles,
        weather,
        rules,
      ),
      stretch: theme ? candidatesOf(solve(profiles, { ...base, styleTheme: theme }), profiles, weather, rules) : [],
    };
    // The rediscover look puts the longest-rested pieces first; the others keep the solver's order.
    byRole.rediscover = stableSort(byRole.rediscover, (a, b) => restedScore(b) - restedScore(a));
    if (byRole.stretch.length === 0) byRole.stretch = byRole.safe.slice().reverse();
    if (byRole.rediscover.length === 0) byRole.rediscover = byRole.safe.slice(1).concat(byRole.safe.slice(0, 1));
    return byRole;
  }

  const rank = (role: LookRole, candidate: Candidate) =>
    `${role === "rediscover" ? restedScore(candidate) : 0}/${candidate.weatherScore}`;
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
      reasons: reasonsFor(role, pick.items, { daysSince, weather, theme, recent }),
    });
  });
  return { date, season, weather, looks };
}

/**
 * The closet the rediscover look is solved from: in each base slot (top, bottom, dress) holding a
 * long-unworn piece, only those pieces, so the solver's few outfits are sure to include them.
 */
function restedCloset(closet: readonly ItemProfile[], rested: ReadonlySet<number>): ItemProfile[] {
  const slots = new Set(
    closet.filter((item) => rested.has(item.id) && BASE_SLOTS.has(item.slot)).map((item) => item.slot),
  );
  if (slots.size === 0) return [...closet];
  const narrowed = closet.filter((item) => !slots.has(item.slot) || rested.has(item.id));
  return closetCanMakeOutfits(narrowed.map((p) => ({ id: p.id, category: p.category, styleTags: p.tags })))
    ? narrowed
    : [...closet];
}
const BASE_SLOTS = new Set<string>(["top", "bottom", "one-piece"]);

const stableSort = <T>(items: readonly T[], compare: (a: T, b: T) => number) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => compare(a.item, b.item) || a.index - b.index)
    .map(({ item }) => item);

/**
 * The solver's outfits fitted to the weather: a cold morning adds the best outerwear the rules allow,
 * a hot day drops the coat, and all are re-ranked by how their materials and shoes suit the day.
 */
function candidatesOf(
  suggestions: readonly { items: number[] }[],
  closet: readonly ItemProfile[],
  weather: Weather | null,
  rules: OutfitRules,
): Candidate[] {
  const byId = new Map(closet.map((item) => [item.id, item]));
  const coats = closet.filter((item) => item.slot === "outerwear");
  const candidates = suggestions.map((outfit) => {
    let items = outfit.items.map((id) => byId.get(id)!).filter(Boolean);
    if (weather && isHot(weather)) {
      const without = items.filter((item) => item.slot !== "outerwear");
      if (without.length !== items.length && rules.check({ items: without.map((i) => i.id) }).length === 0)
        items = without;
    }
    if (weather && (isCold(weather) || isRainy(weather)) && !items.some((item) => item.slot === "outerwear")) {
      const coat = stableSort(coats, (a, b) => weatherScore([b], weather) - weatherScore([a], weather))[0];
      const withCoat = coat ? [...items, coat] : items;
      if (coat && rules.check({ items: withCoat.map((i) => i.id) }).every((v) => v === "season")) items = withCoat;
      else if (coat && withCoat.length > 5) {
        // Five pieces already: the coat takes an accessory's place.
        const trimmed = [...items.filter((item) => item.slot !== "accessory" && item.slot !== "other"), coat];
        if (trimmed.length >= 3 && trimmed.length <= 5 && rules.check({ items: trimmed.map((i) => i.id) }).length === 0)
          items = trimmed;
      }
    }
    const key = items
      .filter((item) => ["top", "bottom", "one-piece"].includes(item.slot))
      .map((item) => item.id)
      .sort((a, b) => a - b)
      .join("/");
    return { items, weatherScore: weather ? weatherScore(items, weather) : 0, key };
  });
  return weather ? stableSort(candidates, (a, b) => b.weatherScore - a.weatherScore) : candidates;
}

function weatherScore(items: readonly ItemProfile[], weather: Weather): number {
  const has = (set: Set<string>) => items.filter((item) => item.tags.some((tag) => set.has(tag))).length;
  const coat = items.some((item) => item.slot === "outerwear") ? 1 : 0;
  let score = 0;
  if (isCold(weather)) score += 2 * coat + has(WARM_TAGS) - has(LIGHT_TAGS) * 0.5;
  if (isHot(weather)) score += has(LIGHT_TAGS) - 2 * coat - has(WARM_TAGS);
  if (isRainy(weather)) score += coat - has(RAIN_SHY_TAGS);
  return score;
}

/** The owner's most-used theme: the one whose tags their pieces carry most, each piece counted once per wear (and once for being owned). */
function favouriteTheme(
  closet: readonly ItemProfile[],
  stats: Map<number, { wearCount: number }>,
): StyleTheme | undefined {
  let best: { theme: StyleTheme; score: number } | undefined;
  for (const theme of STYLE_THEMES) {
    const tags = new Set(THEME_TAGS[theme]);
    let score = 0;
    for (const item of closet)
      if (item.tags.includes(theme) || item.tags.filter((tag) => tags.has(tag)).length >= 2)
        score += 1 + (stats.get(item.id)?.wearCount ?? 0);
    if (score > 0 && (!best || score > best.score)) best = { theme, score };
  }
  return best?.theme;
}

const THE = (item: ItemProfile) => {
  const colour = item.tags.find((tag) => COLOURS.has(tag));
  const material = item.tags.find(
    (tag) => WARM_TAGS.has(tag) || LIGHT_TAGS.has(tag) || tag === "leather" || tag === "denim",
  );
  const noun = item.slot === "outerwear" ? "coat" : nounFor(item.category);
  return `the ${[material && material !== "winter" && material !== "summer" ? material : colour, noun].filter(Boolean).join(" ")}`;
};

/** Plain reasons a person can check against the look: rest, weather, colours, role. */
function reasonsFor(
  role: LookRole,
  items: readonly ItemProfile[],
  context: { daysSince: Map<number, number>; weather: Weather | null; theme?: StyleTheme; recent: number[] },
): string[] {
  const reasons: string[] = [];
  const { weather, daysSince } = context;
  if (role === "safe") reasons.push("a safe pick: pieces that work together without thinking");
  if (role === "stretch")
    reasons.push(
      context.theme
        ? `a stretch toward ${context.theme}, the style you reach for most`
        : "a stretch: a mix you haven't tried",
    );
  const longest = items
    .filter((item) => (daysSince.get(item.id) ?? 0) >= REDISCOVER_AFTER_DAYS)
    .sort((a, b) => daysSince.get(b.id)! - daysSince.get(a.id)!)[0];
  if (longest) reasons.push(`not worn for ${daysSince.get(longest.id)} days: ${THE(longest)}`);
  else if (role === "rediscover") reasons.push("rediscover: pieces you haven't reached for lately");
  if (weather) {
    const coat = items.find((item) => item.slot === "outerwear");
    if (isCold(weather) && coat) reasons.push(`a ${weather.morningC} °C morning: ${THE(coat)}`);
    else if (isHot(weather)) {
      const light = items.find((item) => item.tags.includes("linen"));
      reasons.push(
        light ? `${weather.maxC} °C today: ${THE(light)} keeps it light` : `${weather.maxC} °C today: no coat needed`,
      );
    } else if (!isCold(weather)) reasons.push(`${weather.morningC}–${weather.maxC} °C today in ${weather.place}`);
    if (isRainy(weather))
      reasons.push(coat ? `rain on the way: ${THE(coat)} on top` : "rain on the way: nothing that minds getting wet");
  }
  const colours = [
    ...new Set(items.map((item) => item.tags.find((tag) => COLOURS.has(tag))).filter((c) => c !== undefined)),
  ];
  if (colours.length >= 2) reasons.push(`${colours[0]} and ${colours[1]} sit well together`);
  else if (colours.length === 1) reasons.push(`all in ${colours[0]}: calm and easy`);
  // Said when the look's base (top and bottom, or dress) rests what was worn lately.
  if (context.recent.length > 0 && !items.some((item) => BASE_SLOTS.has(item.slot) && context.recent.includes(item.id)))
    reasons.push(`leaves out what you wore in the last ${WEAR_LIMITS.recentDays} days`);
  return reasons;
}
