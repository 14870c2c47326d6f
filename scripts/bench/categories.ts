/**
 * `npm run bench -- categories` (issue #25): the local category detection (lib/ai/local/category.ts)
 * against labelled silhouettes, in-process (no build, no server):
 * - the fixture set: 48 generated silhouettes of 26 kinds of piece, 8 per category (./silhouettes.ts,
 *   seed 25; the floor in tests/unit/ai-category.test.ts is measured on the same set);
 * - the same generator with other seeds (5 × 120), to see how much the rules fit the one set;
 * - independent drawings: the 12 garments another bench drew for the near-duplicate check
 *   (./near-duplicates.ts: tops, bottoms, dresses, outerwear), in 3 colours, each re-shot 3 times
 *   (scale, shift, turn, light, blur, crop, JPEG), none of which the rules were written against.
 * Printed: accuracy overall and per category, the confusion matrix, and the time per detection.
 */
import { DETECTED_CATEGORIES, type DetectedCategory } from "@/lib/vision/category";
import { categoryOfPhoto } from "@/lib/vision/garment";
import { COLOURS, photograph, random, reshoot } from "./near-duplicates";
import type { Figures } from "./server-only-child";
import { silhouetteFixtures } from "./silhouettes";

type Labelled = { category: DetectedCategory; bytes: Buffer };

/** What each of the near-duplicate bench's garments is. */
const INDEPENDENT_LABELS: Record<string, DetectedCategory> = {
  tshirt: "tops",
  longSleeve: "tops",
  tank: "tops",
  trousers: "bottoms",
  shorts: "bottoms",
  aLineSkirt: "bottoms",
  pencilSkirt: "bottoms",
  flareDress: "dresses",
  shiftDress: "dresses",
  jacket: "outerwear",
  coat: "outerwear",
  hoodie: "outerwear",
};

type Outcome = { expected: DetectedCategory; got: DetectedCategory | "none"; ms: number };

async function detectAll(set: readonly Labelled[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const { category, bytes } of set) {
    const started = performance.now();
    const got = (await categoryOfPhoto(bytes)) ?? "none";
    outcomes.push({ expected: category, got, ms: performance.now() - started });
  }
  return outcomes;
}

const percent = (part: number, whole: number) => `${part}/${whole} (${((100 * part) / whole).toFixed(1)}%)`;
const correct = (outcomes: readonly Outcome[]) => outcomes.filter((o) => o.got === o.expected).length;

function perCategory(outcomes: readonly Outcome[]): string {
  return DETECTED_CATEGORIES.flatMap((category) => {
    const of = outcomes.filter((o) => o.expected === category);
    return of.length ? [`${category} ${percent(correct(of), of.length)}`] : [];
  }).join(", ");
}

/** Rows: the label; columns: what was detected. */
function confusion(outcomes: readonly Outcome[]): string {
  const columns = [...DETECTED_CATEGORIES, "none"] as const;
  const width = 12;
  const header = ["label \\ detected".padEnd(18), ...columns.map((c) => c.padStart(width))].join("");
  const rows = DETECTED_CATEGORIES.filter((category) => outcomes.some((o) => o.expected === category)).map((category) =>
    [
      category.padEnd(18),
      ...columns.map((column) =>
        String(outcomes.filter((o) => o.expected === category && o.got === column).length).padStart(width),
      ),
    ].join(""),
  );
  return `\n${[header, ...rows].map((line) => `    ${line}`).join("\n")}`;
}

export async function benchCategories(): Promise<Figures> {
  const fixtures = await silhouetteFixtures();
  const fixtureOutcomes = await detectAll(fixtures.map((f) => ({ category: f.category, bytes: f.png })));

  const otherSeeds: Outcome[] = [];
  for (const seed of [1, 2, 3, 4, 5]) {
    const set = await silhouetteFixtures(seed, 20);
    otherSeeds.push(...(await detectAll(set.map((f) => ({ category: f.category, bytes: f.png })))));
  }

  const next = random(2025);
  const independent: Labelled[] = [];
  for (const [garment, category] of Object.entries(INDEPENDENT_LABELS))
    for (const colour of COLOURS)
      for (let shot = 0; shot < 3; shot++)
        independent.push({ category, bytes: await photograph(garment, colour, reshoot(next)) });
  const independentOutcomes = await detectAll(independent);

  const times = [...fixtureOutcomes, ...independentOutcomes].map((o) => o.ms).sort((a, b) => a - b);
  return {
    "fixture set (48 silhouettes, 26 kinds, seed 25)": percent(correct(fixtureOutcomes), fixtureOutcomes.length),
    "fixture set per category": perCategory(fixtureOutcomes),
    "fixture set confusion matrix": confusion(fixtureOutcomes),
    "same generator, seeds 1-5 (600)": percent(correct(otherSeeds), otherSeeds.length),
    "independent drawings (near-duplicates bench: 12 garments x 3 colours x 3 re-shots)": percent(
      correct(independentOutcomes),
      independentOutcomes.length,
    ),
    "independent drawings per category": perCategory(independentOutcomes),
    "independent drawings confusion matrix": confusion(independentOutcomes),
    "detection time per photo (median)": `${times[times.length >> 1]!.toFixed(1)} ms`,
  };
}
