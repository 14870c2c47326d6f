/**
 * Today (issue #29): GET /api/today and POST /api/today/swap (three roles, repeatable, clean pieces,
 * recency, SPEC §5's rules, weather from a loopback Open-Meteo) and GET/PATCH /api/account/settings;
 * tomorrow's looks and the day's plans (issue #43).
 */
import { GET as exportAccount } from "@/app/api/account/export/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/account/settings/route";
import { DELETE as deletePlan } from "@/app/api/plans/[id]/route";
import { POST as createPlan } from "@/app/api/plans/route";
import { GET as today } from "@/app/api/today/route";
import { POST as swap } from "@/app/api/today/swap/route";
import { POST as logWear } from "@/app/api/wears/route";
import type { Owner } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { TODAY_TEXT } from "@/lib/messages/today";
import { VALIDATION } from "@/lib/messages/validation";
import type { PlanView } from "@/lib/plans/contract";
import { clearGeocodeCache, GEOCODE_LIMIT } from "@/lib/settings";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import type { TodayView } from "@/lib/today/contract";
import { dayInZone } from "@/lib/today/day";
import { clearWeatherCache } from "@/lib/today/weather";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { fakeOpenMeteoForFile } from "../support/fake-open-meteo-file";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { readZip } from "../support/read-zip";
import { freshGuest, seedItem } from "../support/seed";

type Seed = { category: string; tags?: string[]; status?: string };
const seed = (owner: Owner, { category, tags = [], status = "active" }: Seed) =>
  seedItem(owner, { category, styleTags: tags, status });

/** A closet with room for three different looks and more. */
async function closet(owner: Owner) {
  const ids = {
    tops: [
      await seed(owner, { category: "tops", tags: ["navy", "cotton", "classic"] }),
      await seed(owner, { category: "tops", tags: ["white", "linen", "minimalist"] }),
      await seed(owner, { category: "tops", tags: ["cream", "knit", "old-money"] }),
      await seed(owner, { category: "tops", tags: ["black", "edgy"] }),
    ],
    bottoms: [
      await seed(owner, { category: "bottoms", tags: ["camel", "wool", "old-money"] }),
      await seed(owner, { category: "bottoms", tags: ["blue", "denim", "casual"] }),
      await seed(owner, { category: "bottoms", tags: ["beige", "linen"] }),
    ],
    shoes: [
      await seed(owner, { category: "shoes", tags: ["brown", "leather"] }),
      await seed(owner, { category: "shoes", tags: ["white", "casual"] }),
    ],
    outerwear: [await seed(owner, { category: "outerwear", tags: ["camel", "wool"] })],
    accessories: [await seed(owner, { category: "accessories", tags: ["black", "leather"] })],
  };
  return ids;
}

const DAY = "2026-01-15";
const get = (jar: CookieJar, query = `?date=${DAY}`) => call<TodayView>(today, { path: `/api/today${query}`, jar });
const swapOne = (jar: CookieJar, lookId: string, date = DAY) =>
  call<TodayView>(swap, { path: "/api/today/swap", body: { lookId, date }, jar });
const settings = (jar: CookieJar, body: unknown) =>
  call<{ hemisphere: string; place: unknown }>(patchSettings, {
    path: "/api/account/settings",
    method: "PATCH",
    body,
    jar,
  });
const idsOf = (view: TodayView) => view.looks.map((look) => look.items.map((item) => item.id));

const weather = fakeOpenMeteoForFile();

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  clearWeatherCache();
  clearGeocodeCache();
  weather().setWeather({ minC: 12, maxC: 18 });
  ({ jar, owner } = await freshGuest());
});

describe("GET /api/today", () => {
  it("answers three looks with different roles and bases, each within SPEC §5's rules, with reasons", async () => {
    const ids = await closet(owner);
    const response = await get(jar);
    expect(response.status).toBe(200);
    expect(response.body.date).toBe(DAY);
    expect(response.body.season).toBe("winter");
    expect(response.body.weather).toBeUndefined();
    const { looks } = response.body;
    expect(looks.map((look) => look.role)).toEqual(["safe", "rediscover", "stretch"]);
    const db = await getDb();
    const rows = await db.clothingItem.findMany({ select: { id: true, category: true, styleTags: true } });
    const rules = createOutfitRules(rows, {});
    const bases = new Set<string>();
    for (const look of looks) {
      const items = look.items.map((item) => item.id);
      expect(rules.check({ items })).toEqual([]);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(5);
      expect(items.filter((id) => ids.shoes.includes(id))).not.toEqual([]);
      expect(look.reasons.length).toBeGreaterThan(0);
      expect(look.items[0]).toMatchObject({ thumbnailUrl: expect.any(String), category: expect.any(String) });
      bases.add(rules.baseKey({ items }));
    }
    expect(bases.size).toBe(3);
  });

  it("is repeatable; 'wore this' keeps the looks in place and marks the worn one; yesterday's wear moves them", async () => {
    const ids = await closet(owner);
    const first = await get(jar);
    const again = await get(jar);
    expect(again.body).toEqual(first.body);
    expect(first.body.looks.map((look) => look.worn)).toEqual([undefined, undefined, undefined]);
    const worn = first.body.looks[2]!.items.map((item) => item.id);
    expect((await call(logWear, { path: "/api/wears", body: { itemIds: worn, date: DAY }, jar })).status).toBe(201);
    const logged = await get(jar);
    expect(idsOf(logged.body)).toEqual(idsOf(first.body));
    expect(logged.body.looks.map((look) => look.worn)).toEqual([undefined, undefined, true]);
    // Worn yesterday: the top sits out while others can stand in, and the reason names it.
    const yesterday = { itemIds: worn, date: "2026-01-14" };
    expect((await call(logWear, { path: "/api/wears", body: yesterday, jar })).status).toBe(201);
    const after = await get(jar);
    expect(idsOf(after.body)).not.toEqual(idsOf(first.body));
    const top = worn.find((id) => ids.tops.includes(id))!;
    for (const look of after.body.looks) expect(look.items.map((item) => item.id)).not.toContain(top);
    expect(after.body.looks.flatMap((look) => look.reasons)).toContainEqual(
      expect.stringMatching(/you wore yesterday$/),
    );
  });

  it("uses the owner's day from tz and leaves laundry and archived pieces out", async () => {
    const ids = await closet(owner);
    const laundry = await seed(owner, { category: "tops", tags: ["navy", "classic"], status: "laundry" });
    const archived = await seed(owner, { category: "bottoms", tags: ["camel"], status: "archived" });
    const response = await get(jar, "?tz=Pacific/Kiritimati");
    expect(response.status).toBe(200);
    expect(response.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const used = response.body.looks.flatMap((look) => look.items.map((item) => item.id));
    expect(used).not.toContain(laundry);
    expect(used).not.toContain(archived);
    expect(ids.tops.length).toBe(4);
  });

  it("rediscovers a long-unworn piece and says for how long", async () => {
    const ids = await closet(owner);
    const old = ids.tops[3]!;
    await call(logWear, { path: "/api/wears", body: { itemIds: [old, ids.bottoms[1]!], date: "2025-12-12" }, jar });
    const response = await get(jar);
    const rediscover = response.body.looks.find((look) => look.role === "rediscover")!;
    expect(rediscover.items.map((item) => item.id)).toContain(old);
    expect(rediscover.reasons[0]).toBe("not worn for 34 days: the black top");
  });

  it("takes the season from the hemisphere", async () => {
    await closet(owner);
    expect((await settings(jar, { hemisphere: "south" })).status).toBe(200);
    expect((await get(jar)).body.season).toBe("summer");
  });

  it("answers 422 for a closet that can't make a look, and 400 for a bad date or tz", async () => {
    await seed(owner, { category: "tops" });
    const empty = await get(jar);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: "outfits_need_top_and_bottom" });
    expect((await get(jar, "?date=2026-02-30")).status).toBe(400);
    expect((await get(jar, "?date=2999-01-01")).status).toBe(400);
    expect((await get(jar, "?tz=Mars/Olympus")).status).toBe(400);
  });
});

describe("POST /api/today/swap", () => {
  it("replaces one look with its role's next best, repeatably, and 404s a stale id", async () => {
    await closet(owner);
    const first = await get(jar);
    const [safe, rediscover] = first.body.looks;
    const swapped = await swapOne(jar, rediscover!.id);
    expect(swapped.status).toBe(200);
    expect(swapped.body.looks[0]!.id).toBe(safe!.id);
    expect(swapped.body.looks[1]!.id).not.toBe(rediscover!.id);
    expect(swapped.body.looks[1]!.items.map((i) => i.id)).not.toEqual(rediscover!.items.map((i) => i.id));
    // Kept for the day: the next GET answers the swapped looks.
    expect((await get(jar)).body).toEqual(swapped.body);
    expect((await swapOne(jar, rediscover!.id)).status).toBe(404);
    // Another owner can't swap this one's look.
    const other = await newGuest();
    await closet(await ownerOf(other));
    expect((await swapOne(other, swapped.body.looks[1]!.id)).status).toBe(404);
  });
});

describe("weather", () => {
  const place = { name: "Paris", latitude: 48.85, longitude: 2.35 };

  it("a cold morning brings the wool coat and says so", async () => {
    const ids = await closet(owner);
    await settings(jar, { place });
    weather().setWeather({ minC: 5, maxC: 10, morningC: 9 });
    const response = await get(jar);
    expect(response.body.weather).toMatchObject({ place: "Paris", morningC: 9, maxC: 10 });
    const safe = response.body.looks[0]!;
    expect(safe.items.map((item) => item.id)).toContain(ids.outerwear[0]);
    expect(safe.reasons).toContainEqual(expect.stringMatching(/^9 °C this morning: the camel coat over the /));
  });

  it("a hot day leaves the coat home and favours linen", async () => {
    const ids = await closet(owner);
    await settings(jar, { place });
    weather().setWeather({ minC: 22, maxC: 31 });
    const response = await get(jar, "?date=2026-07-15");
    expect(response.body.weather).toMatchObject({ maxC: 31 });
    for (const look of response.body.looks) expect(look.items.map((item) => item.id)).not.toContain(ids.outerwear[0]);
    const linen = [ids.tops[1], ids.bottoms[2]];
    expect(response.body.looks[0]!.items.filter((item) => linen.includes(item.id))).not.toEqual([]);
  });

  it("rain puts a layer on top, and says when none is made for rain", async () => {
    const ids = await closet(owner);
    await settings(jar, { place });
    weather().setWeather({ minC: 14, maxC: 19, rainMm: 6, rainChance: 90 });
    const response = await get(jar, "?date=2026-04-15");
    expect(response.body.looks[0]!.items.map((item) => item.id)).toContain(ids.outerwear[0]);
    expect(response.body.looks[0]!.reasons).toContain("no rain jacket in your closet: the layer may get wet");
  });

  it("rain takes the rain jacket and closed shoes", async () => {
    await closet(owner);
    const jacket = await seedItem(owner, { category: "outerwear", styleTags: ["yellow"], name: "rain jacket" });
    const boots = await seedItem(owner, { category: "shoes", styleTags: ["black"], name: "chelsea boots" });
    const sandals = await seedItem(owner, { category: "shoes", styleTags: ["brown"], name: "sandals" });
    await settings(jar, { place });
    weather().setWeather({ minC: 14, maxC: 19, rainMm: 6, rainChance: 90 });
    const response = await get(jar, "?date=2026-04-15");
    for (const look of response.body.looks) {
      const used = look.items.map((item) => item.id);
      expect(used).toContain(jacket);
      expect(used).not.toContain(sandals);
    }
    expect(response.body.looks[0]!.reasons).toContain(
      "rain likely (90%): the yellow rain jacket and the black chelsea boots",
    );
    expect(response.body.looks[0]!.items.map((item) => item.id)).toContain(boots);
  });

  it("a forecast that doesn't answer within 2 s or fails: looks without weather, said unavailable, never an error", async () => {
    await closet(owner);
    await settings(jar, { place });
    weather().setWeather("hang");
    const started = Date.now();
    const response = await get(jar);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(response.body.weather).toBeUndefined();
    expect(response.body.weatherUnavailable).toBe(true);
    expect(response.body.looks).toHaveLength(3);
    clearWeatherCache();
    weather().setWeather("error");
    expect((await get(jar)).body).toMatchObject({ weatherUnavailable: true });
  }, 10_000);

  it("without a place no weather is asked for, so none is said to be unavailable", async () => {
    await closet(owner);
    weather().setWeather("error");
    const response = await get(jar);
    expect(response.body.weather).toBeUndefined();
    expect(response.body.weatherUnavailable).toBeUndefined();
  });

  it("is cached per place per hour", async () => {
    await closet(owner);
    await settings(jar, { place });
    weather().requests.length = 0;
    await get(jar);
    await get(jar);
    expect(weather().requests.filter((url) => url.pathname === "/v1/forecast")).toHaveLength(1);
  });
});

describe("GET/PATCH /api/account/settings", () => {
  it("answers the defaults, resolves a city, keeps coordinates, forgets the place", async () => {
    const read = await call(getSettings, { path: "/api/account/settings", jar });
    expect(read.body).toEqual({ hemisphere: "north", place: null });
    const city = await settings(jar, { place: { name: "paris" } });
    expect(city.body).toEqual({
      hemisphere: "north",
      place: { name: "Paris, France", latitude: 48.85, longitude: 2.35 },
    });
    const coords = await settings(jar, { hemisphere: "south", place: { latitude: -33.9, longitude: 18.4 } });
    expect(coords.body).toEqual({
      hemisphere: "south",
      place: { name: "-33.90, 18.40", latitude: -33.9, longitude: 18.4 },
    });
    expect((await settings(jar, { place: null })).body).toEqual({ hemisphere: "south", place: null });
    // Another owner still has the defaults.
    const other = await newGuest();
    expect((await call(getSettings, { path: "/api/account/settings", jar: other })).body).toEqual({
      hemisphere: "north",
      place: null,
    });
  });

  it("answers 400 for bad input and an unknown city", async () => {
    for (const body of [
      { hemisphere: "east" },
      { place: { latitude: 91, longitude: 0 } },
      { place: { latitude: 10 } },
      { place: {} },
      { place: { name: "" } },
      { colour: "red" },
    ])
      expect((await settings(jar, body)).status, JSON.stringify(body)).toBe(400);
    // A control character in the place's name is refused before any lookup (issue #40).
    const control = await settings(jar, { place: { name: "Os\u0000lo" } });
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ code: "validation_failed", message: VALIDATION.controlCharacters });
    const unknown = await settings(jar, { place: { name: "Atlantis" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "place_not_found" });
  });

  it("asks the geocoder once per place name: a repeat, in any case, by any owner, comes from the cache", async () => {
    const lookups = () => weather().requests.filter((url) => url.pathname === "/v1/search").length;
    const before = lookups();
    expect((await settings(jar, { place: { name: "Paris" } })).status).toBe(200);
    expect((await settings(jar, { place: { name: " paris " } })).status).toBe(200);
    const other = await newGuest();
    expect((await settings(other, { place: { name: "PARIS" } })).body.place).toMatchObject({ name: "Paris, France" });
    expect((await settings(other, { place: { name: "Atlantis" } })).status).toBe(400);
    expect((await settings(jar, { place: { name: "atlantis" } })).status).toBe(400);
    expect(lookups() - before).toBe(2);
  });

  it(`limits an owner to ${GEOCODE_LIMIT.limit} lookups a minute with 429 and Retry-After, before any call leaves; the cache and other owners are unaffected`, async () => {
    const lookups = () => weather().requests.filter((url) => url.pathname === "/v1/search").length;
    expect((await settings(jar, { place: { name: "paris" } })).status).toBe(200);
    for (let i = 1; i < GEOCODE_LIMIT.limit; i++)
      expect((await settings(jar, { place: { name: `nowhere ${i}` } })).status).toBe(400);
    const before = lookups();
    const refused = await settings(jar, { place: { name: "one more" } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(lookups()).toBe(before);
    expect((await settings(jar, { place: { name: "Paris" } })).status).toBe(200);
    expect((await settings(await newGuest(), { place: { name: "one more" } })).status).toBe(400);
  });

  it("travels with the export and the guest-to-account move, and goes with the account", async () => {
    await settings(jar, { hemisphere: "south", place: { latitude: 1, longitude: 2, name: "home" } });
    const zip = await call(exportAccount, { path: "/api/account/export", jar });
    const files = readZip(zip.bytes);
    const data = JSON.parse(files.get("data.json")!.toString());
    expect(data.settings).toMatchObject({ hemisphere: "south", place: { name: "home", latitude: 1, longitude: 2 } });

    await newUser(jar);
    const moved = await call(getSettings, { path: "/api/account/settings", jar });
    expect(moved.body).toEqual({ hemisphere: "south", place: { name: "home", latitude: 1, longitude: 2 } });
    const db = await getDb();
    expect(await db.ownerSetting.count({ where: { guestId: { not: null } } })).toBe(0);
    const user = await ownerOf(jar);
    if (user.kind !== "user") throw new Error("expected a user");
    await db.user.delete({ where: { id: user.userId } });
    expect(await db.ownerSetting.count()).toBe(0);
  });
});

describe("the note when a day has fewer than three looks", () => {
  it("says why: a closet with one top and one bottom has no other look; a closet worn all month has nothing to rediscover", async () => {
    const top = await seed(owner, { category: "tops", tags: ["navy"] });
    const bottom = await seed(owner, { category: "bottoms", tags: ["black"] });
    const one = await get(jar);
    expect(one.body.looks).toHaveLength(1);
    expect(one.body.note).toBe(TODAY_TEXT.fewLooks(1));

    // Worn 5 days ago, with more pieces: two looks differ, but nothing rested 3 weeks or never worn.
    const more = [
      await seed(owner, { category: "tops", tags: ["white"] }),
      await seed(owner, { category: "bottoms", tags: ["grey"] }),
    ];
    await call(logWear, { path: "/api/wears", body: { itemIds: [top, bottom], date: "2026-01-10" }, jar });
    await call(logWear, { path: "/api/wears", body: { itemIds: more, date: "2026-01-10" }, jar });
    const worn = await get(jar);
    expect(worn.body.looks.map((look) => look.role)).not.toContain("rediscover");
    expect(worn.body.note).toBe(TODAY_TEXT.nothingRested());
  });
});

describe("tomorrow and the day's plans (issue #43)", () => {
  const place = { name: "Paris", latitude: 48.85, longitude: 2.35 };
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  /** Today in UTC, a day the API takes as `date`; plans are for days to come, so these use the real clock. */
  const utcToday = () => new Date().toISOString().slice(0, 10);
  const plan = (itemIds: number[], date: string) =>
    call<PlanView>(createPlan, { path: "/api/plans", body: { date, itemIds }, jar });
  const unplan = (id: number) =>
    call(deletePlan, { path: `/api/plans/${id}`, method: "DELETE", params: { id: String(id) }, jar });
  const piecesOf = (view: TodayView) => view.looks.flatMap((look) => look.items.map((item) => item.id));

  it("day=tomorrow answers the day after the owner's day: its date, three looks and that day's forecast", async () => {
    await closet(owner);
    await settings(jar, { place });
    weather().setWeather({ minC: 10, maxC: 15, morningC: 11, rainChance: 10 });
    weather().requests.length = 0;
    const tomorrow = await get(jar, `?date=${DAY}&day=tomorrow`);
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.date).toBe("2026-01-16");
    expect(tomorrow.body.looks.map((look) => look.role)).toEqual(["safe", "rediscover", "stretch"]);
    expect(tomorrow.body.weather).toEqual({ place: "Paris", morningC: 11, maxC: 15, rainMm: 0, rainChance: 10 });
    const asked = weather().requests.filter((url) => url.pathname === "/v1/forecast");
    expect(asked.map((url) => url.searchParams.get("start_date"))).toEqual(["2026-01-16"]);
    expect(tomorrow.body.plans).toEqual([]);
    // The same engine: the looks GET answers for that day itself, their sentences said from today.
    const onTheDay = (await get(jar, "?date=2026-01-16")).body;
    expect(piecesOf(onTheDay)).toEqual(piecesOf(tomorrow.body));
    const reasons = (view: TodayView) => view.looks.flatMap((look) => look.reasons);
    expect(reasons(onTheDay)).toContainEqual(expect.stringMatching(/^11 °C this morning: /));
    expect(reasons(tomorrow.body)).toContainEqual(expect.stringMatching(/^11 °C tomorrow morning: /));
    expect(reasons(tomorrow.body).join("|")).not.toMatch(/this morning| today/);
    expect(reasons(tomorrow.body).map((text) => text.replace("tomorrow morning", "this morning"))).toEqual(
      reasons(onTheDay).filter((text) => !/you wore|not worn for/.test(text)),
    );
    // From a time zone: the day after that zone's today.
    const zone = "Pacific/Kiritimati";
    const fromZone = await get(jar, `?tz=${zone}&day=tomorrow`);
    expect(fromZone.status).toBe(200);
    expect(fromZone.body.date).toBe(nextDay(dayInZone(zone)));
    // day=today is the day itself.
    expect((await get(jar, `?date=${DAY}&day=today`)).body.date).toBe(DAY);
  });

  it("answers the day's plans; a planned piece leaves that day's looks while the rest can make one, and comes back with the plan gone", async () => {
    await closet(owner);
    const today = utcToday();
    const tomorrow = nextDay(today);
    const todayBefore = await get(jar, `?date=${today}`);
    const before = await get(jar, `?date=${today}&day=tomorrow`);
    expect(before.body.date).toBe(tomorrow);
    expect(before.body.plans).toEqual([]);
    const planned = before.body.looks[0]!.items.map((item) => item.id);
    const created = await plan(planned, tomorrow);
    expect(created.status, created.text).toBe(201);

    const after = await get(jar, `?date=${today}&day=tomorrow`);
    expect(after.body.plans).toHaveLength(1);
    expect(after.body.plans[0]).toMatchObject({ id: created.body.id, date: tomorrow, wearId: null });
    expect(after.body.plans[0]!.items.map((item) => item.id)).toEqual(planned);
    expect(after.body.looks.length).toBeGreaterThan(0);
    for (const id of planned) expect(piecesOf(after.body)).not.toContain(id);
    // Today knows nothing of tomorrow's plan: its plans and looks are its own.
    const todayView = await get(jar, `?date=${today}`);
    expect(todayView.body.plans).toEqual([]);
    expect(idsOf(todayView.body)).toEqual(idsOf(todayBefore.body));

    expect((await unplan(created.body.id)).status).toBe(204);
    const back = await get(jar, `?date=${today}&day=tomorrow`);
    expect(back.body.plans).toEqual([]);
    expect(idsOf(back.body)).toEqual(idsOf(before.body));
  });

  it("a closet that can't dress the day without its planned pieces keeps them in the looks", async () => {
    const tops = [
      await seed(owner, { category: "tops", tags: ["navy"] }),
      await seed(owner, { category: "tops", tags: ["white"] }),
    ];
    const bottom = await seed(owner, { category: "bottoms", tags: ["black"] });
    const tomorrow = nextDay(utcToday());
    expect((await plan([tops[0]!, bottom], tomorrow)).status).toBe(201);
    const view = await get(jar, `?date=${utcToday()}&day=tomorrow`);
    expect(view.status).toBe(200);
    expect(view.body.plans).toHaveLength(1);
    expect(piecesOf(view.body)).toContain(bottom);
  });

  it("answers 400 for a day that is neither today nor tomorrow", async () => {
    await closet(owner);
    const response = await get(jar, `?date=${DAY}&day=nonsense`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: expect.stringContaining("day must be today or tomorrow") });
  });
});
