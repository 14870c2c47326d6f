import type { MatchResult } from "../schemas";
import { partsOf, regionFor, slotGaps } from "./gaps";
import type { ItemProfile, LookProfile } from "./profile";
import { colourFit, descriptiveTags, paletteCoverage, tagOverlap } from "./similarity";
import { type Tone, toneTags } from "./tags";
import { capitalise, describeItem, listOf, nounFor } from "./wording";

export const MATCH_THRESHOLD = 0.55;
const PER_SLOT = 3;
const MAX_MATCHES = 8;

/**
 * How well one closet item belongs in the look: mostly colour, partly shared style/tone tags. When a
 * person wears the look, an item is compared within its category only (a top with the top worn,
 * a coat with the outer layer: ./gaps.ts regionFor), and a kind of piece the outfit does not show
 * scores nothing; accessories, which the body does not locate, against the outfit's palette.
 */
export function itemScore(item: ItemProfile, look: LookProfile): number {
  const tags = tagOverlap(item.tags, look.tags);
  if (item.colours.swatches.length === 0) return 0.6 * tags;
  const overall = colourFit(item.colours.swatches, look.colours.swatches);
  const region = regionFor(item.slot, look.colours);
  if (look.person && look.colours.regions && item.slot !== "accessory") {
    return region ? 0.8 * colourFit(item.colours.swatches, region.swatches) + 0.2 * tags : 0;
  }
  const colour = region ? 0.6 * colourFit(item.colours.swatches, region.swatches) + 0.4 * overall : overall;
  return 0.7 * colour + 0.3 * tags;
}

/**
 * Matching by colour and tag similarity. The score blends how much of the look's palette the matched
 * pieces reproduce, how much of its style vocabulary they share and whether they make the whole outfit:
 * for a head-to-toe photo, whether its top, bottoms and shoes each have a counterpart (half the score);
 * otherwise whether the matches form a top and bottom (or a dress) plus shoes (a quarter).
 */
export function matchLook(look: LookProfile, closet: readonly ItemProfile[]): MatchResult {
  const matches = matchedItems(look, closet);
  const palette = paletteCoverage(
    look.colours.swatches,
    matches.map((item) => item.colours.swatches),
  );
  const lookStyle = descriptiveTags(look.tags);
  const shared = new Set(matches.flatMap((item) => item.tags).filter((tag) => lookStyle.includes(tag)));
  const tagShare = Math.min(1, shared.size / Math.max(1, Math.min(lookStyle.length, 3)));
  const slots = new Set(matches.map((item) => item.slot));
  const regions = look.colours.regions;
  let matchScore: number;
  if (regions) {
    // A head-to-toe look: what counts most is whether its top, bottoms and shoes each have a counterpart.
    const parts = partsOf(look).filter((part) => regions[part.region]);
    const gaps = slotGaps(look, matches, matches);
    const covered = parts.reduce(
      (sum, part) =>
        sum + (gaps.some((gap) => gap.category === part.category) ? nearMiss(part.slots, look, closet) : 1),
      0,
    );
    matchScore = 100 * (0.35 * palette + 0.15 * tagShare + 0.5 * (covered / parts.length));
  } else {
    const base =
      slots.has("one-piece") || (slots.has("top") && slots.has("bottom"))
        ? 0.75
        : slots.has("top") || slots.has("bottom")
          ? 0.35
          : 0;
    matchScore = 100 * (0.55 * palette + 0.2 * tagShare + 0.25 * (base + (slots.has("shoes") ? 0.25 : 0)));
  }

  return {
    matchingItems: matches.map((item) => item.id),
    matchScore: Math.round(matchScore),
    styleNotes: notes(look, matches, closet),
  };
}

/** Below the match threshold by this much, an item's part of the look earns nothing; closer, a share. */
export const NEAR_MISS = 0.15;

/**
 * A part of the look no match covers still earns a share as its best item nears the threshold, so a
 * small change in the photo (a 3 % crop) moves the score a little, never a whole part (issue #46).
 */
function nearMiss(slots: readonly string[], look: LookProfile, closet: readonly ItemProfile[]): number {
  const best = Math.max(0, ...closet.filter((item) => slots.includes(item.slot)).map((item) => itemScore(item, look)));
  return Math.min(1, Math.max(0, (best - (MATCH_THRESHOLD - NEAR_MISS)) / NEAR_MISS));
}

/**
 * The closet items that belong in the look (score ≥ MATCH_THRESHOLD), best first, at most PER_SLOT of
 * a kind and MAX_MATCHES in all: what the matching names and what the missing pieces never repeat.
 */
export function matchedItems(look: LookProfile, closet: readonly ItemProfile[]): ItemProfile[] {
  // A dress in the look is one piece: a top or a skirt in its colour does not recreate it.
  const onePieceLook = look.colours.regions?.onePiece === true;
  const ranked = closet
    .filter((item) => !(onePieceLook && (item.slot === "top" || item.slot === "bottom")))
    .map((item) => ({ item, score: itemScore(item, look) }))
    .filter(({ score }) => score >= MATCH_THRESHOLD)
    .sort((p, q) => q.score - p.score || p.item.id - q.item.id);
  const perSlot = new Map<string, number>();
  const matches: ItemProfile[] = [];
  for (const { item } of ranked) {
    const used = perSlot.get(item.slot) ?? 0;
    if (used >= PER_SLOT || matches.length >= MAX_MATCHES) continue;
    perSlot.set(item.slot, used + 1);
    matches.push(item);
  }

  return matches;
}

const ADJECTIVE: Record<Tone, string> = {
  neutral: "neutral",
  "earth tones": "earth-toned",
  pastel: "pastel",
  bold: "bold",
  monochrome: "monochrome",
  dark: "dark",
  light: "light",
};

/** Two sentences in a stylist's voice: what carries over, then what is missing. */
function notes(look: LookProfile, matches: readonly ItemProfile[], closet: readonly ItemProfile[]): string {
  const colours =
    listOf(
      look.colours.swatches
        .filter((s) => s.share >= 0.12)
        .slice(0, 3)
        .map((s) => s.name),
    ) || "colours";
  const tone = toneTags(look.colours)[0];
  const mood = tone ? `${ADJECTIVE[tone]} ` : "";
  const look_ = `the ${colours} of this ${mood}look`;
  if (closet.length === 0)
    return `This ${mood}look is built on ${colours}. Add a few pieces to your closet and we'll show what you already own that fits.`;

  const first =
    matches.length === 0
      ? `Nothing in your closet picks up ${look_} yet.`
      : `${capitalise(listOf(matches.slice(0, 3).map(describeItem)))} ${matches.length === 1 ? "picks" : "pick"} up ${look_}.`;

  const gaps = slotGaps(look, closet, matches);
  const slots = new Set(matches.map((item) => item.slot));
  let second = "";
  if (gaps.length > 0) {
    const wanted = gaps
      .slice(0, 2)
      .map(
        (gap) =>
          `${gap.category === "tops" || gap.category === "dresses" ? "a " : ""}${gap.colour.name} ${nounFor(gap.category)}`,
      );
    second = `What's missing is ${listOf(wanted)}: nothing you own comes close to ${wanted.length > 1 ? "those shades" : "that shade"}.`;
  } else if (matches.length > 0 && !slots.has("one-piece") && !(slots.has("top") && slots.has("bottom"))) {
    second = `The colours are there, but you'd need ${slots.has("top") ? "bottoms" : slots.has("bottom") ? "a top" : "a top and bottoms"} in the same palette to recreate the whole outfit.`;
  } else if (matches.length > 0) {
    second = "You can recreate it almost piece for piece with what you own.";
  }
  const said = second ? `${first} ${second}` : first;
  return look.person ? said : `${said} ${NO_PERSON_NOTE}`;
}

/** Said when no one wears the look in the photo, so the whole picture was read (issue #46). */
export const NO_PERSON_NOTE =
  "No one is wearing this look in the photo, so its colours were read from the whole picture.";
