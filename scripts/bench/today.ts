/**
 * `npm run bench -- today` (issue #29), measured in-process (no server, no build): one owner's
 * closet of 2,000 tagged items and 1,000 wears over a year, on a fresh embedded database (PGlite in a
 * temporary DATA_DIR). Prints the server time of GET /api/today (goal ≤ 100 ms) as p50 / p95 over
 * repeated calls, without weather (no place set), and of POST /api/today/swap for reference.
 */
import { benchGuest } from "./guest-session";
import { FAILED_KEY, type Figures, measureOnFreshDatabase, runAsMeasureChild, seededRandom } from "./server-only-child";

const ITEMS = 2000;
const WEARS = 1000;
const DAYS = 365;
const CALLS = 40;
const TODAY_TARGET_MS = 100;

export function benchToday(): Promise<Figures> {
  return measureOnFreshDatabase(import.meta.url, "today");
}

// A fixed seed: every run measures the same closet and wears.
const { random, pick } = seededRandom(29);
const CATEGORIES = ["tops", "tops", "bottoms", "bottoms", "outerwear", "shoes", "accessories", "dresses", "other"];
const STATUSES = ["active", "active", "active", "active", "active", "active", "laundry", "archived"];
const COLOURS = ["black", "white", "navy", "camel", "beige", "grey", "olive", "cream", "burgundy", "blue"];
const TAGS = ["casual", "classic", "minimalist", "old-money", "streetwear", "wool", "linen", "cotton", "denim", "knit"];
const SEASONS = ["winter", "summer", "spring", "fall", "all-season"];

async function measure(): Promise<Figures> {
  const { closeDb, getDb } = await import("@/lib/db");
  const { GET: getToday } = await import("@/app/api/today/route");
  const { POST: postSwap } = await import("@/app/api/today/swap/route");
  const base = "http://127.0.0.1:3964";

  const { cookie, owner } = await benchGuest(base, "bench-today");

  const db = await getDb();
  const date = new Date().toISOString().slice(0, 10);
  const today = new Date(`${date}T00:00:00Z`).getTime();
  const started = today - DAYS * 86_400_000;
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    guestId: owner.guestId,
    imageUrl: `/uploads/closet/bench${i}.webp`,
    imageKey: `closet/bench${i}.webp`,
    thumbnailUrl: `/uploads/closet/thumbs/bench${i}.webp`,
    thumbnailKey: `closet/thumbs/bench${i}.webp`,
    category: pick(CATEGORIES),
    name: `piece ${i}`,
    styleTags: [...new Set([pick(COLOURS), pick(TAGS), pick(TAGS), pick(SEASONS)])],
    status: pick(STATUSES),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.clothingItem.createMany({ data: rows.slice(i, i + 500) });
  const ids = (await db.clothingItem.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);
  const favourite = () => ids[Math.floor(random() ** 2 * ids.length)]!;
  for (let w = 0; w < WEARS; w++) {
    const day = new Date(started + Math.floor(random() * DAYS) * 86_400_000);
    const pieces = [...new Set(Array.from({ length: 2 + Math.floor(random() * 3) }, favourite))];
    await db.wear.create({
      data: {
        guestId: owner.guestId,
        date: day,
        items: { create: pieces.map((clothingItemId, position) => ({ clothingItemId, position })) },
      },
    });
  }
  await db.$executeRaw`ANALYZE clothing_items`;
  await db.$executeRaw`ANALYZE wears`;
  await db.$executeRaw`ANALYZE wear_items`;

  const headers = { cookie, "x-forwarded-for": "bench", origin: base, "content-type": "application/json" };
  const handler = (route: unknown) => route as (req: Request) => Promise<Response>;
  const time = async (request: () => Request, route: (req: Request) => Promise<Response>) => {
    const began = performance.now();
    const cpu = process.cpuUsage();
    const response = await route(request());
    const body = (await response.json()) as { looks?: { id: string }[] };
    if (response.status !== 200) throw new Error(`today answered ${response.status}: ${JSON.stringify(body)}`);
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - began, cpuMs: (used.user + used.system) / 1000, body };
  };
  const get = () => new Request(`${base}/api/today?date=${date}`, { headers });
  // The first call solves; later ones with the same closet, wears and day reuse the solver's work.
  const cold = (await time(get, handler(getToday))).ms;
  for (let i = 0; i < 5; i++) await time(get, handler(getToday)); // warm-up: plans, connection
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let looks = 0;
  for (let i = 0; i < CALLS; i++) {
    const { ms, cpuMs, body } = await time(get, handler(getToday));
    times.push(ms);
    cpuTimes.push(cpuMs);
    looks = body.looks?.length ?? 0;
  }
  const swaps: number[] = [];
  for (let i = 0; i < 10; i++) {
    const { body } = await time(get, handler(getToday));
    const lookId = body.looks![i % 3]!.id;
    const post = () =>
      new Request(`${base}/api/today/swap`, { method: "POST", headers, body: JSON.stringify({ lookId, date }) });
    swaps.push((await time(post, handler(postSwap))).ms);
  }

  await closeDb();

  const p50 = percentile(times, 0.5);
  const figures: Figures = {
    [`seeded: items / wears, over ${DAYS} days`]: `${ITEMS} / ${WEARS}`,
    [`GET /api/today (${looks} looks), ${CALLS} calls: p50 / p95 ms (goal ≤ ${TODAY_TARGET_MS})`]: `${p50.toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`,
    [`GET /api/today, first call (solving, cold process): ms`]: cold.toFixed(1),
    // CPU time of this process per call (the embedded database runs in it too): steadier than the
    // wall clock on a machine shared with other work.
    [`GET /api/today, CPU time per call: p50 / p95 ms`]: `${percentile(cpuTimes, 0.5).toFixed(1)} / ${percentile(cpuTimes, 0.95).toFixed(1)}`,
    [`for reference, POST /api/today/swap, 10 calls: p50 / p95 ms`]: `${percentile(swaps, 0.5).toFixed(1)} / ${percentile(swaps, 0.95).toFixed(1)}`,
  };
  return p50 > TODAY_TARGET_MS
    ? { ...figures, [FAILED_KEY]: `today p50 ${p50.toFixed(1)} ms > ${TODAY_TARGET_MS} ms` }
    : figures;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

runAsMeasureChild(import.meta.url, measure);
