/**
 * A stylist you can trust (issue #39), through the REST contract, with a 35-piece closet as a new
 * user would build it (names, materials and seasons typed on the item page) and a loopback
 * Open-Meteo: a cold wet day never offers summer pieces and takes the rain jacket; a hot day never
 * offers wool, boots, coats or suits; outfit ideas honour each piece's own seasons; pieces on their
 * way out are never picked; and the reasons name pieces the look really holds.
 */
import { PATCH as patchSettings } from "@/app/api/account/settings/route";
import { PUT as putCleanout } from "@/app/api/closet/[id]/cleanout/route";
import { PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { POST as postSuggestions } from "@/app/api/outfits/suggestions/route";
import { GET as today } from "@/app/api/today/route";
import { POST as createTrip } from "@/app/api/trips/route";
import type { Owner } from "@/lib/auth/owner";
import { clearGeocodeCache } from "@/lib/settings";
import type { TodayView } from "@/lib/today/contract";
import { clearWeatherCache } from "@/lib/today/weather";
import type { TripView } from "@/lib/trips/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { fakeOpenMeteoForFile } from "../support/fake-open-meteo-file";
import { freshGuest, seedItem } from "../support/seed";

type Piece = { category: string; name: string; colour: string; material?: string; seasons?: string[] };

/** The closet of the report: 35 pieces, summer and winter, for every occasion. */
const CLOSET: Record<string, Piece> = {
  tank: { category: "tops", name: "tank top", colour: "white", seasons: ["summer"] },
  tee: { category: "tops", name: "t-shirt", colour: "white" },
  linenShirt: { category: "tops", name: "linen shirt", colour: "beige", material: "linen" },
  oxford: { category: "tops", name: "oxford shirt", colour: "light blue" },
  camelKnit: { category: "tops", name: "knit sweater", colour: "camel", material: "wool" },
  greySweater: { category: "tops", name: "crewneck sweater", colour: "grey", material: "cashmere" },
  hoodie: { category: "tops", name: "hoodie", colour: "black" },
  blouse: { category: "tops", name: "silk blouse", colour: "cream", material: "silk" },
  linenShorts: { category: "bottoms", name: "linen shorts", colour: "beige", material: "linen" },
  khakiShorts: { category: "bottoms", name: "shorts", colour: "khaki", seasons: ["summer"] },
  jeans: { category: "bottoms", name: "jeans", colour: "blue", material: "denim" },
  woolTrousers: { category: "bottoms", name: "trousers", colour: "grey", material: "wool" },
  chinos: { category: "bottoms", name: "chinos", colour: "navy", material: "cotton" },
  skirt: { category: "bottoms", name: "midi skirt", colour: "black" },
  leggings: { category: "bottoms", name: "leggings", colour: "black" },
  sundress: { category: "dresses", name: "sundress", colour: "yellow", material: "cotton" },
  partyDress: { category: "dresses", name: "party dress", colour: "red", material: "satin" },
  woolDress: { category: "dresses", name: "knit dress", colour: "burgundy", material: "wool" },
  suit: { category: "suits", name: "suit", colour: "navy", material: "wool" },
  sandals: { category: "shoes", name: "sandals", colour: "brown" },
  flipFlops: { category: "shoes", name: "flip flops", colour: "black" },
  sneakers: { category: "shoes", name: "sneakers", colour: "white" },
  runners: { category: "shoes", name: "running shoes", colour: "grey" },
  chelsea: { category: "shoes", name: "chelsea boots", colour: "black", material: "leather" },
  loafers: { category: "shoes", name: "loafers", colour: "brown", material: "leather" },
  heels: { category: "shoes", name: "heels", colour: "black" },
  rainJacket: { category: "outerwear", name: "rain jacket", colour: "yellow" },
  woolCoat: { category: "outerwear", name: "coat", colour: "camel", material: "wool" },
  puffer: { category: "outerwear", name: "puffer", colour: "black" },
  denimJacket: { category: "outerwear", name: "denim jacket", colour: "blue", material: "denim" },
  trench: { category: "outerwear", name: "trench coat", colour: "beige" },
  scarf: { category: "accessories", name: "scarf", colour: "grey", material: "wool" },
  belt: { category: "accessories", name: "belt", colour: "brown", material: "leather" },
  cap: { category: "accessories", name: "cap", colour: "navy" },
  tote: { category: "accessories", name: "tote bag", colour: "beige" },
};

async function seedCloset(owner: Owner): Promise<Record<keyof typeof CLOSET, number>> {
  const ids = {} as Record<keyof typeof CLOSET, number>;
  for (const [key, piece] of Object.entries(CLOSET))
    ids[key] = await seedItem(owner, {
      category: piece.category,
      name: piece.name,
      material: piece.material ?? null,
      seasons: piece.seasons ?? [],
      styleTags: [piece.colour],
      colors: [piece.colour],
    });
  expect(Object.keys(ids)).toHaveLength(35);
  return ids;
}

const weather = fakeOpenMeteoForFile();

let jar: CookieJar;
let owner: Owner;
let ids: Record<string, number>;
beforeEach(async () => {
  clearWeatherCache();
  clearGeocodeCache();
  ({ jar, owner } = await freshGuest());
  ids = await seedCloset(owner);
  const place = { name: "Paris", latitude: 48.85, longitude: 2.35 };
  expect(
    (await call(patchSettings, { path: "/api/account/settings", method: "PATCH", body: { place }, jar })).status,
  ).toBe(200);
});

const todayOn = async (date: string) => {
  const response = await call<TodayView>(today, { path: `/api/today?date=${date}`, jar });
  expect(response.status).toBe(200);
  return response.body;
};
const named = (keys: readonly string[]) => new Set(keys.map((key) => ids[key]!));
const piecesOf = (view: TodayView) => view.looks.flatMap((look) => look.items.map((item) => item.id));

describe("Today, with the weather fake", () => {
  it("a cold wet day: no sandals, shorts, linen or summer-only pieces, the rain jacket on top, closed shoes", async () => {
    weather().setWeather({ minC: 1, maxC: 6, morningC: 3, rainMm: 14, rainChance: 95 });
    const view = await todayOn("2026-11-20");
    expect(view.looks).toHaveLength(3);
    const summer = named(["tank", "linenShirt", "linenShorts", "khakiShorts", "sundress", "sandals", "flipFlops"]);
    for (const id of piecesOf(view)) expect(summer.has(id), `piece ${id}`).toBe(false);
    // Every look wears a layer made for rain (the rain jacket or the trench), and one wears the rain jacket.
    const rainReady = named(["rainJacket", "trench"]);
    for (const look of view.looks) {
      const layer = look.items.find((item) => item.category === "outerwear")!;
      expect([...rainReady]).toContain(layer.id);
      expect(look.reasons.join(" | ")).toMatch(/^.*rain likely \(95%\): the (yellow rain jacket|beige trench)/);
    }
    expect(piecesOf(view)).toContain(ids.rainJacket);
    // The safe pick is no party dress: the day is an ordinary one.
    expect(piecesOf(view)).not.toContain(ids.partyDress);
  });

  it("a hot day: no wool, boots, coats or suits, and no layer", async () => {
    weather().setWeather({ minC: 24, maxC: 36, morningC: 27 });
    const view = await todayOn("2026-07-20");
    expect(view.looks.length).toBeGreaterThanOrEqual(2);
    const warm = named([
      "camelKnit",
      "greySweater",
      "woolTrousers",
      "woolDress",
      "suit",
      "chelsea",
      "woolCoat",
      "puffer",
      "trench",
      "denimJacket",
      "rainJacket",
    ]);
    for (const id of piecesOf(view)) expect(warm.has(id), `piece ${id}`).toBe(false);
    for (const look of view.looks) expect(look.reasons).toContain("36 °C today: nothing warm, no layer");
  });

  it("never picks a piece marked to sell, and looks differ in at least two slots", async () => {
    weather().setWeather({ minC: 8, maxC: 14, morningC: 9 });
    const first = await todayOn("2026-10-10");
    const sold = first.looks[0]!.items[0]!.id;
    // The cleanout queue's choice has its own call (issue #41).
    const patch = await call(putCleanout, {
      path: `/api/closet/${sold}/cleanout`,
      method: "PUT",
      body: { choice: "sell" },
      jar,
      params: { id: String(sold) },
    });
    expect(patch.status).toBe(200);
    const view = await todayOn("2026-10-10");
    expect(piecesOf(view)).not.toContain(sold);
    for (const [i, a] of view.looks.entries())
      for (const b of view.looks.slice(i + 1)) {
        const slotOf = (look: typeof a, category: string) => look.items.find((item) => item.category === category)?.id;
        const differing = ["tops", "bottoms", "dresses", "suits", "shoes", "outerwear"].filter(
          (category) => slotOf(a, category) !== slotOf(b, category),
        );
        expect(differing.length).toBeGreaterThanOrEqual(2);
      }
  });
});

describe("the seasons the owner sets are a rule", () => {
  it("a tank marked summer on the item page never dresses a mild fall day; the analysis's guess would", async () => {
    const patch = (id: number, body: unknown) =>
      call(patchItem, { path: `/api/closet/${id}`, method: "PATCH", body, jar, params: { id: String(id) } });
    // A fall closet with the tank as the only light top: the guess (summer and its neighbours) lets it in.
    for (const key of ["tee", "oxford", "camelKnit", "greySweater", "hoodie", "blouse", "linenShirt"])
      expect((await patch(ids[key]!, { status: "archived" })).status).toBe(200);
    weather().setWeather({ minC: 14, maxC: 22, morningC: 15 });
    expect(piecesOf(await todayOn("2026-10-10"))).toContain(ids.tank);
    const set = await patch(ids.tank!, { seasons: ["summer"] });
    expect(set.status).toBe(200);
    const view = await todayOn("2026-10-10");
    // The tank is the only top left: the rule holds while a dress or suit can stand in.
    expect(piecesOf(view)).not.toContain(ids.tank);
    expect(view.looks.length).toBeGreaterThan(0);
  });
});

describe("outfit ideas honour each piece's seasons", () => {
  it("winter ideas hold no summer-only piece, shorts or sandals; summer ideas no puffer or wool coat", async () => {
    const suggest = (season: string) =>
      call<{ outfits: { items: { id: number }[] }[] }>(postSuggestions, {
        path: "/api/outfits/suggestions",
        body: { season },
        jar,
      });
    const winter = await suggest("winter");
    expect(winter.status).toBe(200);
    expect(winter.body.outfits.length).toBeGreaterThan(0);
    const notWinter = named(["tank", "khakiShorts", "linenShorts", "linenShirt", "sundress", "sandals", "flipFlops"]);
    for (const outfit of winter.body.outfits)
      for (const item of outfit.items) expect(notWinter.has(item.id), `piece ${item.id}`).toBe(false);
    const summer = await suggest("summer");
    expect(summer.status).toBe(200);
    const notSummer = named(["puffer", "woolCoat"]);
    for (const outfit of summer.body.outfits)
      for (const item of outfit.items) expect(notSummer.has(item.id), `piece ${item.id}`).toBe(false);
  });
});

describe("trips dress each day for its activity and the season", () => {
  const pack = async (body: { name: string; startDate: string; endDate: string; activities: string[] }) => {
    const response = await call<TripView>(createTrip, { path: "/api/trips", body, jar });
    expect(response.status).toBe(201);
    return response.body;
  };
  const dayPieces = (day: TripView["days"][number]) => day.items.map((item) => item.id);

  it("a December hike: no sundress or summer pieces, athletic shoes on the trail", async () => {
    const trip = await pack({ name: "alps", startDate: "2026-12-10", endDate: "2026-12-13", activities: ["hike"] });
    const summer = named(["sundress", "tank", "khakiShorts", "linenShorts", "linenShirt", "sandals", "flipFlops"]);
    const athletic = named(["sneakers", "runners"]);
    for (const day of trip.days) {
      for (const id of dayPieces(day)) expect(summer.has(id), `${day.date}: piece ${id}`).toBe(false);
      expect(
        dayPieces(day).some((id) => athletic.has(id)),
        day.date,
      ).toBe(true);
      expect(dayPieces(day)).not.toContain(ids.suit);
    }
  });

  it("a wedding: formal shoes and a formal base, never sneakers", async () => {
    const trip = await pack({
      name: "wedding",
      startDate: "2026-09-04",
      endDate: "2026-09-06",
      activities: ["wedding"],
    });
    const wedding = trip.days.find((day) => day.occasion === "wedding")!;
    const pieces = dayPieces(wedding);
    const among = (names: readonly string[]) => pieces.filter((id) => named(names).has(id));
    expect(among(["heels", "loafers"])).not.toEqual([]);
    expect(among(["suit", "partyDress", "woolTrousers"])).not.toEqual([]);
    expect(among(["sneakers", "runners", "jeans", "hoodie"])).toEqual([]);
    expect(trip.gaps).toEqual([]);
  });

  it("a June beach fortnight: no boots or wool on any day, sandals on the beach", async () => {
    const trip = await pack({ name: "coast", startDate: "2026-06-10", endDate: "2026-06-23", activities: ["beach"] });
    expect(trip.days).toHaveLength(14);
    const warm = named([
      "chelsea",
      "woolCoat",
      "puffer",
      "woolTrousers",
      "woolDress",
      "camelKnit",
      "greySweater",
      "suit",
    ]);
    for (const day of trip.days) {
      for (const id of dayPieces(day)) expect(warm.has(id), `${day.date}: piece ${id}`).toBe(false);
      if (day.occasion === "beach")
        expect(
          dayPieces(day).filter((id) => named(["sandals", "flipFlops"]).has(id)),
          day.date,
        ).not.toEqual([]);
    }
  });
});
