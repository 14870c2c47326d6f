/**
 * Trips (issue #29): POST/GET /api/trips, GET/PATCH/DELETE /api/trips/{id}, 400s naming the field,
 * cross-owner 404s, and the packer's coverage through the API: every day a different valid outfit,
 * laundry and archived pieces at home, activity rules and gaps, a list shorter than days × pieces.
 */
import { DELETE as deleteTrip, GET as getTrip, PATCH as patchTrip } from "@/app/api/trips/[id]/route";
import { GET as listTrips, POST as createTrip } from "@/app/api/trips/route";
import { createOutfitRules } from "@/lib/ai/outfit-rules";
import type { Owner } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import type { TripSummary, TripView } from "@/lib/trips/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
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

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
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
    expect(trip.weather).toBeUndefined();
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
      [{ name: "x", startDate: "2026-02-30", endDate: "2026-03-01" }, TRIP_MESSAGES.invalidDate("startDate")],
      [{ name: "", startDate: "2026-06-01", endDate: "2026-06-01" }, TRIP_MESSAGES.invalidName(80)],
      [
        { name: "x", startDate: "2026-06-01", endDate: "2026-06-01", activities: ["skiing"] },
        TRIP_MESSAGES.invalidActivities("office, dinner, sightseeing, hike, beach, wedding, gym"),
      ],
      [{ name: "x", startDate: "2026-06-01", endDate: "2026-06-01", owner: 1 }, TRIP_MESSAGES.unknownField("owner")],
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
