import { factsOf } from "@/lib/style/facts";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import {
  assignOccasions,
  bruteForcePackSize,
  createTripProblem,
  type PackerItem,
  type PackResult,
  packTrip,
  tripDates,
} from "@/lib/trips/packer";
import { describe, expect, it } from "vitest";

let nextId = 1;
const item = (category: string, styleTags: string[] = [], status = "active"): PackerItem => ({
  id: nextId++,
  category,
  styleTags,
  status,
});

/**
 * Every dressed day passes SPEC §5's rules and no two days share a base (top/bottom pair or dress).
 * Fewer than 3 pieces only when nothing the closet could add suits the day: a coat is no extra for
 * the beach (the day's own pieces are judged by their facts, lib/style/facts.ts).
 */
function expectValid(closet: PackerItem[], result: PackResult) {
  const active = closet.filter((i) => i.status === "active");
  const rules = createOutfitRules(active, {});
  const keys = new Set<string>();
  for (const day of result.days) {
    if (day.items.length === 0) continue;
    const violations = rules.check({ items: day.items });
    if (violations.includes("too-few-items")) {
      const extras = active.filter(
        (i) => !day.items.includes(i.id) && ["accessories", "other", "outerwear"].includes(i.category),
      );
      const suiting = extras.filter(
        (i) => i.category !== "outerwear" || factsOf(i).activities.includes(day.occasion as never),
      );
      expect(
        suiting.filter(
          (i) =>
            i.category !== "outerwear" ||
            !day.items.some((id) => active.find((a) => a.id === id)?.category === "outerwear"),
        ),
      ).toEqual([]);
    }
    expect(violations.filter((v) => v !== "too-few-items")).toEqual([]);
    const key = rules.baseKey({ items: day.items });
    expect([...keys]).not.toContain(key);
    keys.add(key);
    for (const id of day.items) expect(result.items).toContain(id);
  }
}

/** A small seeded generator, so the random closets are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function randomCloset(rand: () => number, size: number): PackerItem[] {
  const categories = ["tops", "tops", "bottoms", "bottoms", "dresses", "shoes", "accessories", "outerwear"];
  const tags = ["formal", "athletic", "casual", "linen", "wool", "business", "smart casual"];
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    category: categories[Math.floor(rand() * categories.length)]!,
    styleTags: tags.filter(() => rand() < 0.2),
    status: rand() < 0.1 ? "laundry" : "active",
  }));
}

describe("trip packer", () => {
  it("lists the days from start to end, both included", () => {
    expect(tripDates("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("gives the wedding one day (the last) and rotates the other activities", () => {
    expect(assignOccasions(4, ["office", "wedding", "dinner"])).toEqual(["office", "dinner", "office", "wedding"]);
    expect(assignOccasions(2, [])).toEqual(["everyday", "everyday"]);
  });

  it("reuses pieces: 6 days from 3 tops and 2 bottoms, far fewer than days × pieces", () => {
    const closet = [
      ...Array.from({ length: 6 }, () => item("tops")),
      ...Array.from({ length: 6 }, () => item("bottoms")),
      item("shoes"),
      item("shoes"),
    ];
    const dates = tripDates("2026-06-01", "2026-06-06");
    const result = packTrip(closet, dates);
    expectValid(closet, result);
    expect(result.days.filter((day) => day.items.length !== 3)).toEqual([]);
    expect(result.items).toHaveLength(3 + 2 + 1);
    expect(result.gaps).toEqual([]);
  });

  it("leaves laundry and archived pieces at home", () => {
    const closet = [
      item("tops", [], "laundry"),
      item("tops"),
      item("tops", [], "archived"),
      item("bottoms"),
      item("bottoms", [], "laundry"),
      item("shoes"),
    ];
    const result = packTrip(closet, tripDates("2026-06-01", "2026-06-02"));
    const home = closet.filter((i) => i.status !== "active").map((i) => i.id);
    expect(result.items.filter((id) => home.includes(id))).toEqual([]);
    expect(result.days[0]!.items).toHaveLength(3);
    expect(result.days[1]!.items).toEqual([]);
    expect(result.gaps[0]).toMatch(/^only 1 outfit for 2 days: /);
  });

  it("follows activity rules and names what the closet lacks", () => {
    const formal = item("dresses", ["formal"]);
    const trail = item("shoes", ["athletic"]);
    const heels = item("shoes", ["formal"]);
    const closet = [
      item("tops", ["casual"]),
      item("bottoms"),
      item("bottoms"),
      formal,
      item("shoes"),
      trail,
      heels,
      item("accessories"),
    ];
    const result = packTrip(closet, tripDates("2026-06-01", "2026-06-03"), ["hike", "wedding"]);
    expectValid(closet, result);
    const hike = result.days.filter((day) => day.occasion === "hike");
    for (const day of hike) expect(day.items).toContain(trail.id);
    const wedding = result.days.find((day) => day.occasion === "wedding")!;
    expect(wedding.items).toContain(formal.id);
    expect(wedding.items).toContain(heels.id);
    expect(result.gaps).toEqual([]);

    const noFormal = packTrip(
      closet.filter((i) => i !== formal && i !== trail && i !== heels),
      tripDates("2026-06-01", "2026-06-02"),
      ["hike", "wedding"],
    );
    expect(noFormal.gaps).toEqual(
      expect.arrayContaining([
        "no formal piece for the wedding",
        "no athletic footwear for the hike",
        "no formal shoes for the wedding",
      ]),
    );
    expect(noFormal.days.filter((day) => day.items.length < 3)).toEqual([]);
  });

  it("is deterministic", () => {
    const closet = randomCloset(random(7), 60);
    const dates = tripDates("2026-06-01", "2026-06-10");
    expect(packTrip(closet, dates, ["office", "dinner"])).toEqual(packTrip(closet, dates, ["office", "dinner"]));
  });

  it("stays within one piece of the brute-force optimum on small closets, and covers as many days", () => {
    const rand = random(42);
    let exact = 0;
    const runs = 25;
    for (let run = 0; run < runs; run++) {
      const closet = randomCloset(rand, 11);
      const days = 2 + Math.floor(rand() * 5);
      const dates = tripDates("2026-06-01", `2026-06-0${days}`);
      const activities = (["office", "beach", "hike", "wedding", "gym", "dinner"] as const).filter(() => rand() < 0.3);
      const result = packTrip(closet, dates, activities);
      expectValid(closet, result);
      const problem = createTripProblem(closet, assignOccasions(dates.length, activities));
      const optimum = bruteForcePackSize(problem);
      expect(result.days.filter((d) => d.items.length > 0).length).toBe(problem.plan(problem.pieces).dressed);
      expect(result.items.length).toBeGreaterThanOrEqual(optimum);
      expect(result.items.length - optimum).toBeLessThanOrEqual(1);
      if (result.items.length === optimum) exact++;
    }
    // All 25 are exact today (a greedy may miss by a piece: 197 of 200 in `npm run bench -- trips`).
    expect(exact).toBeGreaterThanOrEqual(runs * 0.9);
  });
});

describe("trip packer: each day's season and weather (issue #39 §5)", () => {
  /** A piece named as an owner names it, so its facts come from the name (lib/style/facts.ts). */
  const named = (category: string, name: string): PackerItem => ({
    id: nextId++,
    category,
    styleTags: [],
    status: "active",
    garment: { category, name, styleTags: [], factOverrides: null },
  });
  const closetOf = () => ({
    tee: named("tops", "t-shirt"),
    tank: named("tops", "tank top"),
    sweater: named("tops", "wool sweater"),
    jeans: named("bottoms", "jeans"),
    shorts: named("bottoms", "linen shorts"),
    trousers: named("bottoms", "trousers"),
    sandals: named("shoes", "sandals"),
    sneakers: named("shoes", "sneakers"),
    boots: named("shoes", "chelsea boots"),
    rain: named("outerwear", "rain jacket"),
    coat: named("outerwear", "wool coat"),
  });
  const weather = (morningC: number, maxC: number, rainMm = 0) => ({
    place: "x",
    morningC,
    maxC,
    rainMm,
    rainChance: rainMm > 0 ? 90 : 0,
  });
  const dates = tripDates("2026-06-01", "2026-06-03");

  it("dresses each day for its own forecast: a cold wet day, a hot day, a mild one", () => {
    const c = closetOf();
    const closet = Object.values(c);
    const result = packTrip(closet, dates, [], {
      days: [
        { season: "summer", weather: weather(7, 10, 5) },
        { season: "summer", weather: weather(24, 31) },
        { season: "summer", weather: weather(16, 21) },
      ],
    });
    expectValid(closet, result);
    const [wet, hot, mild] = result.days.map((day) => day.items);
    for (const id of [c.tank.id, c.shorts.id, c.sandals.id, c.coat.id]) expect(wet).not.toContain(id);
    expect(wet).toContain(c.rain.id);
    for (const id of [c.sweater.id, c.boots.id, c.coat.id, c.rain.id]) expect(hot).not.toContain(id);
    expect(mild!.length).toBeGreaterThanOrEqual(3);
    expect(result.gaps).toEqual([]);
  });

  it("a freezing morning wants a warm top and a layer; nothing warm in the closet is named, not refused", () => {
    const c = closetOf();
    const freezing = { season: "winter" as const, weather: weather(-2, 3) };
    const result = packTrip(Object.values(c), dates.slice(0, 1), [], { days: [freezing] });
    expect(result.days[0]!.items).toEqual(expect.arrayContaining([c.sweater.id, c.coat.id]));

    const light = [c.tee, c.tank, c.shorts, c.sandals];
    const cold = packTrip(light, dates.slice(0, 1), [], { days: [{ season: "summer", weather: weather(6, 9, 3) }] });
    expect(cold.days[0]!.items.length).toBeGreaterThanOrEqual(2);
    expect(cold.gaps).toEqual(
      expect.arrayContaining([
        "nothing warm enough for the cold days: packed lighter pieces",
        "no closed shoes for the rainy days: packed what there is",
        "no rain jacket for the rainy days",
      ]),
    );
  });

  it("beyond the forecast, a winter day leaves summer-weight pieces home and takes a layer", () => {
    const c = closetOf();
    const result = packTrip(Object.values(c), dates.slice(0, 2), [], {
      days: [{ season: "winter" }, { season: "winter" }],
    });
    for (const day of result.days) {
      for (const id of [c.tank.id, c.shorts.id, c.sandals.id]) expect(day.items).not.toContain(id);
      expect(day.items.filter((id) => id === c.rain.id || id === c.coat.id)).not.toEqual([]);
    }
  });

  it("takes the owner's own activity for a day over the spread", () => {
    const c = closetOf();
    const result = packTrip(Object.values(c), dates, ["dinner"], { assigned: [undefined, "beach", null] });
    expect(result.days.map((day) => day.occasion)).toEqual(["dinner", "beach", "dinner"]);
    expect(result.days[1]!.items).toContain(c.sandals.id);
  });
});
