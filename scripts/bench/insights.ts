/**
 * `npm run bench -- insights` (issue #28), measured in-process (no server, no build): one owner's
 * closet of 2,000 items and 1,000 wears (2–4 pieces each) spread over 3 years, on a fresh embedded
 * database (PGlite in a temporary DATA_DIR). Prints the server time of the route handlers, cookie
 * and all: GET /api/insights (goal ≤ 50 ms) and GET /api/wears for one month (goal ≤ 30 ms), as
 * p50 / p95 over repeated calls; also GET /api/closet?sort=most-worn's first page, for reference.
 */
import { benchGuest } from "./guest-session";
import { FAILED_KEY, type Figures, measureOnFreshDatabase, runAsMeasureChild, seededRandom } from "./server-only-child";

const ITEMS = 2000;
const WEARS = 1000;
const DAYS = 3 * 365;
const CALLS = 60;
const INSIGHTS_TARGET_MS = 50;
const WEARS_TARGET_MS = 30;

export function benchInsights(): Promise<Figures> {
  return measureOnFreshDatabase(import.meta.url, "insights");
}

// A fixed seed: every run measures the same closet and wears.
const { random, pick } = seededRandom(28);
const CATEGORIES = ["tops", "bottoms", "outerwear", "shoes", "accessories", "dresses", "suits", "other"];
const STATUSES = ["active", "active", "active", "active", "active", "active", "laundry", "archived"];

async function measure(): Promise<Figures> {
  const { closeDb, getDb } = await import("@/lib/db");
  const { GET: getInsights } = await import("@/app/api/insights/route");
  const { GET: getWears } = await import("@/app/api/wears/route");
  const { GET: getCloset } = await import("@/app/api/closet/route");
  const base = "http://127.0.0.1:3964";

  const { cookie, owner } = await benchGuest(base, "bench-insights");

  const db = await getDb();
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  const started = today - DAYS * 86_400_000;
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    guestId: owner.guestId,
    imageUrl: `/uploads/closet/bench${i}.webp`,
    imageKey: `closet/bench${i}.webp`,
    thumbnailUrl: `/uploads/closet/thumbs/bench${i}.webp`,
    thumbnailKey: `closet/thumbs/bench${i}.webp`,
    category: pick(CATEGORIES),
    name: `piece ${i}`,
    price: random() < 0.75 ? (Math.floor(random() * 40_000) / 100).toFixed(2) : null,
    status: pick(STATUSES),
    createdAt: new Date(started + Math.floor((i / ITEMS) * DAYS) * 86_400_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.clothingItem.createMany({ data: rows.slice(i, i + 500) });
  const ids = (await db.clothingItem.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);
  // Favourites get worn more: a skewed pick, as real closets are.
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

  const call = async (handler: (req: Request) => Promise<Response>, url: string) => {
    const began = performance.now();
    const response = await handler(new Request(`${base}${url}`, { headers: { cookie, "x-forwarded-for": "bench" } }));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - began;
  };
  const series = async (handler: (req: Request) => Promise<Response>, url: () => string) => {
    for (let i = 0; i < 5; i++) await call(handler, url()); // warm-up: plans, connection
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) times.push(await call(handler, url()));
    return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  };
  const handler = (route: unknown) => route as (req: Request) => Promise<Response>;
  const month = () => {
    const start = new Date(started + Math.floor(random() * (DAYS - 31)) * 86_400_000);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    return `/api/wears?from=${first.toISOString().slice(0, 10)}&to=${end.toISOString().slice(0, 10)}`;
  };
  const insights = await series(handler(getInsights), () => "/api/insights");
  const wears = await series(handler(getWears), month);
  const closet = await series(handler(getCloset), () => "/api/closet?sort=most-worn&limit=20");
  const wearItems = await db.wearItem.count();
  await closeDb();

  const figures: Figures = {
    [`seeded: items / wears / wear pieces, over ${DAYS} days`]: `${ITEMS} / ${WEARS} / ${wearItems}`,
    [`GET /api/insights, ${CALLS} calls: p50 / p95 ms (goal ≤ ${INSIGHTS_TARGET_MS})`]: `${insights.p50.toFixed(1)} / ${insights.p95.toFixed(1)}`,
    [`GET /api/wears for one month, ${CALLS} calls: p50 / p95 ms (goal ≤ ${WEARS_TARGET_MS})`]: `${wears.p50.toFixed(1)} / ${wears.p95.toFixed(1)}`,
    [`for reference, GET /api/closet?sort=most-worn&limit=20: p50 / p95 ms`]: `${closet.p50.toFixed(1)} / ${closet.p95.toFixed(1)}`,
  };
  const failures: string[] = [];
  if (insights.p50 > INSIGHTS_TARGET_MS)
    failures.push(`insights p50 ${insights.p50.toFixed(1)} ms > ${INSIGHTS_TARGET_MS} ms`);
  if (wears.p50 > WEARS_TARGET_MS) failures.push(`wears p50 ${wears.p50.toFixed(1)} ms > ${WEARS_TARGET_MS} ms`);
  return failures.length > 0 ? { ...figures, [FAILED_KEY]: failures.join("; ") } : figures;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

runAsMeasureChild(import.meta.url, measure);
