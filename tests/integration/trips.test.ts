/**
 * Trips (issue #29): POST/GET /api/trips, GET/PATCH/DELETE /api/trips/{id}, 400s naming the field,
 * cross-owner 404s, and the packer's coverage through the API: every day a different valid outfit,
 * laundry and archived pieces at home, activity rules and gaps, a list shorter than days × pieces.
 * Issue #39 §5: the destination resolved as Today's place is (a loopback Open-Meteo), each day
 * packed for its forecast or the destination's season, edits that repack and keep ticks, a day's
 * own activity, and the swaps a day allows (GET /api/trips/{id}/swaps).
 */
import { DELETE as deleteTrip, GET as getTrip, PATCH as patchTrip } from "@/app/api/trips/[id]/route";
import { GET as getSwaps } from "@/app/api/trips/[id]/swaps/route";
import { GET as listTrips, POST as createTrip } from "@/app/api/trips/route";
import type { Owner } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { TODAY_TEXT } from "@/lib/messages/today";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { VALIDATION } from "@/lib/messages/validation";
import { clearGeocodeCache } from "@/lib/settings";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import { clearWeatherCache } from "@/lib/today/weather";
import type { TripSummary, TripSwapOptions, TripView } from "@/lib/trips/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { fakeOpenMeteoForFile } from "../support/fake-open-meteo-file";
import { newUser } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

type Seeded = { id: number; category: string; styleTags: string[]; status: string };
async function seed(owner: Owner, category: string, styleTags: string[] = [], status = "active"): Promise<Seeded> {
  return { id: await seedItem(owner, { category, styleTags, status }), category, styleTags, status };
}

const create = (jar: CookieJar, body: unknown) => call<TripView>(createTrip, { path: "/api/trips", body, jar });
const list = (jar: CookieJar) => call<TripSummary[]>(listTrips, { path: "/api/trips", jar });
const get = (jar: CookieJar, id: number | string) =>
  call<TripView>(getTrip, { path: `/api/trips/${id}`, params: { id: String(id) }, jar });
const patch = (jar: CookieJar, id: number | string, body: unknown) =>
  call<TripView>(patchTrip, { path: `/api/trips/${id}`, method: "PATCH", params: { id: String(id) }, body, jar });
const remove = (jar: CookieJar, id: number | string) =>
  call(deleteTrip, { path: `/api/trips/${id}`, method: "DELETE", params: { id: String(id) }, jar });
const swaps = (jar: CookieJar, id: number, date: string, item: number | string) =>
  call<TripSwapOptions>(getSwaps, {
    path: `/api/trips/${id}/swaps?date=${date}&item=${item}`,
    params: { id: String(id) },
    jar,
  });
const messageOf = (answer: { body: unknown }) => (answer.body as { message: string }).message;

const openMeteo = fakeOpenMeteoForFile();

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  clearWeatherCache();
  clearGeocodeCache();
  openMeteo().setWeather({ minC: 12, maxC: 18 });
  openMeteo().requests.length = 0;
  ({ jar, owner } = await freshGuest());
});

async function closet() {
  const tops = [
    await seed(owner, "tops"),
    await seed(owner, "tops"),
    await seed(owner, "tops"),
    await seed(owner, "tops"),
  ];
  const bottoms = [await seed(owner, "bottoms"), await seed(owner, "bottoms"), await seed(owner, "bottoms")];
  const shoes = [await seed(owner, "shoes"), await seed(owner, "shoes", ["athletic"])];
  const home = [await seed(owner, "tops", [], "laundry"), await seed(owner, "bottoms", [], "archived")];
  return { tops, bottoms, shoes, home, all: [...tops, ...bottoms, ...shoes, ...home] };
}

function expectDistinctValid(pieces: Seeded[], trip: TripView) {
  const rules = createOutfitRules(
    pieces.filter((p) => p.status === "active"),
    {},
  );
  const keys = new Set<string>();
  for (const day of trip.days) {
    const ids = day.items.map((i) => i.id);
    expect(rules.check({ items: ids }), day.date).toEqual([]);
    keys.add(rules.baseKey({ items: ids }));
  }
  expect(keys.size).toBe(trip.days.length);
}

describe("POST /api/trips", () => {
  it("packs a short list that dresses every day differently, leaving laundry and archived at home", async () => {
    const c = await closet();
    const response = await create(jar, { name: "lisbon", startDate: "2026-06-01", endDate: "2026-06-06" });
    expect(response.status).toBe(201);
    const trip = response.body;
    expect(trip).toMatchObject({ name: "lisbon", dates: { start: "2026-06-01", end: "2026-06-06" }, gaps: [] });
    expect(trip.days.map((d) => d.weather)).toEqual(
      trip.days.map(() => expect.objectContaining({ source: "season", season: "summer", reason: "no-place" })),
    );
    expect(trip.days.map((d) => d.date)).toEqual([
      "2026-06-01",
      "2026-06-02",
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
    ]);
    expectDistinctValid(c.all, trip);
    const packed = trip.items.map((i) => i.id);
    expect(packed.filter((id) => c.home.some((h) => h.id === id))).toEqual([]);
    // 6 days × 3 pieces would be 18; 3 tops × 2 bottoms + 1 pair of shoes is 6.
    expect(packed.length).toBe(6);
    expect(trip.checklist).toEqual(packed.map((itemId) => ({ itemId, checked: false })));
  });

  it("holds days to their activity and lists what the closet lacks instead of failing", async () => {
    const c = await closet();
    const hike = await create(jar, {
      name: "alps",
      startDate: "2026-07-01",
      endDate: "2026-07-03",
      activities: ["hike", "wedding"],
    });
    expect(hike.status).toBe(201);
    const athletic = c.shoes[1]!.id;
    for (const day of hike.body.days.filter((d) => d.occasion === "hike"))
      expect(day.items.map((i) => i.id)).toContain(athletic);
    expect(hike.body.days.at(-1)!.occasion).toBe("wedding");
    // Nothing formal at all: the wedding day is dressed in what there is, and both gaps are named.
    expect(hike.body.gaps).toEqual(
      expect.arrayContaining([TRIP_MESSAGES.gaps.wedding, TRIP_MESSAGES.gaps.weddingShoes]),
    );
    expectDistinctValid(c.all, hike.body);

    const formal = await seed(owner, "dresses", ["formal"]);
    const heels = await seed(owner, "shoes", ["formal"]);
    const again = await create(jar, {
      name: "alps",
      startDate: "2026-07-01",
      endDate: "2026-07-03",
      activities: ["wedding"],
    });
    expect(again.body.gaps).toEqual([]);
    expect(again.body.days.at(-1)!.items.map((i) => i.id)).toEqual(expect.arrayContaining([formal.id, heels.id]));
  });

  it("answers 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ name: "x", startDate: "2026-06-05", endDate: "2026-06-01" }, TRIP_MESSAGES.endBeforeStart],
      [{ name: "x", startDate: "2026-06-01", endDate: "2026-07-01" }, TRIP_MESSAGES.tooLong(30)],
      [{ name: "x", startDate: "2026-02-30", endDate: "2026-03-01" }, TRIP_MESSAGES.invalidTripDay("startDate")],
      [{ name: "", startDate: "2026-06-01", endDate: "2026-06-01" }, TRIP_MESSAGES.invalidName(80)],
      [
        { name: "x", startDate: "2026-06-01", endDate: "2026-06-01", activities: ["skiing"] },
        TRIP_MESSAGES.invalidActivities("office, dinner, sightseeing, hike, beach, wedding, gym"),
      ],
      [{ name: "x", startDate: "2026-06-01", endDate: "2026-06-01", owner: 1 }, TRIP_MESSAGES.unknownField("owner")],
      // Control characters (issue #40): refused in the name and the place as in every other text.
      [{ name: "Lis\u0000bon", startDate: "2026-06-01", endDate: "2026-06-01" }, VALIDATION.controlCharacters],
      [
        { name: "x", startDate: "2026-06-01", endDate: "2026-06-01", place: "Lis\u0007bon" },
        VALIDATION.controlCharacters,
      ],
      [
        {
          name: "x",
          startDate: "2026-06-01",
          endDate: "2026-06-01",
          place: { name: "a\u001bb", latitude: 1, longitude: 2 },
        },
        VALIDATION.controlCharacters,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await create(jar, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as unknown as { message: string }).message).toContain(message);
    }
    // 30 days is the longest trip.
    expect((await create(jar, { name: "x", startDate: "2026-06-01", endDate: "2026-06-30" })).status).toBe(201);
  });
});

describe("the other routes", () => {
  it("lists, reads, ticks, swaps and deletes, owner-scoped", async () => {
    const c = await closet();
    const trip = (await create(jar, { name: "rome", startDate: "2026-06-01", endDate: "2026-06-02" })).body;
    const listed = await list(jar);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: trip.id, name: "rome", days: 2, items: trip.items.length, checked: 0 }),
    ]);
    expect((await get(jar, trip.id)).body).toEqual(trip);

    const first = trip.items[0]!.id;
    const ticked = await patch(jar, trip.id, { checked: [first] });
    expect(ticked.status).toBe(200);
    expect(ticked.body.checklist.find((x) => x.itemId === first)!.checked).toBe(true);
    expect((await get(jar, trip.id)).body.checklist.filter((x) => x.checked)).toEqual([
      { itemId: first, checked: true },
    ]);
    expect((await patch(jar, trip.id, { checked: [c.home[0]!.id] })).status).toBe(400);

    // Swap day 1's top for an unpacked clean top: allowed; for a laundry top or a pair of shoes: 400.
    const day = trip.days[0]!;
    const top = day.items.find((i) => i.category === "tops")!.id;
    const packed = trip.items.map((i) => i.id);
    const spare = c.tops.find((t) => !packed.includes(t.id))!.id;
    const swapped = await patch(jar, trip.id, { swap: { date: day.date, from: top, to: spare } });
    expect(swapped.status).toBe(200);
    expect(swapped.body.days[0]!.items.map((i) => i.id)).toContain(spare);
    expect(swapped.body.items.map((i) => i.id)).toContain(spare);
    expectDistinctValid(c.all, swapped.body);
    expect((await patch(jar, trip.id, { swap: { date: day.date, from: spare, to: c.home[0]!.id } })).status).toBe(400);
    expect((await patch(jar, trip.id, { swap: { date: day.date, from: spare, to: c.shoes[0]!.id } })).status).toBe(400);
    expect((await patch(jar, trip.id, {})).status).toBe(400);

    // Another owner: 404 on every route, and their list is empty.
    const other = await newUser();
    expect((await get(other, trip.id)).status).toBe(404);
    expect((await patch(other, trip.id, { checked: [] })).status).toBe(404);
    expect((await remove(other, trip.id)).status).toBe(404);
    expect((await list(other)).body).toEqual([]);
    expect((await get(jar, "abc")).status).toBe(404);

    expect((await remove(jar, trip.id)).status).toBe(204);
    expect((await get(jar, trip.id)).status).toBe(404);
    expect((await list(jar)).body).toEqual([]);
  });

  it("drops pieces deleted from the closet since when the trip is read", async () => {
    await closet();
    const trip = (await create(jar, { name: "oslo", startDate: "2026-06-01", endDate: "2026-06-01" })).body;
    const gone = trip.items[0]!.id;
    await (await getDb()).clothingItem.delete({ where: { id: gone } });
    const read = (await get(jar, trip.id)).body;
    expect(read.items.map((i) => i.id)).not.toContain(gone);
    expect(read.checklist.map((x) => x.itemId)).not.toContain(gone);
  });
});

/** A day `n` days from today (UTC), inside or outside Open-Meteo's 16-day forecast. */
const fromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A closet named as an owner would name it, so the garment facts know each piece (lib/style/facts.ts). */
async function namedCloset(target: Owner, { rainJacket = true } = {}) {
  const piece = (category: string, name: string) => seedItem(target, { category, name });
  const ids = {
    tee: await piece("tops", "t-shirt"),
    sweater: await piece("tops", "wool sweater"),
    shirt: await piece("tops", "oxford shirt"),
    hoodie: await piece("tops", "hoodie"),
    tank: await piece("tops", "tank top"),
    jeans: await piece("bottoms", "jeans"),
    trousers: await piece("bottoms", "trousers"),
    shorts: await piece("bottoms", "linen shorts"),
    sandals: await piece("shoes", "sandals"),
    sneakers: await piece("shoes", "sneakers"),
    boots: await piece("shoes", "chelsea boots"),
    denim: await piece("outerwear", "denim jacket"),
    ...(rainJacket ? { rain: await piece("outerwear", "rain jacket") } : {}),
  };
  return ids;
}
const idsOf = (day: TripView["days"][number]) => day.items.map((item) => item.id);
const COLD_WET = { minC: 6, maxC: 9, rainMm: 4, rainChance: 80 };

describe("a trip's place and each day's weather (issue #39 §5)", () => {
  it("within the forecast: each day gets the destination's forecast; a cold wet one no sandals or shorts and the rain jacket", async () => {
    const ids = await namedCloset(owner);
    openMeteo().setWeather(COLD_WET);
    const [start, end] = [fromToday(1), fromToday(3)];
    const response = await create(jar, { name: "paris", startDate: start, endDate: end, place: "Paris" });
    expect(response.status, response.text).toBe(201);
    const trip = response.body;
    expect(trip.place).toEqual({ name: "Paris, France", latitude: 48.85, longitude: 2.35 });
    const asked = openMeteo().requests.filter((url) => url.pathname === "/v1/forecast");
    expect(asked.map((url) => url.searchParams.get("start_date")).sort()).toEqual(trip.days.map((d) => d.date));
    expect(new Set(asked.map((url) => url.searchParams.get("latitude")))).toEqual(new Set(["48.85"]));
    const summery = [ids.sandals, ids.shorts, ids.tank];
    for (const day of trip.days) {
      expect(day.weather).toMatchObject({
        source: "forecast",
        place: "Paris, France",
        morningC: 6,
        maxC: 9,
        rainMm: 4,
      });
      for (const id of summery) expect(idsOf(day), day.date).not.toContain(id);
      expect(idsOf(day), day.date).toContain(ids.rain);
      expect(idsOf(day), day.date).not.toContain(ids.denim);
    }
    expect(trip.gaps).toEqual([]);
    // The list still repeats pieces: three days from one rain jacket and one pair of shoes.
    expect(trip.items.length).toBeLessThan(3 * 4);
  });

  it("without a rain-ready layer, says so and still dresses the rainy days", async () => {
    const ids = await namedCloset(owner, { rainJacket: false });
    openMeteo().setWeather(COLD_WET);
    const trip = (await create(jar, { name: "paris", startDate: fromToday(0), endDate: fromToday(1), place: "paris" }))
      .body;
    expect(trip.gaps).toEqual([TRIP_MESSAGES.gaps.weather.rainLayer]);
    for (const day of trip.days) expect(idsOf(day)).toContain(ids.denim);
  });

  it("beyond the forecast: the destination's season (a July trip to -33.9, 18.4 is winter)", async () => {
    const ids = await namedCloset(owner);
    const year = Number(fromToday(0).slice(0, 4)) + 1;
    const response = await create(jar, {
      name: "cape town",
      startDate: `${year}-07-10`,
      endDate: `${year}-07-12`,
      place: "-33.9, 18.4",
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.place).toEqual({ name: "-33.90, 18.40", latitude: -33.9, longitude: 18.4 });
    expect(openMeteo().requests).toEqual([]);
    for (const day of response.body.days) {
      expect(day.weather).toEqual({ source: "season", season: "winter", reason: "beyond-forecast" });
      for (const id of [ids.sandals, ids.shorts, ids.tank]) expect(idsOf(day), day.date).not.toContain(id);
      expect(
        day.items.some((item) => item.category === "outerwear"),
        day.date,
      ).toBe(true);
    }
    // The same dates without a place: the owner's own hemisphere (north by default), summer.
    const home = (await create(jar, { name: "home", startDate: `${year}-07-10`, endDate: `${year}-07-10` })).body;
    expect(home.place).toBeNull();
    expect(home.days[0]!.weather).toEqual({ source: "season", season: "summer", reason: "no-place" });
  });

  it("a forecast that cannot be had: the season at the destination, said so", async () => {
    await namedCloset(owner);
    openMeteo().setWeather("error");
    const trip = (
      await create(jar, { name: "paris", startDate: fromToday(2), endDate: fromToday(2), place: "48.85, 2.35" })
    ).body;
    expect(trip.days[0]!.weather).toMatchObject({ source: "season", reason: "unavailable" });
    expect(trip.days[0]!.items.length).toBeGreaterThanOrEqual(3);
  });

  it("answers 400 with clear messages for an unknown city and coordinates out of range", async () => {
    const base = { name: "x", startDate: fromToday(1), endDate: fromToday(1) };
    const unknown = await create(jar, { ...base, place: "Atlantis" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "place_not_found", message: TODAY_TEXT.placeNotFound("Atlantis") });
    const cases: [unknown, string][] = [
      ["91, 0", TRIP_MESSAGES.placeOutOfRange],
      [{ latitude: 10 }, TRIP_MESSAGES.placeNeedsBoth],
      [42, TRIP_MESSAGES.invalidPlace(120)],
      ["x".repeat(121), TRIP_MESSAGES.invalidPlace(120)],
    ];
    for (const [place, message] of cases) {
      const answer = await create(jar, { ...base, place });
      expect(answer.status, JSON.stringify(place)).toBe(400);
      expect(messageOf(answer)).toContain(message);
    }
    expect(await (await getDb()).trip.count()).toBe(0);
  });
});

describe("PATCH /api/trips/{id}: edits, each day's activity (issue #39 §5)", () => {
  const year = Number(fromToday(0).slice(0, 4)) + 1;
  const june = (day: number) => `${year}-06-${String(day).padStart(2, "0")}`;

  it("edits the trip: repacks for the new dates, place and activities, keeping the ticks of pieces still packed", async () => {
    const ids = await namedCloset(owner);
    const trip = (await create(jar, { name: "coast", startDate: june(1), endDate: june(3) })).body;
    const all = trip.items.map((item) => item.id);
    expect((await patch(jar, trip.id, { checked: all })).status).toBe(200);

    const edited = await patch(jar, trip.id, {
      name: "coast and town",
      endDate: june(5),
      place: "Paris",
      activities: ["beach", "dinner"],
    });
    expect(edited.status, edited.text).toBe(200);
    const after = edited.body;
    expect(after).toMatchObject({
      name: "coast and town",
      dates: { start: june(1), end: june(5) },
      place: { name: "Paris, France", latitude: 48.85, longitude: 2.35 },
      activities: ["beach", "dinner"],
    });
    expect(after.days.map((d) => d.occasion)).toEqual(["beach", "dinner", "beach", "dinner", "beach"]);
    for (const day of after.days.filter((d) => d.occasion === "beach")) expect(idsOf(day)).toContain(ids.sandals);
    for (const day of after.days) expect(day.weather).toMatchObject({ source: "season", season: "summer" });
    const packed = after.items.map((item) => item.id);
    const ticked = after.checklist.filter((entry) => entry.checked).map((entry) => entry.itemId);
    expect(ticked.sort()).toEqual(all.filter((id) => packed.includes(id)).sort());
    expect(ticked.length).toBeGreaterThan(0);
    expect((await get(jar, trip.id)).body).toEqual(after);

    // The place's own name again is not looked up a second time; a name alone does not repack.
    const renamed = await patch(jar, trip.id, { name: "again", place: "Paris, France" });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.place).toEqual(after.place);
    expect(renamed.body.days).toEqual(after.days);
    const noPlace = (await patch(jar, trip.id, { place: null })).body;
    expect(noPlace.place).toBeNull();
    expect(noPlace.days[0]!.weather).toEqual({ source: "season", season: "summer", reason: "no-place" });
  });

  it("answers 400 naming the field, and 404 for another owner's trip", async () => {
    await namedCloset(owner);
    const trip = (await create(jar, { name: "coast", startDate: june(1), endDate: june(3) })).body;
    const cases: [unknown, string][] = [
      [{ startDate: june(10) }, TRIP_MESSAGES.endBeforeStart],
      [{ endDate: `${year}-07-15` }, TRIP_MESSAGES.tooLong(30)],
      [{ startDate: june(5), endDate: june(4) }, TRIP_MESSAGES.endBeforeStart],
      [{ name: " " }, TRIP_MESSAGES.invalidName(80)],
      [{ activities: ["skiing"] }, TRIP_MESSAGES.invalidActivities(TRIP_MESSAGES_LIST)],
      [{ place: "Atlantis" }, TODAY_TEXT.placeNotFound("Atlantis")],
      [{ days: [{ date: june(9), occasion: "beach" }] }, TRIP_MESSAGES.dayNotInTrip(june(9))],
      [{ days: [{ date: june(2), occasion: "skiing" }] }, TRIP_MESSAGES.invalidDayOccasion(DAY_LIST)],
      [
        {
          days: [
            { date: june(2), occasion: "beach" },
            { date: june(2), occasion: "gym" },
          ],
        },
        TRIP_MESSAGES.repeatedDay,
      ],
      [{ days: [{ date: june(2) }] }, TRIP_MESSAGES.invalidDayOccasion(DAY_LIST)],
      [{}, TRIP_MESSAGES.emptyPatch],
      [{ owner: 1 }, TRIP_MESSAGES.unknownField("owner")],
    ];
    for (const [body, message] of cases) {
      const answer = await patch(jar, trip.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(answer), JSON.stringify(body)).toContain(message);
    }
    expect((await get(jar, trip.id)).body).toEqual(trip);
    const other = await newUser();
    for (const body of [{ name: "mine" }, { endDate: june(4) }, { days: [{ date: june(2), occasion: "beach" }] }])
      expect((await patch(other, trip.id, body)).status).toBe(404);
    expect((await swaps(other, trip.id, june(1), trip.days[0]!.items[0]!.id)).status).toBe(404);
    expect((await get(jar, trip.id)).body).toEqual(trip);
  });

  it("sets a day's activity, which repacks and outlives a change of the trip's activities, and undoes it", async () => {
    const ids = await namedCloset(owner);
    const trip = (
      await create(jar, { name: "town", startDate: june(1), endDate: june(4), activities: ["sightseeing"] })
    ).body;
    expect(trip.days.map((d) => [d.occasion, d.assigned])).toEqual(Array(4).fill(["sightseeing", false]));

    const beach = (await patch(jar, trip.id, { days: [{ date: june(3), occasion: "beach" }] })).body;
    expect(beach.days.map((d) => [d.occasion, d.assigned])).toEqual([
      ["sightseeing", false],
      ["sightseeing", false],
      ["beach", true],
      ["sightseeing", false],
    ]);
    expect(idsOf(beach.days[2]!)).toContain(ids.sandals);

    const dinners = (await patch(jar, trip.id, { activities: ["dinner"] })).body;
    expect(dinners.days.map((d) => d.occasion)).toEqual(["dinner", "dinner", "beach", "dinner"]);
    const back = (await patch(jar, trip.id, { days: [{ date: june(3), occasion: null }] })).body;
    expect(back.days.map((d) => [d.occasion, d.assigned])).toEqual(Array(4).fill(["dinner", false]));

    // A chosen day the dates no longer hold is forgotten.
    await patch(jar, trip.id, { days: [{ date: june(4), occasion: "gym" }] });
    const shorter = (await patch(jar, trip.id, { endDate: june(3) })).body;
    const longer = (await patch(jar, trip.id, { endDate: june(4) })).body;
    expect(shorter.days).toHaveLength(3);
    expect(longer.days.at(-1)).toMatchObject({ occasion: "dinner", assigned: false });
  });
});

const TRIP_MESSAGES_LIST = "office, dinner, sightseeing, hike, beach, wedding, gym";
const DAY_LIST = `${TRIP_MESSAGES_LIST}, everyday`;

describe("GET /api/trips/{id}/swaps (issue #39 §5)", () => {
  it("lists the pieces that fit the day (slot, weather, a base no other day wears); the first one swaps in, others are refused", async () => {
    const ids = await namedCloset(owner);
    openMeteo().setWeather(COLD_WET);
    const trip = (await create(jar, { name: "paris", startDate: fromToday(1), endDate: fromToday(3), place: "Paris" }))
      .body;
    const day = trip.days[0]!;
    const top = day.items.find((item) => item.category === "tops")!;
    const answer = await swaps(jar, trip.id, day.date, top.id);
    expect(answer.status, answer.text).toBe(200);
    const options = answer.body.options.map((item) => item.id);
    expect(answer.body).toMatchObject({ date: day.date, item: top.id });
    expect(options.length).toBeGreaterThan(0);
    expect(new Set(answer.body.options.map((item) => item.category))).toEqual(new Set(["tops"]));
    expect(options).not.toContain(ids.tank); // a summer-weight top on a cold morning
    expect(options).not.toContain(top.id);
    // Every option is a swap the PATCH accepts (on a fresh copy of the day); the tank is refused.
    const refused = await patch(jar, trip.id, { swap: { date: day.date, from: top.id, to: ids.tank } });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(TRIP_MESSAGES.swapNotAllowed);
    const swapped = await patch(jar, trip.id, { swap: { date: day.date, from: top.id, to: options[0]! } });
    expect(swapped.status, swapped.text).toBe(200);
    // The edit form sends every field: saved with a new name alone, the trip keeps the swap.
    const { dates, activities } = swapped.body;
    const renamed = await patch(jar, trip.id, {
      name: "paris again",
      startDate: dates.start,
      endDate: dates.end,
      place: "Paris, France",
      activities,
    });
    expect(renamed.body).toEqual({ ...swapped.body, name: "paris again" });
    expect(openMeteo().requests.filter((url) => url.pathname === "/v1/search")).toHaveLength(1);
    expect(idsOf(swapped.body.days[0]!)).toContain(options[0]);
    expect(idsOf(swapped.body.days[0]!)).toContain(ids.rain);
    expectDistinctValid(
      (await (await getDb()).clothingItem.findMany()).map((row) => ({ ...row, styleTags: row.styleTags })),
      swapped.body,
    );
    // Shoes list shoes: closed ones only in the rain.
    const shoe = day.items.find((item) => item.category === "shoes")!;
    const shoes = (await swaps(jar, trip.id, day.date, shoe.id)).body.options.map((item) => item.id);
    expect(shoes).not.toContain(ids.sandals);

    const bad = [
      [fromToday(30), top.id, TRIP_MESSAGES.dayNotInTrip(fromToday(30))],
      [day.date, ids.tank, TRIP_MESSAGES.invalidSwapItem],
      [day.date, "abc", TRIP_MESSAGES.invalidSwapItem],
      ["2026-02-30", top.id, TRIP_MESSAGES.invalidDate("date")],
    ] as const;
    for (const [date, item, message] of bad) {
      const refusal = await swaps(jar, trip.id, date, item);
      expect(refusal.status, `${date} ${item}`).toBe(400);
      expect(messageOf(refusal)).toContain(message);
    }
  });
});
