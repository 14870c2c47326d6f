import { OUTFIT_ITEMS, OUTFITS_REQUESTED } from "@/lib/constants";
import { createOutfitRules, type Slot } from "@/lib/style/outfit-rules";
import type { OutfitSuggestion } from "../schemas";
import type { OutfitRequest } from "../types";
import type { ItemProfile } from "./profile";
import { parsePreferences, rankBy } from "../relevance";
import { colourHarmony, colourVersatility, preferenceAffinity, seasonAffinity, themeAffinity } from "./harmony";
import { outfitCopy, wearLine } from "./outfit-copy";
import { LAYERS } from "./season-fit";
import { styleOf } from "./wording";

/**
 * The pieces per slot the solver works with, whatever the closet's size: 16 tops × 16 bottoms is 256
 * pairs to score, where a 2,000-top, 2,000-bottom closet would be four million. 16 is twice the
 * outfits asked for, so every outfit can still get its own top and its own bottom.
 */
export const SOLVER_ITEMS_PER_SLOT = 16;
const BASES_TO_COMPLETE = 60;
const SHOE_OPTIONS = 3;
const EXTRA_OPTIONS = { outerwear: 2, other: 3 };
const COMPLETIONS_PER_BASE = 3;
/** What a long-unworn piece adds to a score (0..1 scale): enough to break near-ties, not to win on its own. */
const REDISCOVER_BONUS = 0.04;

type Candidate = { items: ItemProfile[]; style: string; score: number; key: string };

/**
 * What the style engine (lib/style) adds for a day: whether the layer is worn ("required"), left
 * home ("excluded") or the outfit's choice, whatever the season says; and a fit to the weather
 * added to every score, so a sweater under a light jacket can beat a tee under a puffer.
 */
export type SolveOptions = {
  layer?: "required" | "excluded" | "optional";
  /** how many of the best bases to complete (default BASES_TO_COMPLETE): Today needs a few looks, not 8 */
  bases?: number;
  fit?: (items: readonly ItemProfile[]) => number;
};
type Score = (items: readonly ItemProfile[]) => number;

const rulesFor = (closet: readonly ItemProfile[], request: OutfitRequest) =>
  createOutfitRules(
    closet.map((item) => ({ id: item.id, category: item.category, styleTags: item.tags })),
    request,
  );

/**
 * What the solver ranks by, 0..1: an outfit by its colour harmony, theme, season and preference fit;
 * one piece (to rank a slot's pieces) by the same blend, its colour judged by how easily it pairs.
 */
export function solverScores(request: OutfitRequest): { outfit: Score; piece: (item: ItemProfile) => number } {
  const preferences = parsePreferences(request.preferences);
  // "Rediscover" (issue #28): a piece not worn for a long while lifts the outfit a little.
  const rediscover = new Set(request.worn?.rediscover ?? []);
  const rested = (items: readonly ItemProfile[]) =>
    rediscover.size === 0 ? 0 : REDISCOVER_BONUS * items.filter((item) => rediscover.has(item.id)).length;
  const blend = (colour: number, items: readonly ItemProfile[]) =>
    0.45 * colour +
    0.3 * themeAffinity(items, request.styleTheme) +
    0.15 * seasonAffinity(items, request.season) +
    0.1 * preferenceAffinity(items, preferences) +
    rested(items);
  return {
    outfit: (items) => blend(colourHarmony(items), items),
    piece: (item) => blend(colourVersatility(item), [item]),
  };
}

/**
 * The pieces the solver considers: per slot, the SOLVER_ITEMS_PER_SLOT that fit the rules and score
 * best on their own (`solverScores(request).piece`), ties to the newest. Everything after this is
 * bounded by that number, not by the closet.
 */
export function solverCandidates(
  closet: readonly ItemProfile[],
  request: OutfitRequest,
  rules = rulesFor(closet, request),
): Map<Slot, ItemProfile[]> {
  const { eligible } = rules;
  const eligibleIds = new Set(eligible.map((item) => item.id));
  const bySlot = new Map<Slot, ItemProfile[]>();
  for (const item of closet) {
    if (!eligibleIds.has(item.id)) continue;
    const slot = bySlot.get(item.slot);
    if (slot) slot.push(item);
    else bySlot.set(item.slot, [item]);
  }
  const { piece } = solverScores(request);
  // Pieces worn in the last 3 days (issue #28) sit out while their slot has other pieces.
  const recent = new Set(request.worn?.recent ?? []);
  for (const [slot, items] of bySlot) {
    const rested = recent.size === 0 ? items : items.filter((item) => !recent.has(item.id));
    bySlot.set(slot, rankBy(rested.length > 0 ? rested : items, piece).slice(0, SOLVER_ITEMS_PER_SLOT));
  }
  return bySlot;
}

/**
 * A small constraint solver over the candidates above: every top/bottom pair and every dress or suit
 * is a base; the best bases are completed with the shoes and extras that score best while passing the
 * rule checker; then up to 8 outfits with distinct bases are picked, best first, penalising a piece
 * that is already in a pick so the set does not lean on one favourite top. Ties break on ids, so the
 * same closet gives the same answer.
 */
export function solveOutfits(
  closet: readonly ItemProfile[],
  request: OutfitRequest,
  options: SolveOptions = {},
): OutfitSuggestion[] {
  const rules = rulesFor(closet, request);
  const candidates = solverCandidates(closet, request, rules);
  for (const items of candidates.values()) items.sort((a, b) => a.id - b.id);
  const of = (slot: Slot) => candidates.get(slot) ?? [];
  const colourScore = solverScores(request).outfit;
  const score: Score = options.fit ? (items) => colourScore(items) + options.fit!(items) : colourScore;

  const bases: ItemProfile[][] = [
    ...of("top").flatMap((top) => of("bottom").map((bottom) => [top, bottom])),
    ...of("one-piece").map((piece) => [piece]),
  ];
  // 'new ideas': the combinations not shown yet, best first; once all have been shown, from the top again.
  const avoided = new Set((request.avoid ?? []).map(baseKeyOf));
  const unseen = bases.filter((base) => !avoided.has(baseKeyOf(base.map((item) => item.id))));
  const promising = (unseen.length > 0 ? unseen : bases)
    .map((base) => ({ base, score: score(base) }))
    .sort((a, b) => b.score - a.score || keyOf(a.base).localeCompare(keyOf(b.base)))
    .slice(0, options.bases ?? BASES_TO_COMPLETE);

  const layers = options.layer
    ? options.layer === "optional"
      ? undefined
      : options.layer
    : LAYERS[request.season ?? "all-season"];
  const completed = promising.flatMap(({ base }) => complete(base, of, request, score, rules.check, layers));
  return pickDiverse(completed).map((candidate) => ({
    ...withWearLine(outfitCopy(candidate.items, candidate.style, request.season), candidate.items, request),
    style: candidate.style,
    items: candidate.items.map((item) => item.id),
    ...(request.season ? { season: request.season } : {}),
  }));
}

/** The outfit's reason says what the wear log changed: a rediscovered piece, or that it skips the last days' pieces. */
function withWearLine<T extends { description: string }>(
  copy: T,
  items: readonly ItemProfile[],
  request: OutfitRequest,
): T {
  const line = request.worn ? wearLine(items, request.worn) : null;
  if (!line || copy.description.length + line.length + 1 > DESCRIPTION_MAX) return copy;
  return { ...copy, description: `${copy.description} ${line}` };
}
const DESCRIPTION_MAX = 600;

const keyOf = (base: readonly ItemProfile[]) => base.map((item) => item.id).join("/");
/** A base's key whatever order its ids come in. */
export const baseKeyOf = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join("/");

function complete(
  base: ItemProfile[],
  of: (slot: Slot) => ItemProfile[],
  request: OutfitRequest,
  score: Score,
  check: ReturnType<typeof createOutfitRules>["check"],
  layers: "required" | "excluded" | undefined,
): Candidate[] {
  const closest = (items: ItemProfile[], n: number) =>
    items
      .map((item) => ({ item, s: score([...base, item]) }))
      .sort((a, b) => b.s - a.s || a.item.id - b.item.id)
      .slice(0, n)
      .map(({ item }) => item);
  const shoes = of("shoes");
  const shoeOptions: (ItemProfile | undefined)[] = shoes.length > 0 ? closest(shoes, SHOE_OPTIONS) : [undefined];
  // Summer leaves the coat at home; winter puts one on whenever the closet has one that suits it.
  const outerwear = layers === "excluded" ? [] : of("outerwear");
  const extras = [
    ...closest(outerwear, EXTRA_OPTIONS.outerwear),
    ...closest([...of("accessory"), ...of("other")], EXTRA_OPTIONS.other),
  ];

  const options: Candidate[] = [];
  for (const shoe of shoeOptions) {
    const core = shoe ? [...base, shoe] : base;
    for (const subset of subsets(extras, OUTFIT_ITEMS.max - core.length)) {
      if (layers === "required" && outerwear.length > 0 && !subset.some((item) => item.slot === "outerwear")) continue;
      const items = [...core, ...subset];
      const style = request.styleTheme ?? styleOf(items.flatMap((item) => item.tags));
      if (check({ items: items.map((item) => item.id), style }).length > 0) continue;
      // A fourth or fifth piece has to earn its place: it must lift the score by more than this.
      const value = score(items) - 0.03 * Math.max(0, items.length - OUTFIT_ITEMS.min);
      options.push({ items, style, score: value, key: keyOf(base) });
    }
  }
  // The best few completions per base, so the final pick can trade a repeated layer for variety.
  return options.sort((a, b) => b.score - a.score || idsOf(a).localeCompare(idsOf(b))).slice(0, COMPLETIONS_PER_BASE);
}

const idsOf = (candidate: Candidate) => candidate.items.map((item) => item.id).join(",");

/** Subsets of at most `max` items, smallest first, with at most one outerwear piece. */
function subsets(items: readonly ItemProfile[], max: number): ItemProfile[][] {
  const result: ItemProfile[][] = [[]];
  for (const item of items) {
    for (const existing of [...result]) {
      if (existing.length >= max) continue;
      if (item.slot === "outerwear" && existing.some((e) => e.slot === "outerwear")) continue;
      result.push([...existing, item]);
    }
  }
  return result.sort((a, b) => a.length - b.length);
}

function pickDiverse(candidates: Candidate[]): Candidate[] {
  const picked: Candidate[] = [];
  const uses = new Map<number, number>();
  let remaining = [...candidates];
  while (picked.length < OUTFITS_REQUESTED.max && remaining.length > 0) {
    const adjusted = (c: Candidate) =>
      c.score - c.items.reduce((sum, item) => sum + 0.05 * (uses.get(item.id) ?? 0), 0);
    remaining.sort(
      (a, b) => adjusted(b) - adjusted(a) || a.key.localeCompare(b.key) || idsOf(a).localeCompare(idsOf(b)),
    );
    const next = remaining[0]!;
    picked.push(next);
    for (const item of next.items) uses.set(item.id, (uses.get(item.id) ?? 0) + 1);
    remaining = remaining.filter((candidate) => candidate.key !== next.key);
  }
  return picked;
}
