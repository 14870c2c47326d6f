/**
 * Today's looks from a closet, a day and the wear log, with no database: the pure part of Today
 * (issue #39), shared by GET /api/today (./plan.ts), the property test and the bench.
 */
import { clashesWithTheme } from "@/lib/ai/vocabulary";
import { slotsDiffering, withFreshExtras } from "@/lib/style/dress";
import { weatherFit } from "@/lib/style/fit";
import type { StylePiece } from "@/lib/style/pieces";
import { colourReason, type Reason, restReason, weatherReasons } from "@/lib/style/reasons";
import { type DayContext, type Pools, poolsFor } from "@/lib/style/rules";
import { type Candidate, inTheme, rolesOf, type WearDays } from "./roles";
import { LOOK_ROLES, type LookRole } from "./schemas";

/** Today's looks differ from each other in at least this many slots (base, shoes, layer). */
export const LOOKS_DIFFER_IN_SLOTS = 2;
/** Reasons shown per look, the role's own first. */
const REASONS_PER_LOOK = 4;

export type PlannedLook = { role: LookRole; items: StylePiece[]; reasons: Reason[]; worn: boolean };

/**
 * The day's looks: the rules' pools (every rule on every slot), each role's candidates, the picks
 * (varied, seeded, swapped) and each look's reasons. `candidates` lets the caller keep the solving
 * for the process (it depends only on the closet, the wear log and the day's season and weather).
 */
export function dressDay(input: {
  pieces: readonly StylePiece[];
  context: DayContext;
  wear: WearDays;
  seed: Uint8Array;
  swaps: readonly number[];
  candidates?: (solve: () => Record<LookRole, Candidate[]>) => Record<LookRole, Candidate[]>;
}): { looks: PlannedLook[]; pools: Pools; note?: TodayNote } {
  const { pieces, context, wear, seed, swaps } = input;
  const pools = poolsFor(pieces, context);
  const closet = new Map(pieces.map((piece) => [piece.id, piece]));
  const solve = () => rolesOf(pieces, pools, context, wear);
  const byRole = input.candidates ? input.candidates(solve) : solve();
  const looks = pickLooks(byRole, seed, swaps, pools, context).map((look) => ({
    role: look.role,
    items: look.items,
    reasons: reasonsFor(look, pools, context, wear, closet),
    worn: look.items.every((item) => wear.wornOnDay.has(item.id)),
  }));
  return { looks, pools, ...noteOf(looks, byRole) };
}

/** Why a day has fewer than three looks: the closet's variety, or nothing to rediscover. */
export type TodayNote = { kind: "variety" | "count"; looks: number } | { kind: "nothing-rested" };

/**
 * The note is the true cause: a role left out with candidates of its own lost them to variety (two
 * slots different); one with none had nothing to stand on (only the rediscover role can have none).
 */
function noteOf(looks: readonly PlannedLook[], byRole: Record<LookRole, Candidate[]>): { note?: TodayNote } {
  if (looks.length === LOOK_ROLES.length) return {};
  const missing = LOOK_ROLES.filter((role) => !looks.some((look) => look.role === role));
  if (missing.some((role) => byRole[role].length > 0)) return { note: { kind: "variety", looks: looks.length } };
  if (missing.length === 1 && missing[0] === "rediscover") return { note: { kind: "nothing-rested" } };
  return { note: { kind: "count", looks: looks.length } };
}

type PickedLook = { role: LookRole; items: StylePiece[]; roleReason?: Reason };

/**
 * One look per role, each differing from the others in LOOKS_DIFFER_IN_SLOTS slots (its shoes and
 * layer swapped for unused ones where the pools allow); a role with no such look is left out, so a
 * small closet gets the looks it really has, never one look under three labels. A role takes a look
 * that leaves the most later roles dressed, counted together. Between the best two the seed decides;
 * each swap moves one further down the role's list.
 */
function pickLooks(
  byRole: Record<LookRole, Candidate[]>,
  seed: Uint8Array,
  swaps: readonly number[],
  pools: Pools,
  context: DayContext,
): PickedLook[] {
  const fit = weatherFit(context.weather) ?? (() => 0);
  const options = (role: LookRole, picked: readonly PickedLook[]) => {
    const used = new Set(picked.flatMap((look) => look.items.map((item) => item.id)));
    return (
      byRole[role]
        .map((candidate) => {
          // A stretch look's new shoes or layer must not clash with its theme either.
          const theme = candidate.roleReason?.code === "theme" ? candidate.roleReason.theme : undefined;
          const allowed = (piece: StylePiece) => !theme || !clashesWithTheme(theme, piece.tags);
          return { ...candidate, role, items: withFreshExtras(candidate.items, pools, used, fit, allowed) };
        })
        .filter((candidate) =>
          picked.every((look) => slotsDiffering(look.items, candidate.items) >= LOOKS_DIFFER_IN_SLOTS),
        )
        // A role's reason must still hold after the swap of extras (the rested piece may have been the shoes).
        .filter((candidate) => !candidate.roleReason || holdsPiece(candidate.roleReason, candidate.items, picked))
    );
  };
  // How many of the roles can still be dressed together, each differing from the looks before it:
  // counted jointly, as two later roles may each have a look and yet no pair of them differs enough.
  const mostDressed = (picked: readonly PickedLook[], roles: readonly LookRole[]): number => {
    const [next, ...rest] = roles;
    if (!next) return 0;
    let most = mostDressed(picked, rest);
    for (const candidate of options(next, picked)) {
      if (most === roles.length) break;
      most = Math.max(most, 1 + mostDressed([...picked, candidate], rest));
    }
    return most;
  };
  const picked: PickedLook[] = [];
  LOOK_ROLES.forEach((role, index) => {
    const all = options(role, picked);
    if (all.length === 0) return;
    const later = LOOK_ROLES.slice(index + 1);
    const room = all.map((candidate) => mostDressed([...picked, candidate], later));
    const pool = all.filter((_, at) => room[at] === Math.max(...room));
    const jitter = pool.length > 1 ? seed[index]! % 2 : 0;
    const pick = pool[(jitter + (swaps[index] ?? 0)) % pool.length]!;
    picked.push({ role, items: pick.items, ...(pick.roleReason ? { roleReason: pick.roleReason } : {}) });
  });
  return picked;
}

/** The look's clothes: its top and bottom, or its dress or suit. */
const isClothes = (piece: StylePiece) => ["top", "bottom", "one-piece"].includes(piece.slot);

/** Whether the look still bears out its role's reason (after its shoes or layer were swapped). */
function holdsPiece(reason: Reason, items: readonly StylePiece[], others: readonly PickedLook[]): boolean {
  if (reason.code === "theme") return items.some((item) => inTheme(item, reason.theme));
  if (reason.code === "mix")
    return !others.some((look) => look.items.some((piece) => isClothes(piece) && items.includes(piece)));
  return !("pieceId" in reason) || items.some((item) => item.id === reason.pieceId);
}

function reasonsFor(
  look: { items: StylePiece[]; roleReason?: Reason },
  pools: Pools,
  context: DayContext,
  wear: WearDays,
  closet: ReadonlyMap<number, StylePiece>,
): Reason[] {
  const facts = { items: look.items, context, decisions: pools.decisions, daysSince: wear.daysSince };
  return [
    ...(look.roleReason ? [look.roleReason] : []),
    ...weatherReasons(facts),
    ...restReason(facts, closet),
    ...colourReason(look.items),
  ].slice(0, REASONS_PER_LOOK);
}
