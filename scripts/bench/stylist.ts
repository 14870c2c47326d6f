/**
 * `npm run bench -- stylist` (issue #39), in-process (no server, no build): the style engine over
 * generated cases (./style-cases.ts: closets of 4–40 pieces named in words the engine was and was not
 * written for, any tags, seasons, owner overrides, statuses; weathers from −15 °C to 45 °C, rain or
 * not; wear logs; every activity), and the trip packer over the same closets. Prints:
 * - violations by rule (goal 0) and false reasons (goal 0), for Today's looks and for trip days;
 * - what the cases covered (cold, hot, rainy days; looks; days without a look);
 * - Today's engine p50 / p95 on a 500-piece closet (goal ≤ 50 ms), and a 14-day trip on 500 pieces
 *   (goal ≤ 200 ms).
 */
import { OverBudget } from "./over-budget";
import { FAILED_KEY, type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";

const CASES = 5_000;
const TRIP_CASES = 1_000;
const TIMED_RUNS = 40;
const TODAY_TARGET_MS = 50;
const TRIP_TARGET_MS = 200;

export async function benchStylist(): Promise<Figures> {
  const { [FAILED_KEY]: failed, ...figures } = await measureInChild(import.meta.url);
  if (failed) throw new OverBudget(String(failed), figures);
  return figures;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(): Promise<Figures> {
  const fc = (await import("fast-check")).default;
  const { brokenRules, falseReason, sourceArb, styleCaseArb } = await import("./style-cases");
  const { dressDay } = await import("@/lib/today/looks");
  const { stylePieceOf } = await import("@/lib/style/pieces");
  const { violationsOf } = await import("@/lib/style/rules");
  const { isCold, isHot, isRainy } = await import("@/lib/style/climate");
  const { packTrip, tripDates, TRIP_ACTIVITIES } = await import("@/lib/trips/packer");
  const { seasonOf } = await import("@/lib/today/season");

  const broken = new Map<string, number>();
  const count = (key: string) => broken.set(key, (broken.get(key) ?? 0) + 1);
  let falseReasons = 0;
  let looks = 0;
  let lookless = 0;
  const weathers = { cold: 0, hot: 0, rainy: 0, none: 0 };
  const examples: string[] = [];

  for (const testCase of fc.sample(styleCaseArb({ activity: true }), { numRuns: CASES, seed: 39 })) {
    const weather = testCase.context.weather;
    if (!weather) weathers.none++;
    else {
      if (isCold(weather)) weathers.cold++;
      if (isHot(weather)) weathers.hot++;
      if (isRainy(weather)) weathers.rainy++;
    }
    const { looks: dressed, pools } = dressDay({
      pieces: testCase.closet,
      context: testCase.context,
      wear: testCase.wear,
      seed: new Uint8Array([1, 2, 3]),
      swaps: [0, 0, 0],
    });
    if (dressed.length === 0) lookless++;
    const pooled = [...pools.bySlot.values()].flat();
    for (const look of dressed) {
      looks++;
      const theme = look.reasons.find((reason) => reason.code === "theme");
      for (const rule of brokenRules(look.items, testCase, pooled, theme?.code === "theme" ? theme.theme : undefined))
        count(`today ${rule.split(":")[0]}`);
      for (const reason of look.reasons) {
        const wrong = falseReason(reason, look.items, testCase);
        if (!wrong) continue;
        falseReasons++;
        if (examples.length < 3) examples.push(`${JSON.stringify(reason)}: ${wrong}`);
      }
    }
  }

  // Trips: the same kind of closets, a trip of 2–10 days in any month with 0–3 activities; every day's
  // outfit is checked against the day's season and activity (lib/style/rules.ts violationsOf).
  let tripDays = 0;
  const tripArb = fc.record({
    closet: fc
      .integer({ min: 6, max: 40 })
      .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => sourceArb(i + 1)))),
    month: fc.integer({ min: 1, max: 12 }),
    days: fc.integer({ min: 2, max: 10 }),
    activities: fc.subarray([...TRIP_ACTIVITIES], { maxLength: 3 }),
  });
  for (const trip of fc.sample(tripArb, { numRuns: TRIP_CASES, seed: 29 })) {
    const start = `2027-${String(trip.month).padStart(2, "0")}-01`;
    const dates = tripDates(start, `2027-${String(trip.month).padStart(2, "0")}-${String(trip.days).padStart(2, "0")}`);
    const season = seasonOf(start, "north");
    const packed = packTrip(trip.closet, dates, trip.activities, { season });
    const pieces = trip.closet.map(stylePieceOf);
    const byId = new Map(pieces.map((piece) => [piece.id, piece]));
    for (const day of packed.days) {
      if (day.items.length === 0) continue;
      tripDays++;
      const outfit = day.items.map((id) => byId.get(id)!);
      for (const violation of violationsOf(outfit, pieces, { season, activity: day.occasion }))
        count(`trip ${violation.rule}`);
    }
  }

  // Speed: Today's engine and a 14-day trip over 500 pieces.
  const big = fc.sample(fc.tuple(...Array.from({ length: 500 }, (_, i) => sourceArb(i + 1))), {
    numRuns: 1,
    seed: 500,
  })[0]!;
  const timedCases = fc.sample(styleCaseArb(), { numRuns: TIMED_RUNS, seed: 7 });
  const todayMs: number[] = [];
  for (const [run, testCase] of timedCases.entries()) {
    // The facts are worked out on every request (GET /api/today reads the closet), so they are timed too.
    const started = performance.now();
    dressDay({
      pieces: big.map(stylePieceOf),
      context: testCase.context,
      wear: { daysSince: new Map(), wears: new Map(), wornOnDay: new Set() },
      seed: new Uint8Array([run, run + 1, run + 2]),
      swaps: [0, 0, 0],
    });
    todayMs.push(performance.now() - started);
  }
  const tripMs: number[] = [];
  for (let run = 0; run < 10; run++) {
    const started = performance.now();
    packTrip(big, tripDates("2027-06-01", "2027-06-14"), ["beach", "dinner", "hike"], { season: "summer" });
    tripMs.push(performance.now() - started);
  }

  const violations = [...broken.values()].reduce((sum, n) => sum + n, 0);
  const todayP95 = percentile(todayMs, 95);
  const tripP95 = percentile(tripMs, 95);
  const missed = [
    violations > 0 && `${violations} rule violations`,
    falseReasons > 0 && `${falseReasons} false reasons`,
    todayP95 > TODAY_TARGET_MS && `Today p95 ${ms(todayP95)} > ${TODAY_TARGET_MS} ms`,
    tripP95 > TRIP_TARGET_MS && `trip p95 ${ms(tripP95)} > ${TRIP_TARGET_MS} ms`,
  ].filter(Boolean);
  return {
    "cases (Today)": `${CASES} (cold ${weathers.cold}, hot ${weathers.hot}, rainy ${weathers.rainy}, no weather ${weathers.none})`,
    "looks checked": `${looks} (${lookless} cases with no wearable look)`,
    "trip days checked": `${tripDays} over ${TRIP_CASES} trips`,
    "violations by rule": violations === 0 ? "0" : [...broken].map(([rule, n]) => `${rule} ${n}`).join(", "),
    "false reasons": falseReasons === 0 ? "0" : `${falseReasons} (e.g. ${examples.join(" | ")})`,
    "Today, 500 pieces (facts and looks, no database), p50 / p95": `${ms(percentile(todayMs, 50))} / ${ms(todayP95)} (goal ≤ ${TODAY_TARGET_MS} ms)`,
    "14-day trip, 500 pieces, p50 / p95": `${ms(percentile(tripMs, 50))} / ${ms(tripP95)} (goal ≤ ${TRIP_TARGET_MS} ms)`,
    ...(missed.length > 0 ? { [FAILED_KEY]: missed.join("; ") } : {}),
  };
}

runAsMeasureChild(import.meta.url, measure);
