import { THEME_TAGS } from "@/lib/ai/vocabulary";
import { STYLE_THEMES, type StyleTheme } from "@/lib/constants";
import { outfitsFrom } from "@/lib/style/dress";
import type { StylePiece } from "@/lib/style/pieces";
import type { Reason } from "@/lib/style/reasons";
import { type DayContext, isWearable, type Pools } from "@/lib/style/rules";
import type { LookRole } from "./schemas";

/** Pieces last worn at least this many days ago are the "rediscover" look's. */
export const REDISCOVER_AFTER_DAYS = 21;

/** The wear log as of the day before: days since each piece was worn, its wears, and never-worn pieces. */
export type WearDays = {
  daysSince: ReadonlyMap<number, number>;
  wears: ReadonlyMap<number, number>;
  /** pieces worn on the day itself (a look made of them is marked worn) */
  wornOnDay: ReadonlySet<number>;
};

/** A role's candidate: the outfit and the reason the role itself rests on (the rested piece, the theme). */
export type Candidate = { items: StylePiece[]; roleReason?: Reason };

/**
 * The owner's most-worn theme: the one whose pieces (tagged with it, or with two of its words) were
 * worn most; with no wears yet, the one most pieces share. The count is in the reason, so it can be checked.
 */
export function favouriteTheme(
  closet: readonly StylePiece[],
  wears: ReadonlyMap<number, number>,
): { theme: StyleTheme; wears: number; pieces: number } | undefined {
  let best: { theme: StyleTheme; wears: number; pieces: number } | undefined;
  for (const theme of STYLE_THEMES) {
    const words = new Set(THEME_TAGS[theme]);
    const pieces = closet.filter(
      (item) => item.tags.includes(theme) || item.tags.filter((tag) => words.has(tag)).length >= 2,
    );
    const worn = pieces.reduce((sum, item) => sum + (wears.get(item.id) ?? 0), 0);
    if (pieces.length === 0) continue;
    if (!best || worn > best.wears || (worn === best.wears && pieces.length > best.pieces))
      best = { theme, wears: worn, pieces: pieces.length };
  }
  return best;
}

/** Whether a piece belongs to a theme as favouriteTheme counts it. */
export const inTheme = (piece: StylePiece, theme: StyleTheme) =>
  piece.tags.includes(theme) || piece.tags.filter((tag) => THEME_TAGS[theme].includes(tag)).length >= 2;

/**
 * Each role's candidates, best first, all from the day's pools (every rule on every slot):
 * - safe: the solver's best outfits;
 * - rediscover: outfits wearing a piece rested REDISCOVER_AFTER_DAYS or more, else one never worn;
 *   none when the closet has neither (the role is then left out, not faked);
 * - stretch: outfits in the owner's favourite theme; without one, outfits sharing no piece with the other looks.
 */
export function rolesOf(
  closet: readonly StylePiece[],
  pools: Pools,
  context: DayContext,
  wear: WearDays,
): Record<LookRole, Candidate[]> {
  const allowed = [...pools.bySlot.values()].flat();
  const rested = allowed.filter((piece) => (wear.daysSince.get(piece.id) ?? 0) >= REDISCOVER_AFTER_DAYS);
  const unworn = allowed.filter((piece) => !wear.daysSince.has(piece.id) && !wear.wornOnDay.has(piece.id));
  const favoured = new Set((rested.length > 0 ? rested : unworn).map((piece) => piece.id));
  // One solve serves every role that would ask the same: a new closet's unworn pieces are all of it,
  // and a stretch without a theme is the safe list seen another way.
  const safe = outfitsFrom(pools, context);
  const rediscover =
    favoured.size === 0 ? [] : favoured.size === allowed.length ? safe : outfitsFrom(pools, context, {}, favoured);
  // Counted over the pieces the owner still wears (not in the wash, not on their way out).
  const theme = favouriteTheme(closet.filter(isWearable), wear.wears);
  const themed: Candidate[] = theme
    ? outfitsFrom(pools, context, { styleTheme: theme.theme })
        .filter((items) => items.some((piece) => inTheme(piece, theme.theme)))
        .map((items) => ({ items, roleReason: { code: "theme", ...theme } }))
    : [];
  return {
    safe: safe.map((items) => ({ items })),
    rediscover: rediscover
      .map((items) => ({ items, roleReason: rediscoverReason(items, favoured, wear) }))
      .filter((candidate) => candidate.roleReason !== undefined)
      .sort((a, b) => restedDays(b.roleReason) - restedDays(a.roleReason)),
    // Without a theme to stretch toward, or none that dresses a whole outfit (its only shoes clash with
    // it), a stretch is a mix of pieces the other looks leave out.
    stretch: themed.length > 0 ? themed : safe.map((items) => ({ items, roleReason: { code: "mix" } })),
  };
}

const restedDays = (reason: Reason | undefined) => (reason?.code === "rested" ? reason.days : 0);

/** The longest-rested favoured piece of the outfit, or a never-worn one; none when it holds neither. */
function rediscoverReason(
  items: readonly StylePiece[],
  favoured: ReadonlySet<number>,
  wear: WearDays,
): Reason | undefined {
  const held = items.filter((piece) => favoured.has(piece.id));
  const longest = held
    .filter((piece) => wear.daysSince.has(piece.id))
    .sort((a, b) => wear.daysSince.get(b.id)! - wear.daysSince.get(a.id)! || a.id - b.id)[0];
  if (longest) return { code: "rested", pieceId: longest.id, days: wear.daysSince.get(longest.id)! };
  return held[0] ? { code: "unworn", pieceId: held[0].id } : undefined;
}
