/**
 * A deterministic tagged closet with no photos, for the outfit solver's bench (scripts/bench/ai.ts)
 * and its unit tests (tests/unit/ai-solver-bounds.test.ts): both must see the same kind of closet,
 * so the bound the tests assert is the one the bench times. Plain data, no imports: a bench loads
 * it without the app or the test runner.
 */
/** Colours, seasons, styles, materials and patterns from the analysis vocabulary. */
export const SYNTHETIC_TAGS = [
  "navy",
  "black",
  "white",
  "grey",
  "beige",
  "camel",
  "red",
  "olive",
  "pink",
  "mustard",
  "cream",
  "blue",
  "summer",
  "winter",
  "spring",
  "fall",
  "all-season",
  "minimalist",
  "streetwear",
  "old-money",
  "boho",
  "edgy",
  "sporty",
  "preppy",
  "romantic",
  "classic",
  "chill",
  "wool",
  "denim",
  "cotton",
  "leather",
  "linen",
  "casual",
  "smart casual",
  "formal",
  "graphic",
  "floral",
  "solid",
];
/** A quarter tops and a quarter bottoms, as closets tend to be. */
const KINDS = [
  "tops",
  "tops",
  "tops",
  "bottoms",
  "bottoms",
  "bottoms",
  "shoes",
  "outerwear",
  "accessories",
  "dresses",
  "suits",
  "other",
];

export type SyntheticItem = { id: number; category: string; styleTags: string[] };

/** `size` pieces with ids 1..size, mixed categories, 1–5 tags each; the same `seed` gives the same closet. */
export function syntheticCloset(size: number, seed = 7): SyntheticItem[] {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    category: pick(KINDS),
    styleTags: [...new Set(Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(SYNTHETIC_TAGS)))],
  }));
}
