/**
 * `npm run bench -- trips` (issue #29), measured in-process (no server, no build):
 * - POST /api/trips for a 14-day trip with three activities over one owner's closet of 2,000 items
 *   (goal < 500 ms), on a fresh embedded database (PGlite in a temporary DATA_DIR), p50 / p95; and the
 *   packer alone on the same closet;
 * - the packer's optimality gap: on 200 random small closets (11 pieces, 2–6 days, random activities),
 *   its list against the brute-force optimum (lib/trips/packer/ bruteForcePackSize).
 */
import { benchGuest } from "./guest-session";
import { FAILED_KEY, type Figures, measureOnFreshDatabase, runAsMeasureChild, seededRandom } from "./server-only-child";

const ITEMS = 2000;
const CALLS = 10;
const TRIP_TARGET_MS = 500;
const GAP_RUNS = 200;

export function benchTrips(): Promise<Figures> {
  return measureOnFreshDatabase(import.meta.url, "trips");
}

// A fixed seed: every run measures the same closets.
const { random, pick } = seededRandom(29);
const CATEGORIES = ["tops", "tops", "bottoms", "outerwear", "shoes", "accessories", "dresses", "suits", "other"];
const STATUSES = ["active", "active", "active", "active", "active", "active", "laundry", "archived"];
const TAGS = [
  "formal",
  "athletic",
  "casual",
  "smart casual",
  "business",
  "linen",
  "wool",
  "light",
  "classic",
  "sporty",
];
const tags = () => TAGS.filter(() => random() < 0.15);

async function measure(): Promise<Figures> {
  const { closeDb, getDb } = await import("@/lib/db");
  const { POST: postTrip } = await import("@/app/api/trips/route");
  const { packTrip, tripDates, createTripProblem, assignOccasions, bruteForcePackSize, TRIP_ACTIVITIES } =
    await import("@/lib/trips/packer");
  const base = "http://127.0.0.1:3965";

  const { cookie, owner } = await benchGuest(base, "bench-trips");

  const db = await getDb();
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    guestId: owner.guestId,
    imageUrl: `/uploads/closet/bench${i}.webp`,
    imageKey: `closet/bench${i}.webp`,
    thumbnailUrl: `/uploads/closet/thumbs/bench${i}.webp`,
    thumbnailKey: `closet/thumbs/bench${i}.webp`,
    category: pick(CATEGORIES),
    styleTags: tags(),
    status: pick(STATUSES),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.clothingItem.createMany({ data: rows.slice(i, i + 500) });

  const body = JSON.stringify({
    name: "two weeks",
    startDate: "2026-07-01",
    endDate: "2026-07-14",
    activities: ["office", "dinner", "hike"],
  });
  const call = async () => {
    const began = performance.now();
    const response = await (postTrip as unknown as (req: Request) => Promise<Response>)(
      new Request(`${base}/api/trips`, {
        method: "POST",
        body,
        headers: { cookie, "content-type": "application/json", origin: base, "x-forwarded-for": "bench" },
      }),
    );
    const trip = (await response.json()) as { items: unknown[]; days: { items: unknown[] }[]; gaps: string[] };
    if (response.status !== 201) throw new Error(`POST /api/trips answered ${response.status}`);
    return { ms: performance.now() - began, trip };
  };
  for (let i = 0; i < 2; i++) await call(); // warm-up
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof call>>["trip"] | null = null;
  for (let i = 0; i < CALLS; i++) {
    const { ms, trip } = await call();
    times.push(ms);
    last = trip;
  }
  const closet = await db.clothingItem.findMany({
    select: { id: true, category: true, styleTags: true, status: true },
  });
  const dates = tripDates("2026-07-01", "2026-07-14");
  const packerTimes: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const began = performance.now();
    packTrip(closet, dates, ["office", "dinner", "hike"]);
    packerTimes.push(performance.now() - began);
  }
  await closeDb();

  // The optimality gap on random small closets.
  let exact = 0;
  let extra = 0;
  let worst = 0;
  let optimumSum = 0;
  for (let run = 0; run < GAP_RUNS; run++) {
    const small = Array.from({ length: 11 }, (_, i) => ({
      id: i + 1,
      category: pick(CATEGORIES),
      styleTags: tags(),
      status: random() < 0.1 ? "laundry" : "active",
    }));
    const days = tripDates("2026-07-01", `2026-07-0${2 + Math.floor(random() * 5)}`);
    const activities = TRIP_ACTIVITIES.filter(() => random() < 0.25);
    const packed = packTrip(small, days, activities).items.length;
    const optimum = bruteForcePackSize(createTripProblem(small, assignOccasions(days.length, activities)));
    if (packed === optimum) exact++;
    extra += packed - optimum;
    optimumSum += optimum;
    worst = Math.max(worst, packed - optimum);
  }

  const trip = last!;
  const p50 = percentile(times, 0.5);
  const figures: Figures = {
    [`seeded: items (about 1 in 4 in the laundry or archived)`]: ITEMS,
    [`POST /api/trips, 14 days, office/dinner/hike, ${CALLS} calls: p50 / p95 ms (goal < ${TRIP_TARGET_MS})`]: `${p50.toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`,
    [`the packer alone: p50 / p95 ms`]: `${percentile(packerTimes, 0.5).toFixed(1)} / ${percentile(packerTimes, 0.95).toFixed(1)}`,
    [`packing list / days dressed / days × pieces worn / gaps`]: `${trip.items.length} / ${trip.days.filter((d) => d.items.length > 0).length} of 14 / ${trip.days.reduce((n, d) => n + d.items.length, 0)} / ${trip.gaps.length}`,
    [`optimality gap, ${GAP_RUNS} random closets of 11 pieces: optimal / mean extra pieces / worst / mean optimum`]: `${exact} of ${GAP_RUNS} / ${(extra / GAP_RUNS).toFixed(2)} / ${worst} / ${(optimumSum / GAP_RUNS).toFixed(2)}`,
  };
  return p50 > TRIP_TARGET_MS
    ? { ...figures, [FAILED_KEY]: `trip p50 ${p50.toFixed(1)} ms > ${TRIP_TARGET_MS} ms` }
    : figures;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

runAsMeasureChild(import.meta.url, measure);
