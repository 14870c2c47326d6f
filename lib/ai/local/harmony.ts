import type { Season, StyleTheme } from "@/lib/constants";
import { hueDegrees } from "@/lib/vision/lab";
import { EARTH_TONES, NEUTRALS } from "@/lib/vision/palette";
import type { Preferences } from "../relevance";
import type { Swatch } from "./colors";
import type { ItemProfile } from "./profile";
import { STYLE_TAGS, THEME_TAGS } from "../vocabulary";
import { seasonPreference } from "./season-fit";

/** Scores the local outfit solver ranks by; each returns 0..1. */

const styleTags = new Set<string>(STYLE_TAGS);
const themeWords = new Map(Object.entries(THEME_TAGS).map(([theme, tags]) => [theme, new Set<string>(tags)]));

function pairHarmony(a: Swatch | undefined, b: Swatch | undefined): number {
  if (!a || !b) return 0.75; // an item we know no colour for: assume it is unremarkable
  if (NEUTRALS.has(a.name) || NEUTRALS.has(b.name)) return 1;
  if (a.name === b.name) return 0.9;
  if (EARTH_TONES.has(a.name) && EARTH_TONES.has(b.name)) return 0.85;
  const gap = Math.abs(hueDegrees(a.lab) - hueDegrees(b.lab));
  const hue = Math.min(gap, 360 - gap);
  if (hue <= 35) return 0.8; // analogous
  if (hue >= 150) return 0.7; // complementary
  return 0.35;
}

/** Mean pairwise harmony of the items' main colours, minus a penalty past two accent colours. */
export function colourHarmony(items: readonly ItemProfile[]): number {
  const main = items.map((item) => item.colours.swatches[0]);
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < main.length; i++) {
    for (let j = i + 1; j < main.length; j++) {
      sum += pairHarmony(main[i], main[j]);
      pairs++;
    }
  }
  const accents = new Set(main.filter((s) => s && !NEUTRALS.has(s.name)).map((s) => s!.name)).size;
  return Math.max(0, (pairs ? sum / pairs : 1) - 0.15 * Math.max(0, accents - 2));
}

/**
 * One piece's colour on its own, for ranking the pieces of a slot: a neutral goes with anything (harmony
 * 1 with every colour), an accent only with neutrals and its neighbours, an unknown colour as assumed above.
 */
export function colourVersatility(item: ItemProfile): number {
  const main = item.colours.swatches[0];
  if (!main) return 0.75;
  return NEUTRALS.has(main.name) ? 1 : 0.85;
}

/** Share of items carrying a tag of the theme; without a theme, how coherent the items' styles are. */
export function themeAffinity(items: readonly ItemProfile[], theme: StyleTheme | undefined): number {
  if (theme) {
    const wanted = themeWords.get(theme)!;
    return items.filter((item) => item.tags.some((tag) => wanted.has(tag))).length / Math.max(1, items.length);
  }
  const counts = new Map<string, number>();
  for (const item of items)
    for (const tag of item.tags) if (styleTags.has(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  return 0.5 + 0.5 * (top / Math.max(1, items.length));
}

const ADJACENT: Record<string, readonly string[]> = {
  spring: ["summer", "winter"],
  summer: ["spring", "fall"],
  fall: ["summer", "winter"],
  winter: ["fall", "spring"],
};

export function seasonAffinity(items: readonly ItemProfile[], season: Season | undefined): number {
  if (!season || season === "all-season") return 0.5;
  const each = items.map((item): number => {
    if (item.tags.includes(season) || item.tags.includes("all-season")) return 1;
    if (!item.tags.some((tag) => tag in ADJACENT)) return 0.6;
    return item.tags.some((tag) => ADJACENT[season]!.includes(tag)) ? 0.4 : 0;
  });
  const layered = items.some((item) => item.slot === "outerwear");
  const layerBonus = layered ? ({ summer: -0.3, spring: 0, fall: 0.25, winter: 0.4 } as const)[season] : 0;
  const tagged = each.reduce((a, b) => a + b, 0) / Math.max(1, each.length);
  const suits = Math.min(1, Math.max(0, tagged + layerBonus));
  // Within what suits the season, prefer its materials and tones (wool and dark for winter, linen and light for summer).
  return 0.7 * suits + 0.3 * seasonPreference(items, season);
}

export function preferenceAffinity(items: readonly ItemProfile[], preferences: Preferences): number {
  if (preferences.liked.size === 0 && preferences.disliked.size === 0) return 0.5;
  let score = 0.5;
  for (const item of items) {
    const words = new Set([...item.tags, ...item.colours.swatches.slice(0, 2).map((s) => s.name)]);
    if ([...preferences.liked].some((w) => words.has(w))) score += 0.25;
    if ([...preferences.disliked].some((w) => words.has(w))) score -= 0.4;
  }
  return Math.min(1, Math.max(0, score));
}
