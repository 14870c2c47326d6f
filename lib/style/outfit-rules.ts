import type { AiClosetItem, OutfitRequest } from "@/lib/ai/types";
import { clashesWithTheme } from "@/lib/ai/vocabulary";
import { OUTFIT_ITEMS, OUTFITS_REQUESTED, type Season } from "@/lib/constants";
import { OUTFIT_GAP_MESSAGES } from "@/lib/messages/outfits";
import { excludedBy, excludesNothing, exclusionPhrase } from "./exclusions";
import { garmentFactsOf, type StoredGarment } from "./item-facts";
import { pieceSuitsSeason } from "./seasons";

/**
 * The one checker for SPEC §5's outfit rules, part of the style engine (issue #39): the solver builds
 * outfits that satisfy it, and Today, trips, outfit ideas and the chat are all held to it:
 * - exactly one top and one bottom, or one dress/suit standing for both (then no separate top or bottom);
 * - one pair of shoes when the closet has shoes that fit the request, none otherwise;
 * - at most one outerwear piece; 3 to 5 items (fewer than 3 only when the closet has nothing to add);
 * - every item suits the requested season and none carries a style that clashes with the theme;
 * - no item is one the request leaves out (`exclude`: lib/style/exclusions.ts);
 * - with a theme, the outfit's style names it;
 * - each outfit a different top/bottom pair (or a different dress/suit); at most 8 outfits.
 * A suit counts as a one-piece like a dress: the closet stores it as one photo that already covers
 * jacket and trousers, so adding a separate top or bottom would double-count the pair.
 */
export type Slot = "top" | "bottom" | "one-piece" | "shoes" | "outerwear" | "accessory" | "other";

const SLOT_BY_CATEGORY: Record<string, Slot> = {
  tops: "top",
  bottoms: "bottom",
  dresses: "one-piece",
  suits: "one-piece",
  shoes: "shoes",
  outerwear: "outerwear",
  accessories: "accessory",
};
export const slotOf = (category: string): Slot => SLOT_BY_CATEGORY[category.trim().toLowerCase()] ?? "other";

export type Violation =
  | "unknown-item"
  | "duplicate-item"
  | "no-base"
  | "top-count"
  | "bottom-count"
  | "one-piece-with-separates"
  | "one-piece-count"
  | "shoes-missing"
  | "shoes-count"
  | "outerwear-count"
  | "too-few-items"
  | "too-many-items"
  | "season"
  | "theme-clash"
  | "style-mismatch"
  | "excluded"
  | "repeated-pair";

export type CheckableOutfit = { items: readonly number[]; style?: string };
/** `garment`: what the style engine reads for the piece's facts (its own seasons field, its kind). */
type RuleItem = Pick<AiClosetItem, "id" | "category" | "styleTags"> & { garment?: StoredGarment };

/** SPEC §5's precondition, checked before any provider is asked. */
export function closetCanMakeOutfits(closet: readonly RuleItem[]): boolean {
  return slotsMakeABase(new Set(closet.map((item) => slotOf(item.category))));
}

/** The one top-and-bottom check: a top and a bottom, or a dress or suit standing for both. */
export const slotsMakeABase = (slots: ReadonlySet<Slot>) =>
  (slots.has("top") && slots.has("bottom")) || slots.has("one-piece");

/**
 * Why the season/theme filter leaves nothing to build from, naming the filter and, given the closet,
 * the part it empties: "None of your tops suit summer: try all-season, or add a top for it." Without
 * the closet (or when both parts are emptied), the general sentence: "… suit winter and the boho theme …".
 * When what the request leaves out (`exclude`) is what empties it, the sentence says so: "Without
 * black, none of your bottoms are left: ask to leave out less, or add bottoms."
 */
export function filteredOutMessage(
  request: Pick<OutfitRequest, "season" | "styleTheme" | "exclude">,
  closet?: readonly RuleItem[],
): string {
  const parts = [request.season, request.styleTheme && OUTFIT_GAP_MESSAGES.theme(request.styleTheme)];
  const filter = parts.filter(Boolean).join(" and ");
  const instead = request.season ? "all-season" : "another theme";
  // The exclusions are named when they are part of the cause: with the season/theme alone, the closet
  // could make outfits (or there is no season/theme to blame).
  const { exclude: _exclude, ...filters } = request;
  const without =
    !excludesNothing(request.exclude) &&
    (!filter || !closet || closetCanMakeOutfits(createOutfitRules(closet, filters).eligible))
      ? exclusionPhrase(request.exclude)
      : "";
  if (closet) {
    const owned = new Set(closet.map((item) => slotOf(item.category)));
    const left = new Set(
      createOutfitRules(closet, without ? request : filters).eligible.map((item) => slotOf(item.category)),
    );
    // The one part of a top-and-bottom outfit that the filter empties, when the other part survives it.
    const emptied = (["top", "bottom"] as const).filter((slot) => owned.has(slot) && !left.has(slot));
    const kept = (["top", "bottom"] as const).filter((slot) => left.has(slot));
    if (emptied.length === 1 && kept.length === 1)
      return without
        ? OUTFIT_GAP_MESSAGES.excludedPart(emptied[0]!, without, filter || undefined, instead)
        : OUTFIT_GAP_MESSAGES.filteredOutPart(emptied[0]!, filter, instead);
  }
  return without
    ? OUTFIT_GAP_MESSAGES.excludedOut(without, filter || undefined)
    : OUTFIT_GAP_MESSAGES.filteredOut(filter);
}

const normalizeStyle = (style: string) =>
  style
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** SPEC §5's rules on how many of each slot an outfit holds: one base, one pair of shoes, one coat. */
function slotViolations(n: (slot: Slot) => number, hasShoes: boolean): Violation[] {
  const violations: Violation[] = [];
  if (n("one-piece") > 1) violations.push("one-piece-count");
  if (n("one-piece") >= 1) {
    if (n("top") + n("bottom") > 0) violations.push("one-piece-with-separates");
  } else if (n("top") === 0 && n("bottom") === 0) {
    violations.push("no-base");
  } else {
    if (n("top") !== 1) violations.push("top-count");
    if (n("bottom") !== 1) violations.push("bottom-count");
  }
  if (hasShoes && n("shoes") === 0) violations.push("shoes-missing");
  if (n("shoes") > 1) violations.push("shoes-count");
  if (n("outerwear") > 1) violations.push("outerwear-count");
  return violations;
}

/**
 * The rules for one closet and request: `check` one outfit, `accept` a provider's list, `baseKey`.
 * Long because it is one closure: the checks share the closet's maps, the eligible pieces and the
 * slot counts the minimum size is judged by, worked out once per closet.
 */
export function createOutfitRules(rawCloset: readonly RuleItem[], request: OutfitRequest) {
  const closet = rawCloset.map((item) => ({
    ...item,
    styleTags: item.styleTags.map((tag) => tag.trim().toLowerCase()),
  }));
  const byId = new Map(closet.map((item) => [item.id, item]));
  const slotById = new Map(closet.map((item) => [item.id, slotOf(item.category)]));
  const factsById = new Map(closet.map((item) => [item.id, item.garment ? garmentFactsOf(item.garment) : undefined]));
  const suits = (season: Season, item: RuleItem) =>
    pieceSuitsSeason(season, { styleTags: item.styleTags, facts: factsById.get(item.id) });
  const fits = (item: RuleItem) =>
    (!request.season || suits(request.season, item)) &&
    (!request.styleTheme || !clashesWithTheme(request.styleTheme, item.styleTags)) &&
    !excludedBy(request.exclude, item);
  const eligible = closet.filter(fits);
  const count = (slot: Slot) => eligible.filter((item) => slotOf(item.category) === slot).length;
  const hasShoes = count("shoes") > 0;
  // Summer outfits leave the coat at home (the local solver never adds one), so it cannot be owed.
  const layers = request.season === "summer" ? 0 : Math.min(1, count("outerwear"));
  /** Items an outfit could add beyond its base: one pair of shoes, one outerwear, any accessories/other. */
  const extrasAvailable = (hasShoes ? 1 : 0) + layers + count("accessory") + count("other");

  /** The ids of an outfit's top and bottom, or of its dress or suit (what makes two outfits the same combination). */
  const baseIds = (items: readonly number[]) =>
    items.filter((id) => ["top", "bottom", "one-piece"].includes(slotById.get(id) ?? "other"));

  function baseKey(outfit: CheckableOutfit): string {
    const slots = (slot: Slot) => outfit.items.filter((id) => byId.get(id) && slotOf(byId.get(id)!.category) === slot);
    const onePiece = slots("one-piece");
    return onePiece.length > 0
      ? `one-piece:${onePiece.join("+")}`
      : `pair:${slots("top").join("+")}/${slots("bottom").join("+")}`;
  }

  function check(outfit: CheckableOutfit): Violation[] {
    const violations = new Set<Violation>();
    if (new Set(outfit.items).size !== outfit.items.length) violations.add("duplicate-item");
    const items = outfit.items.map((id) => byId.get(id));
    if (items.some((item) => !item)) violations.add("unknown-item");
    const known = items.filter((item) => item !== undefined);
    const counts = new Map<Slot, number>();
    for (const item of known) {
      const slot = slotById.get(item.id)!;
      counts.set(slot, (counts.get(slot) ?? 0) + 1);
    }
    const n = (slot: Slot) => counts.get(slot) ?? 0;

    for (const violation of slotViolations(n, hasShoes)) violations.add(violation);

    const baseSize = n("one-piece") >= 1 ? 1 : 2;
    const minItems = Math.min(OUTFIT_ITEMS.min, baseSize + extrasAvailable);
    if (outfit.items.length < minItems) violations.add("too-few-items");
    if (outfit.items.length > OUTFIT_ITEMS.max) violations.add("too-many-items");

    if (request.season && known.some((item) => !suits(request.season!, item))) violations.add("season");
    if (request.styleTheme) {
      if (known.some((item) => clashesWithTheme(request.styleTheme!, item.styleTags))) violations.add("theme-clash");
      if (!normalizeStyle(outfit.style ?? "").includes(request.styleTheme)) violations.add("style-mismatch");
    }
    if (known.some((item) => excludedBy(request.exclude, item))) violations.add("excluded");
    return [...violations];
  }

  /** Keeps the outfits that pass, in order, dropping repeats of a top/bottom pair; at most 8. */
  function accept<T extends CheckableOutfit>(outfits: readonly T[]) {
    const accepted: T[] = [];
    const rejected: { outfit: T; violations: Violation[] }[] = [];
    const pairs = new Set<string>();
    for (const outfit of outfits) {
      const violations = check(outfit);
      const key = baseKey(outfit);
      if (violations.length === 0 && pairs.has(key)) violations.push("repeated-pair");
      if (violations.length > 0 || accepted.length >= OUTFITS_REQUESTED.max) {
        rejected.push({ outfit, violations });
        continue;
      }
      pairs.add(key);
      accepted.push(outfit);
    }
    return { accepted, rejected };
  }

  return { check, accept, baseKey, baseIds, eligible, hasShoes };
}
export type OutfitRules = ReturnType<typeof createOutfitRules>;
