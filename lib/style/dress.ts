import { solveOutfits } from "@/lib/ai/local/outfits";
import { relevanceToRequest, selectRelevant } from "@/lib/ai/relevance";
import type { OutfitRequest } from "@/lib/ai/types";
import { weatherFit } from "./fit";
import type { StylePiece } from "./pieces";
import { baseCanBeMade, type DayContext, groupOf, type Pools } from "./rules";

/** Pieces handed to the solver per call, chosen by relevance: a 2,000-piece closet stays fast. */
const SOLVER_POOL = 160;
/**
 * Bases the solver completes per call: a day needs a handful of good looks per role, not the 60 the
 * outfit screen's eight ideas are chosen from (`npm run bench -- stylist` times it on 500 pieces).
 */
const SOLVER_BASES = 16;

/**
 * The outfits a day can wear, best first: the local solver (SPEC §5's rules, colour harmony, theme)
 * over the pools the rules allow (./rules.ts), with the layer worn or left home as the day decides
 * and the weather's fit added to its score. `favour` narrows each base slot holding a favoured piece
 * to those pieces (while an outfit can still be made), so every outfit wears one of them.
 */
export function outfitsFrom(
  pools: Pools,
  context: DayContext,
  request: OutfitRequest = {},
  favour?: ReadonlySet<number>,
): StylePiece[][] {
  let pieces = [...pools.bySlot.values()].flat();
  if (favour && favour.size > 0) pieces = narrowedTo(pieces, favour);
  const relevance = relevanceToRequest(request);
  const chosen = selectRelevant(
    pieces,
    (piece) => relevance({ styleTags: piece.tags }) + (favour?.has(piece.id) ? 1 : 0),
    SOLVER_POOL,
  );
  const byId = new Map(chosen.map((piece) => [piece.id, piece]));
  // A theme may leave out every coat or pair of shoes that clashes with it; the day still needs them.
  const needs = (slot: "outerwear" | "shoes") =>
    slot === "outerwear" ? pools.layer === "required" : (pools.bySlot.get("shoes")?.length ?? 0) > 0;
  return solveOutfits(chosen, request, { layer: pools.layer, fit: weatherFit(context.weather), bases: SOLVER_BASES })
    .map((outfit) => outfit.items.map((id) => byId.get(id)!))
    .filter((items) =>
      (["outerwear", "shoes"] as const).every((slot) => !needs(slot) || items.some((piece) => piece.slot === slot)),
    );
}

function narrowedTo(pieces: readonly StylePiece[], favour: ReadonlySet<number>): StylePiece[] {
  const slots = new Set(
    pieces.filter((piece) => favour.has(piece.id) && groupOf(piece.slot) === "base").map((piece) => piece.slot),
  );
  if (slots.size === 0) return [...pieces];
  const narrowed = pieces.filter((piece) => !slots.has(piece.slot) || favour.has(piece.id));
  return baseCanBeMade(narrowed) ? narrowed : [...pieces];
}

/** The slots two outfits are compared on: the base, the shoes and the layer. */
const COMPARED = ["top", "bottom", "one-piece", "shoes", "outerwear"] as const;

/** In how many slots two outfits differ (a slot one has and the other has not counts). */
export function slotsDiffering(a: readonly StylePiece[], b: readonly StylePiece[]): number {
  let differing = 0;
  for (const slot of COMPARED) {
    const x = a.find((piece) => piece.slot === slot)?.id;
    const y = b.find((piece) => piece.slot === slot)?.id;
    if (x !== y) differing++;
  }
  return differing;
}

/**
 * The outfit with its shoes and layer swapped, where the pools allow, for ones not in `worn`
 * (outfits already chosen), so two looks of a day need not share their boots and their coat.
 */
export function withFreshExtras(
  outfit: readonly StylePiece[],
  pools: Pools,
  used: ReadonlySet<number>,
  rank: (items: readonly StylePiece[]) => number,
  allowed: (piece: StylePiece) => boolean = () => true,
): StylePiece[] {
  let result = [...outfit];
  for (const slot of ["shoes", "outerwear"] as const) {
    const current = result.find((piece) => piece.slot === slot);
    if (!current || !used.has(current.id)) continue;
    const options = (pools.bySlot.get(slot) ?? []).filter((piece) => !used.has(piece.id) && allowed(piece));
    const best = options
      .map((piece) => ({ piece, score: rank(result.map((p) => (p === current ? piece : p))) }))
      .sort((a, b) => b.score - a.score || a.piece.id - b.piece.id)[0];
    if (best) result = result.map((piece) => (piece === current ? best.piece : piece));
  }
  return result;
}
