import { readFactOverrides } from "./fact-overrides";
import { FACT_NAMES, type FactName, factsOf, type GarmentInput, type ItemFacts } from "./facts";

/** A stored item as the engine reads it: its text fields and the overrides' JSON as stored. */
export type StoredGarment = Omit<GarmentInput, keyof import("./facts").FactOverrides> & { factOverrides: unknown };

/** The facts of a stored item, with its overrides read back from their column. */
export function garmentFactsOf(item: StoredGarment) {
  return factsOf({ ...item, ...(readFactOverrides(item.factOverrides) ?? {}) });
}

/** GET /api/closet's `facts`: the values the engine uses, and which ones the owner set. */
export function itemFactsOf(item: StoredGarment): ItemFacts {
  const overrides = readFactOverrides(item.factOverrides) ?? {};
  const facts = factsOf({ ...item, ...overrides });
  return {
    kind: facts.kind,
    warmth: facts.warmth,
    rainReady: facts.rainReady,
    formality: facts.formality,
    activities: facts.activities,
    set: FACT_NAMES.filter((name: FactName) => overrides[name] !== undefined),
  };
}
