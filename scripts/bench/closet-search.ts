/**
 * `npm run bench -- closet` (issue #24), measured in-process (no server, no build): one owner's
 * closet of 2,000 items with varied names, brands, notes, tags, colours, seasons, prices and statuses
 * on a fresh embedded database (PGlite in a temporary DATA_DIR), then the server time of
 * `listClosetItems` (the query and the mapping GET /api/closet does) for 200 varied searches:
 * substrings of names, brands, notes, tags and colours, with status, colour, season and sort
 * combinations, a first page of 20 and, for some, the next page. Goal: p95 ≤ 20 ms.
 *
 * Other closet measurements join the same seeded closet through CLOSET_EXTRAS (below): each gets
 * the owner and the item ids and answers its own figures; a missed target throws ExtraOverBudget.
 */
import type { Owner } from "@/lib/auth/owner";
import type { ListOptions } from "@/lib/closet";
import { measureClosetBulk } from "./closet-bulk";
import { benchGuest } from "./guest-session";
import { FAILED_KEY, type Figures, measureOnFreshDatabase, runAsMeasureChild, seededRandom } from "./server-only-child";

export const CLOSET_BENCH_ITEMS = 2000;
const SEARCHES = 200;
const TARGET_P95_MS = 20;
const P95_FIGURE = `listClosetItems, ${SEARCHES} varied searches over ${CLOSET_BENCH_ITEMS} items: p50 / p95 ms (target p95 ≤ ${TARGET_P95_MS})`;

/** What an extra measurement gets: the seeded owner (a guest) and their items' ids, oldest first. */
export type ClosetBenchContext = { owner: Owner; ids: number[] };
/** An extra measurement on the seeded closet; it runs in the child process, after the searches. */
export type ClosetBenchExtra = (context: ClosetBenchContext) => Promise<Figures>;
/** An extra measurement that missed its target: its figures are printed and the section fails. */
export class ExtraOverBudget extends Error {
  constructor(
    message: string,
    readonly figures: Figures,
  ) {
    super(message);
  }
}

/**
 * The hook for other closet measurements (e.g. scripts/bench/closet-bulk.ts's `benchBulk`, the bulk
 * update of 500 items): add them here. They run in order on the same closet, which they may change.
 */
const CLOSET_EXTRAS: ClosetBenchExtra[] = [({ owner, ids }) => measureClosetBulk(owner, ids)];

export function benchClosetSearch(): Promise<Figures> {
  return measureOnFreshDatabase(import.meta.url, "closet");
}

// A fixed seed: every run measures the same closet and the same searches.
const { random, pick } = seededRandom(24);
const some = <T>(values: readonly T[], max: number): T[] => [
  ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(values))),
];

const ADJECTIVES = ["linen", "oversized", "cropped", "striped", "vintage", "slim", "wool", "silk", "denim", "pleated"];
const NOUNS = ["shirt", "blazer", "trousers", "dress", "sneakers", "cardigan", "skirt", "coat", "loafers", "tee"];
const BRANDS = ["COS", "Uniqlo", "Arket", "Zara", "Levi's", "Patagonia", "Everlane", "Sézane", "Muji", "Acne"];
const MATERIALS = ["cotton", "linen", "merino wool", "silk", "denim", "leather", "cashmere", "polyester"];
const NOTES = [
  "bought in Lisbon",
  "gift from mum",
  "needs a tailor",
  "wear with the navy blazer",
  "runs small, size up",
  "100% organic cotton",
  "dry clean only",
];
const TAGS = ["casual", "old-money", "streetwear", "minimalist", "boho", "preppy", "edgy", "romantic", "office"];
const CATEGORIES = ["tops", "bottoms", "outerwear", "shoes", "accessories", "dresses", "suits", "other"];
const SEASONS = ["all-season", "spring", "summer", "fall", "winter"] as const;
const STATUSES = ["active", "active", "active", "active", "active", "active", "active", "laundry", "archived"];
const SORTS = ["newest", "oldest", "name", "price"] as const;
const STATUS_FILTERS = ["active", "active", "all", "laundry", "archived"] as const;

async function measure(): Promise<Figures> {
  const { closeDb, getDb } = await import("@/lib/db");
  const { listClosetItems } = await import("@/lib/closet");
  const { decodeCursor } = await import("@/lib/closet/cursor");
  const { COLOUR_TAGS } = await import("@/lib/ai/vocabulary");
  const base = "http://127.0.0.1:3963";

  const { owner } = await benchGuest(base, "bench-closet");

  const db = await getDb();
  const started = Date.now() - CLOSET_BENCH_ITEMS * 60_000;
  const rows = Array.from({ length: CLOSET_BENCH_ITEMS }, (_, i) => ({
    guestId: owner.guestId,
    imageUrl: `/uploads/closet/bench${i}.webp`,
    imageKey: `closet/bench${i}.webp`,
    thumbnailUrl: `/uploads/closet/thumbs/bench${i}.webp`,
    thumbnailKey: `closet/thumbs/bench${i}.webp`,
    category: pick(CATEGORIES),
    name: random() < 0.85 ? `${pick(ADJECTIVES)} ${pick(NOUNS)} ${i}` : null,
    brand: random() < 0.7 ? pick(BRANDS) : null,
    material: random() < 0.6 ? pick(MATERIALS) : null,
    notes: random() < 0.3 ? pick(NOTES) : null,
    styleTags: some(TAGS, 4),
    colors: some(COLOUR_TAGS, 3),
    seasons: some(SEASONS, 2),
    price: random() < 0.75 ? (Math.floor(random() * 40_000) / 100).toFixed(2) : null,
    status: pick(STATUSES),
    createdAt: new Date(started + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.clothingItem.createMany({ data: rows.slice(i, i + 500) });
  await db.$executeRaw`ANALYZE clothing_items`;
  const ids = (await db.clothingItem.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);

  // Substrings people type: word starts and middles, brands, notes, tags, colours, and misses.
  const words = [...ADJECTIVES, ...NOUNS, ...BRANDS, ...MATERIALS, ...TAGS, ...COLOUR_TAGS, "lisbon", "tailor", "100%"];
  const needle = () => {
    const word = pick(words).toLowerCase();
    if (random() < 0.1) return `${word}zq`; // finds nothing
    const start = Math.floor(random() * Math.max(1, word.length - 3));
    return word.slice(start, start + 3 + Math.floor(random() * (word.length - start)));
  };
  const searches: ListOptions[] = Array.from({ length: SEARCHES }, () => ({
    q: random() < 0.9 ? needle() : undefined,
    status: pick(STATUS_FILTERS),
    color: random() < 0.25 ? pick(COLOUR_TAGS) : undefined,
    season: random() < 0.15 ? pick(SEASONS) : undefined,
    sort: pick(SORTS),
    limit: 20,
  }));

  const time = async (options: ListOptions) => {
    const began = performance.now();
    const page = await listClosetItems(owner, options);
    return { ms: performance.now() - began, page };
  };
  for (const search of searches.slice(0, 20)) await time(search); // warm-up: plans, connection
  const latencies: number[] = [];
  let found = 0;
  for (const [i, search] of searches.entries()) {
    const first = await time(search);
    latencies.push(first.ms);
    found += first.page.items.length;
    // Every fourth search also loads the next page, as "load more" does.
    if (i % 4 === 0 && first.page.nextCursor) {
      latencies.push((await time({ ...search, cursor: decodeCursor(first.page.nextCursor)! })).ms);
    }
  }
  // For reference on this machine: a round trip to the embedded database that does no work.
  const floor: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const began = performance.now();
    await db.$queryRaw`SELECT 1`;
    floor.push(performance.now() - began);
  }
  const p50 = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);
  const figures: Figures = {
    [P95_FIGURE]: `${p50.toFixed(1)} / ${p95.toFixed(1)}`,
    [`calls measured (first pages, and next pages of every fourth), items found per first page on average`]: `${latencies.length}, ${(found / SEARCHES).toFixed(1)}`,
  };
  figures["for reference, SELECT 1 through the same connection: p50 / p95 ms"] =
    `${percentile(floor, 0.5).toFixed(1)} / ${percentile(floor, 0.95).toFixed(1)}`;
  const failures: string[] = [];
  if (p95 > TARGET_P95_MS) failures.push(`search p95 ${p95.toFixed(1)} ms > ${TARGET_P95_MS} ms`);
  for (const extra of CLOSET_EXTRAS) {
    try {
      Object.assign(figures, await extra({ owner, ids }));
    } catch (error) {
      if (!(error instanceof ExtraOverBudget)) throw error;
      Object.assign(figures, error.figures);
      failures.push(error.message);
    }
  }
  await closeDb();
  return failures.length > 0 ? { ...figures, [FAILED_KEY]: failures.join("; ") } : figures;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

runAsMeasureChild(import.meta.url, measure);
