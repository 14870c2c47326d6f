import { SEASONS } from "@/lib/constants";
import { deltaE } from "@/lib/vision/lab";
import { colourLab, NEUTRALS } from "@/lib/vision/palette";
import type { AiClosetItem, OutfitRequest } from "./types";
import {
  COLOUR_TAGS,
  type ColourName,
  FORMALITY_TAGS,
  MATERIAL_TAGS,
  PATTERN_TAGS,
  STYLE_TAGS,
  THEME_TAGS,
  TONE_TAGS,
} from "./vocabulary";

/**
 * Which closet items an AI call gets to see. A closet can hold thousands of pieces; a prompt, and the
 * local analyzer's pixel reads, must not grow with it. Both providers bound what they send and choose
 * it here, from tags alone (no image is read to decide): for an inspiration, the items whose colours
 * and style words are closest to the look's; for outfits, the items that best fit the season, theme
 * and preference text. Every category keeps a share of the places, so "no shoes in the closet" is
 * never an artefact of the cut. Ties go to the newest item (highest id): the same closet always gives
 * the same selection.
 */

type Ranked = Pick<AiClosetItem, "id" | "category">;
type Tagged = Pick<AiClosetItem, "styleTags">;

const colours = new Set<string>(COLOUR_TAGS);
const styles = new Set<string>(STYLE_TAGS);
const descriptive = new Set<string>([...TONE_TAGS, ...PATTERN_TAGS, ...MATERIAL_TAGS, ...FORMALITY_TAGS]);
const seasons = new Set<string>(SEASONS);

const lower = (tags: readonly string[]) => tags.map((tag) => tag.trim().toLowerCase());
const colourNames = (tags: readonly string[]) => tags.filter((tag): tag is ColourName => colours.has(tag));

/** 1 for the same colour, 0 from a ΔE of 40 on: navy sits close to a navy look, red does not. */
const closenessMemo = new Map<string, number>();
function closeness(a: ColourName, b: ColourName): number {
  const key = `${a}|${b}`;
  let value = closenessMemo.get(key);
  if (value === undefined) closenessMemo.set(key, (value = Math.max(0, 1 - deltaE(colourLab(a), colourLab(b)) / 40)));
  return value;
}
/** How close a colour comes to any of the look's colours. */
const nearest = (colour: ColourName, look: readonly ColourName[]) =>
  look.reduce((best, l) => Math.max(best, closeness(colour, l)), 0);

/** An item we know nothing about yet (no tags) may be anything: ranked above known misfits, below fits. */
const UNTAGGED = 0.3;

/** Scores closet items 0..1 by how much their tags say they belong in a look tagged `lookTags`. */
export function relevanceToLook(lookTags: readonly string[]): (item: Tagged) => number {
  const look = lower(lookTags);
  const lookColours = colourNames(look);
  const lookStyles = new Set(look.filter((tag) => styles.has(tag)));
  const lookWords = new Set(look.filter((tag) => descriptive.has(tag)));
  // Colour weighs most (it is what recreating a look hinges on), then style, then tone/pattern/material/formality.
  const parts = [
    { weight: 0.45, present: lookColours.length > 0 },
    { weight: 0.35, present: lookStyles.size > 0 },
    { weight: 0.2, present: lookWords.size > 0 },
  ];
  const total = parts.reduce((sum, part) => sum + (part.present ? part.weight : 0), 0);
  return (item) => {
    const tags = lower(item.styleTags);
    if (tags.length === 0 || total === 0) return UNTAGGED;
    const own = colourNames(tags);
    const colour = own.length === 0 ? 0.5 : own.reduce((sum, c) => sum + nearest(c, lookColours), 0) / own.length;
    const ownStyles = tags.filter((tag) => styles.has(tag));
    const sharedStyles = ownStyles.filter((tag) => lookStyles.has(tag)).length;
    const style =
      ownStyles.length === 0 ? 0.25 : Math.min(1, sharedStyles / Math.min(2, ownStyles.length, lookStyles.size || 1));
    const words = Math.min(1, tags.filter((tag) => lookWords.has(tag)).length / Math.min(3, lookWords.size || 1));
    const values = [colour, style, words];
    return parts.reduce((sum, part, i) => sum + (part.present ? part.weight * values[i]! : 0), 0) / total;
  };
}

export type Preferences = { liked: Set<string>; disliked: Set<string> };

/** Colours and styles named in the preference text; "no", "not", "without", "avoid" flip to disliked. */
export function parsePreferences(text: string | undefined): Preferences {
  const liked = new Set<string>();
  const disliked = new Set<string>();
  const lowered = (text ?? "").toLowerCase();
  for (const word of [...COLOUR_TAGS, ...STYLE_TAGS]) {
    const at = lowered.search(new RegExp(`\\b${word.replace("-", "[- ]")}\\b`));
    if (at < 0) continue;
    const before = lowered.slice(Math.max(0, at - 12), at);
    (/\b(no|not|without|avoid|hate|less)\b/.test(before) ? disliked : liked).add(word);
  }
  return { liked, disliked };
}

/**
 * Scores closet items 0..1 for an outfit request, from tags alone. The same blend the local solver
 * ranks outfits by (lib/ai/local/outfits.ts), for one piece: how easily its colour pairs (a neutral
 * goes with anything), how well it fits the theme (or, without one, whether it has a clear style),
 * the season and the preference text.
 */
export function relevanceToRequest(request: OutfitRequest): (item: Tagged) => number {
  const themeWords = request.styleTheme ? new Set(THEME_TAGS[request.styleTheme]) : undefined;
  const season = request.season && request.season !== "all-season" ? request.season : undefined;
  const { liked, disliked } = parsePreferences(request.preferences);
  return (item) => {
    const tags = lower(item.styleTags);
    const main = colourNames(tags)[0];
    const versatility = main === undefined ? 0.75 : NEUTRALS.has(main) ? 1 : 0.85;
    const theme = themeWords
      ? Math.min(1, tags.filter((tag) => themeWords.has(tag)).length / 2)
      : tags.some((tag) => styles.has(tag))
        ? 1
        : 0.5;
    const seasonFit = !season
      ? 0.5
      : tags.includes(season) || tags.includes("all-season")
        ? 1
        : tags.some((tag) => seasons.has(tag))
          ? 0.4
          : 0.6;
    const preference = Math.min(
      1,
      Math.max(
        0,
        0.5 + (tags.some((tag) => liked.has(tag)) ? 0.25 : 0) - (tags.some((tag) => disliked.has(tag)) ? 0.4 : 0),
      ),
    );
    return 0.45 * versatility + 0.3 * theme + 0.15 * seasonFit + 0.1 * preference;
  };
}

/** Best first; equal scores go to the newest item (ids grow with time). */
export function rankBy<T extends Pick<AiClosetItem, "id">>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item) => ({ item, score: score(item) }))
    .sort((a, b) => b.score - a.score || b.item.id - a.item.id)
    .map(({ item }) => item);
}

/**
 * At most `limit` items, best first. Each category first gets up to an equal share of half the places
 * (its own best items), so every kind of piece the closet has stays in view; the rest of the places go
 * to the best of what remains, whatever its category. With `limit` or fewer items, all of them, ranked.
 */
export function selectRelevant<T extends Ranked>(items: readonly T[], score: (item: T) => number, limit: number): T[] {
  const ranked = rankBy(items, score);
  if (ranked.length <= limit) return ranked;
  const byCategory = new Map<string, T[]>();
  for (const item of ranked) {
    const key = item.category.trim().toLowerCase();
    const group = byCategory.get(key);
    if (group) group.push(item);
    else byCategory.set(key, [item]);
  }
  const share = Math.max(1, Math.floor(limit / (2 * byCategory.size)));
  const chosen = new Set<T>();
  // Categories in the order of their best item, so if there are more categories than places the most relevant win.
  for (const group of byCategory.values())
    for (const item of group.slice(0, share)) if (chosen.size < limit) chosen.add(item);
  for (const item of ranked) {
    if (chosen.size >= limit) break;
    chosen.add(item);
  }
  return ranked.filter((item) => chosen.has(item));
}

/** "12 tops, 8 bottoms, 3 shoes": what a bounded list leaves out, so a prompt still knows the closet's breadth. */
export function categoryCounts(items: readonly Ranked[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([category, n]) => `${n} ${category}`)
    .join(", ");
}
