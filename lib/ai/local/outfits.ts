import { OUTFIT_ITEMS, OUTFITS_REQUESTED } from "@/lib/constants";
import { createOutfitRules } from "../outfit-rules";
import type { OutfitSuggestion } from "../schemas";
import type { OutfitRequest } from "../types";
import { colourHarmony, parsePreferences, preferenceAffinity, seasonAffinity, themeAffinity } from "./harmony";
import { outfitCopy } from "./outfit-copy";
import type { ItemProfile } from "./profile";
import { styleOf } from "./wording";

const BASES_TO_COMPLETE = 60;
const SHOE_OPTIONS = 3;
const EXTRA_OPTIONS = { outerwear: 2, other: 3 };
const COMPLETIONS_PER_BASE = 3;

type Candidate = { items: ItemProfile[]; style: string; score: number; key: string };

/**
 * A small constraint solver: every top/bottom pair and every dress or suit is a base; each base is
 * completed with the shoes and extras that score best while passing the rule checker; then up to 8
 * outfits with distinct bases are picked, best first, penalising a piece that is already in a pick so
 * the set does not lean on one favourite top. Ties break on ids, so the same closet gives the same answer.
 */
export function solveOutfits(closet: readonly ItemProfile[], request: OutfitRequest): OutfitSuggestion[] {
  const rules = createOutfitRules(closet.map((item) => ({ id: item.id, category: item.category, styleTags: item.tags })), request);
  const eligibleIds = new Set(rules.eligible.map((item) => item.id));
  const pool = closet.filter((item) => eligibleIds.has(item.id)).sort((a, b) => a.id - b.id);
  const of = (slot: ItemProfile["slot"]) => pool.filter((item) => item.slot === slot);
  const preferences = parsePreferences(request.preferences);
  const score = (items: ItemProfile[]) =>
    0.45 * colourHarmony(items) + 0.3 * themeAffinity(items, request.styleTheme) +
    0.15 * seasonAffinity(items, request.season) + 0.1 * preferenceAffinity(items, preferences);

  const bases: ItemProfile[][] = [
    ...of("top").flatMap((top) => of("bottom").map((bottom) => [top, bottom])),
    ...of("one-piece").map((piece) => [piece]),
  ];
  const promising = bases
    .map((base) => ({ base, score: score(base) }))
    .sort((a, b) => b.score - a.score || keyOf(a.base).localeCompare(keyOf(b.base)))
    .slice(0, BASES_TO_COMPLETE);

  const completed = promising.flatMap(({ base }) => complete(base, of, request, score, rules.check));
  return pickDiverse(completed).map((candidate) => ({
    ...outfitCopy(candidate.items, candidate.style, request.season),
    style: candidate.style,
    items: candidate.items.map((item) => item.id),
    ...(request.season ? { season: request.season } : {}),
  }));
}

const keyOf = (base: readonly ItemProfile[]) => base.map((item) => item.id).join("/");

function complete(
  base: ItemProfile[],
  of: (slot: ItemProfile["slot"]) => ItemProfile[],
  request: OutfitRequest,
  score: (items: ItemProfile[]) => number,
  check: ReturnType<typeof createOutfitRules>["check"],
): Candidate[] {
  const closest = (items: ItemProfile[], n: number) =>
    items.map((item) => ({ item, s: score([...base, item]) })).sort((a, b) => b.s - a.s || a.item.id - b.item.id).slice(0, n).map(({ item }) => item);
  const shoes = of("shoes");
  const shoeOptions: (ItemProfile | undefined)[] = shoes.length > 0 ? closest(shoes, SHOE_OPTIONS) : [undefined];
  const extras = [...closest(of("outerwear"), EXTRA_OPTIONS.outerwear), ...closest([...of("accessory"), ...of("other")], EXTRA_OPTIONS.other)];

  const options: Candidate[] = [];
  for (const shoe of shoeOptions) {
    const core = shoe ? [...base, shoe] : base;
    for (const subset of subsets(extras, OUTFIT_ITEMS.max - core.length)) {
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
    const adjusted = (c: Candidate) => c.score - c.items.reduce((sum, item) => sum + 0.05 * (uses.get(item.id) ?? 0), 0);
    remaining.sort((a, b) => adjusted(b) - adjusted(a) || a.key.localeCompare(b.key) || idsOf(a).localeCompare(idsOf(b)));
    const next = remaining[0]!;
    picked.push(next);
    for (const item of next.items) uses.set(item.id, (uses.get(item.id) ?? 0) + 1);
    remaining = remaining.filter((candidate) => candidate.key !== next.key);
  }
  return picked;
}
