import { solveOutfits } from "@/lib/ai/local/outfits";
import type { ItemProfile } from "@/lib/ai/local/profile";
import { createOutfitRules } from "@/lib/ai/outfit-rules";
import { relevanceToRequest, selectRelevant } from "@/lib/ai/relevance";
import type { OutfitRequest } from "@/lib/ai/types";
import type { StyleTheme } from "@/lib/constants";
import { type Candidate, candidatesOf, restedCloset, restedScore, stableSort } from "./rank";
import type { LookRole } from "./schemas";
import type { Weather } from "./weather";

/** Pieces handed to the solver per look, as the local provider bounds its input (LOCAL_CLOSET_ITEMS.outfits). */
const SOLVER_POOL = 160;

/** How long ago each piece was last worn (days), the pieces worn lately and the ones rested long. */
export type WearDays = { daysSince: Map<number, number>; recent: number[]; rested: number[] };
export type Records = { id: number; category: string; styleTags: string[] }[];

/**
 * The solver on the SOLVER_POOL pieces most relevant to the request (as the local provider bounds
 * its input), pieces worn lately last and `favour`ed ones first: a 2,000-piece closet stays fast.
 */
function createSolver(records: Records, profiles: readonly ItemProfile[], recent: ReadonlySet<number>) {
  const profileById = new Map(profiles.map((p) => [p.id, p]));
  return (pool: readonly ItemProfile[], request: OutfitRequest, favour?: ReadonlySet<number>) => {
    const relevance = relevanceToRequest(request);
    const ids = new Set(pool.map((item) => item.id));
    const eligible = createOutfitRules(
      records.filter((record) => ids.has(record.id)),
      request,
    ).eligible;
    const chosen = selectRelevant(
      eligible,
      (item) => relevance(item) - (recent.has(item.id) ? 1 : 0) + (favour?.has(item.id) ? 1 : 0),
      SOLVER_POOL,
    );
    return solveOutfits(
      chosen.map((record) => profileById.get(record.id)!),
      request,
    );
  };
}

export type RolesInput = {
  profiles: ItemProfile[];
  records: Records;
  base: OutfitRequest;
  weather: Weather | null;
  wear: WearDays;
  theme: StyleTheme | undefined;
};

/** Each role's candidates, best first: the solver's outfits fitted to the weather, ranked the role's way. */
export function rolesOf({ profiles, records, base, weather, wear, theme }: RolesInput): Record<LookRole, Candidate[]> {
  const rules = createOutfitRules(records, base);
  const restedSet = new Set(wear.rested);
  const solve = createSolver(records, profiles, new Set(wear.recent));
  const byRole: Record<LookRole, Candidate[]> = {
    safe: candidatesOf(solve(profiles, base), profiles, weather, rules),
    rediscover: candidatesOf(
      solve(
        restedCloset(profiles, restedSet),
        { ...base, worn: { recent: base.worn!.recent, rediscover: wear.rested.sort((a, b) => a - b) } },
        restedSet,
      ),
      profiles,
      weather,
      rules,
    ),
    stretch: theme ? candidatesOf(solve(profiles, { ...base, styleTheme: theme }), profiles, weather, rules) : [],
  };
  // The rediscover look puts the longest-rested pieces first; the others keep the solver's order.
  byRole.rediscover = stableSort(
    byRole.rediscover,
    (a, b) => restedScore(b, wear.daysSince) - restedScore(a, wear.daysSince),
  );
  if (byRole.stretch.length === 0) byRole.stretch = byRole.safe.slice().reverse();
  if (byRole.rediscover.length === 0) byRole.rediscover = byRole.safe.slice(1).concat(byRole.safe.slice(0, 1));
  return byRole;
}
