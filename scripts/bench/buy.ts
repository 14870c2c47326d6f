/**
 * `npm run bench -- buy` (issue #44), in-process (no server, no build): the "before you buy" check's
 * judgement (lib/buy/judgement.ts) on a 500-piece generated closet (./style-cases.ts's pieces: any
 * names, tags, seasons, statuses), for a candidate of every category. Each timed check builds the
 * pieces' facts (as the route will on every check), counts the outfits the candidate unlocks with
 * its examples, projects its cost per wear and gives the verdict. Prints min / median / max.
 * The issue's goal, ≤ 300 ms, is for the whole server part of a check (reading the product's image,
 * the near-duplicate search and the database reads as well): the first part is the judgement's share
 * of it; the second (./buy-server.ts's `measureServer`) times POST /api/buy-checks itself, photo to
 * stored row, on a fresh embedded database holding a 500-piece closet with a wear log, saved looks
 * with their missing pieces and coming trips with gaps.
 */
import { measureServer } from "./buy-server";
import { OverBudget } from "./over-budget";
import {
  FAILED_KEY,
  type Figures,
  measureInChild,
  measureOnFreshDatabase,
  runAsMeasureChild,
  seededRandom,
} from "./server-only-child";

const PIECES = 500;
const RUNS_PER_CANDIDATE = 10;
const CHECK_TARGET_MS = 300;
const TODAY = "2027-06-30";
/** Which part the measuring child runs: the judgement alone, or the route on a database. */
const PART = "BENCH_BUY_PART";

export async function benchBuy(): Promise<Figures> {
  const { [FAILED_KEY]: failed, ...figures } = await measureInChild(import.meta.url, { [PART]: "judgement" });
  if (failed) throw new OverBudget(String(failed), figures);
  // Throws OverBudget itself when the route misses the goal.
  const server = await measureOnFreshDatabase(import.meta.url, "buy", { [PART]: "server" });
  return { ...figures, ...server };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function measure(): Promise<Figures> {
  const fc = (await import("fast-check")).default;
  const { sourceArb } = await import("./style-cases");
  const { CATEGORIES } = await import("@/lib/constants");
  const { stylePieceOf } = await import("@/lib/style/pieces");
  const { projectedCostPerWear, unlockedOutfits, verdictOf } = await import("@/lib/buy/judgement");

  // A fixed seed: every run measures the same closet, wear log and candidates.
  const closet = fc.sample(fc.tuple(...Array.from({ length: PIECES }, (_, i) => sourceArb(i + 1))), {
    numRuns: 1,
    seed: 500,
  })[0]!;
  const { random } = seededRandom(44);
  const wearsLastYear = new Map<number, number>();
  const allTimeWears = new Map<number, number>();
  const addedAt = new Map<number, string>();
  const prices = new Map<number, { amount: number; currency: string }>();
  for (const { id } of closet) {
    const lastYear = Math.floor(random() * 60);
    wearsLastYear.set(id, lastYear);
    allTimeWears.set(id, lastYear + Math.floor(random() * 100));
    const daysOwned = Math.floor(random() * 1000);
    addedAt.set(id, new Date(Date.parse(`${TODAY}T00:00:00Z`) - daysOwned * 86_400_000).toISOString().slice(0, 10));
    if (random() < 0.7) prices.set(id, { amount: Math.round(random() * 20_000) / 100, currency: "EUR" });
  }
  // One candidate of each category, the first the generator draws.
  const drawn = fc.sample(sourceArb(0), { numRuns: 500, seed: 44 });
  const candidates = CATEGORIES.map((category) => drawn.find((source) => source.category === category)!);

  const timings: number[] = [];
  const factTimings: number[] = [];
  const outfits: string[] = [];
  const verdicts: string[] = [];
  for (const source of candidates) {
    for (let run = 0; run < RUNS_PER_CANDIDATE; run++) {
      const started = performance.now();
      const pieces = closet.map(stylePieceOf);
      const candidate = stylePieceOf({ ...source, status: "active", cleanout: null });
      factTimings.push(performance.now() - started);
      const unlocks = unlockedOutfits(candidate, pieces, { wears: allTimeWears });
      const cost = projectedCostPerWear({
        price: 59.9,
        currency: "EUR",
        candidate,
        closet: pieces,
        wearsLastYear,
        allTimeWears,
        addedAt,
        prices,
        today: TODAY,
      });
      // Stand-ins for the near-duplicate search: two pieces of its category.
      const similar = pieces.filter((piece) => piece.category === candidate.category).slice(0, 2);
      const { verdict } = verdictOf({ similar, unlocks, gapsFilled: [], cost });
      timings.push(performance.now() - started);
      if (run === 0) {
        const alone = verdictOf({ similar: [], unlocks, gapsFilled: [], cost }).verdict;
        outfits.push(`${source.category} ${unlocks.count}`);
        verdicts.push(`${source.category} ${verdict} / ${alone}`);
      }
    }
  }

  const slowest = Math.max(...timings);
  return {
    closet: `${PIECES} generated pieces (${closet.filter((s) => s.status === "active").length} active)`,
    "outfits unlocked per candidate": outfits.join(", "),
    "verdicts at €59.90 (with two look-alikes / with none)": verdicts.join(", "),
    [`judgement per check (facts, outfits, cost, verdict), ${timings.length} checks, min / median / max`]: `${ms(Math.min(...timings))} / ${ms(median(timings))} / ${ms(slowest)}`,
    "of which the 501 pieces' facts, min / median / max": `${ms(Math.min(...factTimings))} / ${ms(median(factTimings))} / ${ms(Math.max(...factTimings))}`,
    goal: `≤ ${CHECK_TARGET_MS} ms for the check's whole server part; this is the judgement's share (no image reading, near-duplicate search or database)`,
    ...(slowest > CHECK_TARGET_MS ? { [FAILED_KEY]: `slowest check ${ms(slowest)} > ${CHECK_TARGET_MS} ms` } : {}),
  };
}

runAsMeasureChild(import.meta.url, () => (process.env[PART] === "server" ? measureServer(CHECK_TARGET_MS) : measure()));
