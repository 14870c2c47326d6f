import "server-only";

import { nounFor } from "@/lib/ai/local/wording";
import { type MissingPiece, missingPieceSchema } from "@/lib/ai/schemas";
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { type Owner, ownerKey, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { BUY_CHECK_LIMITS, SEASONS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { BUY_CHECK_MESSAGES } from "@/lib/messages/buy";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { getSettings } from "@/lib/settings";
import { factsOf } from "@/lib/style/facts";
import type { StylePiece } from "@/lib/style/pieces";
import { seasonOf } from "@/lib/today/season";
import { type PackerItem, packTrip, TRIP_ACTIVITIES } from "@/lib/trips/packer";
import { packerCloset, placeOf, storedDays } from "@/lib/trips/rows";
import { conditionsOf, hemisphereAt } from "@/lib/trips/weather";
import { z } from "zod";
import { type BuyCheckGap, GAP_WORDS_MAX } from "./schemas";

/**
 * The gaps a product would fill (issue #44): missing pieces of the owner's saved inspiration looks,
 * and what the owner's coming trips lack. A gap is claimed only when it is true by the same measure
 * that found it, so a reason never says more than was checked.
 */
export async function gapsFilled(owner: Owner, candidate: StylePiece, packed: PackerItem, today: string) {
  const [looks, trips] = await Promise.all([lookGaps(owner, candidate), tripGaps(owner, packed, today)]);
  return [...looks, ...trips];
}

const storedAnswerSchema = z.object({ missingPieces: z.array(missingPieceSchema) });

/**
 * Saved looks: each saved inspiration image's missing pieces as the owner was last answered them
 * (the cached answer of GET /api/inspiration/{id}/missing-pieces, ai_results; an answer is dropped
 * whenever the closet changes, so what is kept describes the closet as it is). Nothing is asked of
 * the AI here: a look never opened has no missing pieces to fill. Newest look first, one gap a look
 * (a product is one piece).
 */
async function lookGaps(owner: Owner, candidate: StylePiece): Promise<BuyCheckGap[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ id: number; day: string; result: unknown }[]>`
    SELECT DISTINCT ON (i.id) i.id, to_char(i.created_at, 'YYYY-MM-DD') AS day, r.result
    FROM inspiration_images i
    JOIN ai_results r ON r.owner_key = ${ownerKey(owner)} AND r.kind = 'missing-pieces'
      AND starts_with(r.input_key, 'insp:' || i.id || ':')
    WHERE i.${ownerSql(owner)} AND i.is_saved
    ORDER BY i.id DESC, r.created_at DESC`;
  return rows.flatMap((row) => {
    const answer = storedAnswerSchema.safeParse(row.result);
    const piece = answer.success ? answer.data.missingPieces.map((p) => filledPiece(p, candidate)).find(Boolean) : null;
    return piece
      ? [{ kind: "inspiration" as const, name: BUY_CHECK_MESSAGES.savedLookName(row.day), piece, id: row.id }]
      : [];
  });
}

/** Categories whose pieces a colour tells apart well enough: a navy top stands in for a navy top. */
const COLOUR_DECIDES = new Set(["tops", "bottoms", "outerwear", "shoes", "dresses", "suits"]);
/** Longest first, so "light blue" is read before "blue". */
const COLOURS = [...COLOUR_TAGS].sort((a, b) => b.length - a.length);

/** The colour names a missing piece's description names ("A navy wool overcoat" → navy). */
function coloursNamed(text: string): string[] {
  let padded = ` ${text.toLowerCase().replace(/[^a-z-]+/g, " ")} `;
  const named: string[] = [];
  for (const colour of COLOURS)
    if (padded.includes(` ${colour} `)) {
      named.push(colour);
      padded = padded.replaceAll(` ${colour} `, "  ");
    }
  return named;
}

/**
 * Whether the candidate fills a missing piece, and the piece's words for the reason; null when not.
 * The piece's category must be the candidate's. Then:
 * - a kind the description names ("chinos", read as the style engine reads an owner's words) must be
 *   the candidate's when the candidate's own words name one (a kind guessed from its category says
 *   nothing either way);
 * - a colour the description names must be one of the candidate's, and then the category and colour
 *   decide (the local analyzer's own test of what is missing: a piece of that category in that
 *   colour), except for accessories and other pieces, too unlike each other for that: they, and
 *   descriptions naming no colour, need the same named kind.
 * A description naming neither kind nor colour is never claimed.
 */
export function filledPiece(piece: MissingPiece, candidate: StylePiece): string | null {
  const category = piece.category.trim().toLowerCase();
  if (category !== candidate.category) return null;
  const described = factsOf({ category, name: piece.description });
  const kind = described.sources.kind === "words" ? described.kind : null;
  const ownKind = candidate.facts.sources.kind === "category" ? null : candidate.facts.kind;
  if (kind && ownKind && kind !== ownKind) return null;
  const sameKind = kind !== null && kind === ownKind;
  const named = coloursNamed(piece.description);
  const colour = named.find((name) => candidate.colours.swatches.some((swatch) => swatch.name === name));
  if (named.length > 0 && !colour) return null;
  if (sameKind)
    return piece.description
      .replace(/^(an?|the)\s+/i, "")
      .toLowerCase()
      .slice(0, GAP_WORDS_MAX);
  if (colour && COLOUR_DECIDES.has(category)) return `${colour} ${nounFor(category)}`;
  return null;
}

/**
 * Coming trips (not ended by `today`, the soonest BUY_CHECK_LIMITS.tripsChecked with gaps): each is
 * packed again from the closet as it is now, for the days and weather it was packed for, once as is
 * and once with the product added. A gap is filled when the trip still shows it, the closet still
 * has it, and with the product the packer no longer finds it: the packer's own judgement, so "a rain
 * jacket for the rainy days" is claimed only for a product the weather rules take as one. "Too few
 * outfits" counts only when every day then has an outfit.
 */
async function tripGaps(owner: Owner, packed: PackerItem, today: string): Promise<BuyCheckGap[]> {
  const db = await getDb();
  const trips = await db.trip.findMany({
    where: { ...ownerWhere(owner), endDate: { gte: new Date(`${today}T00:00:00Z`) }, NOT: { gaps: { isEmpty: true } } },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    take: BUY_CHECK_LIMITS.tripsChecked,
    select: { id: true, name: true, days: true, gaps: true, place: true, latitude: true, longitude: true },
  });
  if (trips.length === 0) return [];
  const [closet, { hemisphere }] = await Promise.all([packerCloset(owner), getSettings(owner)]);
  return trips.flatMap((trip) => {
    const days = storedDays(trip);
    const home = hemisphereAt(placeOf(trip), hemisphere);
    const options = {
      days: days.map((day) => (day.weather ? conditionsOf(day.weather) : { season: seasonOf(day.date, home) })),
      assigned: days.map((day) => day.occasion),
    };
    const dates = days.map((day) => day.date);
    const now = new Set(packTrip(closet, dates, [], options).gaps);
    const withIt = new Set(packTrip([...closet, packed], dates, [], options).gaps);
    const tooFew = tooFewOutfits(dates.length);
    const dressedEveryDay = ![...withIt].some((gap) => tooFew.has(gap));
    return trip.gaps.flatMap((gap) => {
      const piece = tooFew.has(gap) ? TRIP_PIECES.tooFewOutfits : TRIP_PIECES.byGap.get(gap);
      const filled = now.has(gap) && !withIt.has(gap) && (!tooFew.has(gap) || dressedEveryDay);
      return piece && filled ? [{ kind: "trip" as const, name: trip.name, piece, id: trip.id }] : [];
    });
  });
}

/** Every "too few outfits" sentence a trip of `days` days can show. */
const tooFewOutfits = (days: number) =>
  new Set(Array.from({ length: days }, (_, dressed) => TRIP_MESSAGES.gaps.tooFewOutfits(dressed, days)));

/** The trip gaps' sentences (lib/messages/trips.ts) and the piece each lacks; a sentence not listed is never claimed. */
const TRIP_PIECES = (() => {
  const { gaps } = TRIP_MESSAGES;
  const words = BUY_CHECK_MESSAGES.tripGapPiece;
  const byGap = new Map<string, string>([
    [gaps.wedding, words.wedding],
    [gaps.office, words.office],
    [gaps.hike, words.hike],
    [gaps.gym, words.gym],
    [gaps.beach, words.beach],
    [gaps.weddingShoes, words.weddingShoes],
    ...(Object.keys(gaps.weather) as (keyof typeof gaps.weather)[]).map(
      (key) => [gaps.weather[key], words[key]] as [string, string],
    ),
    ...["everyday", ...TRIP_ACTIVITIES].map(
      (occasion) => [gaps.nothingSuits(occasion), words.nothingSuits(occasion)] as [string, string],
    ),
    ...SEASONS.map((season) => [gaps.nothingForSeason(season), words.nothingForSeason(season)] as [string, string]),
  ]);
  return { byGap, tooFewOutfits: words.tooFewOutfits };
})();
