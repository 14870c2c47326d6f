/**
 * A restore takes only what the API takes (issue #40): every row is checked by the API's own schema
 * for its kind and refused with a 400 naming the kind, the row and the field; an archive with more
 * rows of a kind than an account may keep, or a data.json larger or more deeply packed than an
 * export writes, is refused before anything is written; the account answers as before afterwards.
 * And the temporary folders of restores a killed process left behind are swept.
 */
import { GET as exportRoute } from "@/app/api/account/export/route";
import { GET as listOutfits } from "@/app/api/outfits/route";
import { GET as listTrips } from "@/app/api/trips/route";
import { dataJsonMaxBytes, OWNER_ROW_LIMITS } from "@/lib/account/import-limits";
import { IMPORT_DIR_MAX_AGE_MS, IMPORT_DIR_PREFIX } from "@/lib/account/import-temp";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { cleanupIdleGuests } from "@/lib/guests/cleanup";
import { formatBytes, processImage } from "@/lib/images";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import { PLAN_MESSAGES } from "@/lib/messages/plans";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { VALIDATION } from "@/lib/messages/validation";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import { DAY_OCCASIONS, TRIP_ACTIVITIES } from "@/lib/trips/schemas";
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { importZip, json, rawZip, rowsOf, whereOf } from "../support/import-archive";
import { newUser, ownerOf, useTestAuthSecret } from "../support/owners";
import { giveFileItsOwnDataDir, jpeg, uploadedFiles } from "../support/uploads";

giveFileItsOwnDataDir();

beforeEach(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  useTestAuthSecret();
  resetEnvForTests();
  await resetDatabase();
});

const NOTHING = {
  closet: 0,
  inspiration: 0,
  outfits: 0,
  wears: 0,
  trips: 0,
  plans: 0,
  buyChecks: 0,
  settings: 0,
  imports: 0,
  pendingDeletions: 0,
};
const HEADER = { format: "stylematch-export", version: 1 };
/** A good item with its photo, so a refusal is seen to write nothing at all. */
const GOOD_ITEM = { id: 1, category: "tops", image: "closet/tops/1.webp" };
const item = (fields: Record<string, unknown>) => ({ id: 3, category: "tops", image: "closet/tops/3.webp", ...fields });
const trip = (fields: Record<string, unknown>) => ({
  id: 5,
  name: "lisbon",
  startDate: "2026-06-01",
  endDate: "2026-06-02",
  activities: [],
  days: [],
  ...fields,
});
const wear = (fields: Record<string, unknown>) => ({ id: 4, date: "2026-03-14", clothingItemIds: [1], ...fields });
/** A plan for today (issue #43), of the good item. */
const plan = (fields: Record<string, unknown>) => ({
  id: 6,
  date: new Date().toISOString().slice(0, 10),
  clothingItemIds: [1],
  ...fields,
});
const outfit = (id: number) => ({ id, name: "look", description: "", style: "", occasion: "", clothingItemIds: [] });
/** A check before buying (issue #44) with its photo's path and a judgement as kept. */
const buyCheck = (id: number) => ({
  id,
  category: "tops",
  verdict: "buy",
  result: { similarItems: [], unlocks: { count: 0, examples: [] }, fillsGaps: [], costPerWear: null, reasons: [] },
  image: `buy-checks/${id}.webp`,
});
const row = IMPORT_TEXT.rowInvalid;

/** The archive: the good item and its photo beside data.json's sections. */
async function archive(sections: Record<string, unknown>): Promise<Buffer> {
  const photo = (await processImage(await jpeg())).web.data;
  const closetItems = [GOOD_ITEM, ...((sections.closetItems as unknown[]) ?? [])];
  return rawZip([
    { name: "data.json", data: json({ ...HEADER, ...sections, closetItems }) },
    { name: "closet/tops/1.webp", data: photo },
  ]);
}

/** A refused import wrote nothing, and the owner's outfits, trips and export still answer. */
async function expectRefused(jar: CookieJar, zip: Buffer, message: string, before = NOTHING) {
  const owner = await ownerOf(jar);
  const files = uploadedFiles();
  const answer = await importZip(jar, zip);
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body).toEqual({ code: "import_invalid", message });
  expect(await rowsOf(owner)).toEqual(before);
  expect(uploadedFiles()).toEqual(files);
  expect((await call(listOutfits, { path: "/api/outfits", jar })).status).toBe(200);
  expect((await call(listTrips, { path: "/api/trips", jar })).status).toBe(200);
  expect((await call(exportRoute, { path: "/api/account/export", jar })).status).toBe(200);
}

describe("POST /api/account/import checks every row as the API does", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      "a NUL character in an item's notes",
      { closetItems: [item({ notes: "linen\u0000" })] },
      row("closet item 3", "notes", VALIDATION.controlCharacters),
    ],
    [
      "a NUL character in a trip's name",
      { trips: [trip({ name: "lis\u0000bon" })] },
      row("trip 5", "name", VALIDATION.controlCharacters),
    ],
    [
      "a NUL character in the settings' place",
      { settings: { hemisphere: "south", place: { name: "Lis\u0000bon", latitude: 38.7, longitude: -9.1 } } },
      row("the settings", "place.name", VALIDATION.controlCharacters),
    ],
    [
      "a day's occasion the trips do not know",
      { trips: [trip({ days: [{ date: "2026-06-01", occasion: "skiing", items: [1] }] })] },
      row("trip 5", "days.0.occasion", TRIP_MESSAGES.invalidDayOccasion(DAY_OCCASIONS.join(", "))),
    ],
    [
      "a day outside its trip",
      { trips: [trip({ days: [{ date: "2026-07-01", occasion: "dinner", items: [1] }] })] },
      row("trip 5", "days.0.date", TRIP_MESSAGES.invalidDays),
    ],
    [
      "a wear on 9999-12-31",
      { wears: [wear({ date: "9999-12-31" })] },
      row("wear 4", "date", WEAR_MESSAGES.futureDate("date")),
    ],
    [
      "a wear on 1000-01-01",
      { wears: [wear({ date: "1000-01-01" })] },
      row("wear 4", "date", WEAR_MESSAGES.invalidDate("date")),
    ],
    [
      "a plan on a day that is not one",
      { plans: [plan({ date: "2026-02-30" })] },
      row("plan 6", "date", PLAN_MESSAGES.invalidDate("date")),
    ],
    [
      "a plan further ahead than a plan may be",
      { plans: [plan({ date: "9999-12-31" })] },
      row("plan 6", "date", PLAN_MESSAGES.tooFarAhead),
    ],
    [
      "a plan with the same piece twice",
      { plans: [plan({ clothingItemIds: [1, 1] })] },
      row("plan 6", "clothingItemIds", PLAN_MESSAGES.duplicateItems),
    ],
    [
      "a plan's note of 200 characters",
      { plans: [plan({ note: "x".repeat(200) })] },
      row("plan 6", "note", PLAN_MESSAGES.invalidNote),
    ],
    [
      "a trip that ends before it starts",
      { trips: [trip({ endDate: "2026-05-01" })] },
      row("trip 5", "endDate", TRIP_MESSAGES.endBeforeStart),
    ],
    [
      "a trip of ten years",
      { trips: [trip({ endDate: "2036-06-01" })] },
      row("trip 5", "endDate", TRIP_MESSAGES.tooLong(30)),
    ],
    [
      "an activity the trips do not know",
      { trips: [trip({ activities: ["skiing"] })] },
      row("trip 5", "activities.0", TRIP_MESSAGES.invalidActivities(TRIP_ACTIVITIES.join(", "))),
    ],
    [
      "a colour outside the vocabulary",
      { closetItems: [item({ colors: ["octarine"] })] },
      row("closet item 3", "colors.0", ITEM_MESSAGES.invalidColor),
    ],
    [
      "a season that is none of the five",
      { closetItems: [item({ seasons: ["monsoon"] })] },
      row("closet item 3", "seasons.0", ITEM_MESSAGES.invalidSeason),
    ],
    [
      "151 tags",
      { closetItems: [item({ styleTags: Array.from({ length: 151 }, (_, i) => `tag${i}`) })] },
      row("closet item 3", "styleTags", ITEM_MESSAGES.tooManyTags(20)),
    ],
    [
      "notes of 4,000 characters",
      { closetItems: [item({ notes: "x".repeat(4000) })] },
      row("closet item 3", "notes", ITEM_MESSAGES.tooLong("notes", 1000)),
    ],
    [
      "a price of 1e9",
      { closetItems: [item({ price: 1e9 })] },
      row("closet item 3", "price", ITEM_MESSAGES.invalidPrice(1_000_000)),
    ],
    [
      "a category of free text",
      { closetItems: [item({ category: "hats" })] },
      row("closet item 3", "category", CLOSET_MESSAGES.invalidCategory),
    ],
    [
      "an outfit of nine pieces",
      { outfits: [{ ...outfit(2), clothingItemIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }] },
      row("outfit 2", "clothingItemIds", OUTFIT_MESSAGES.buildItemIds(2, 8)),
    ],
    [
      "a row without a usable id",
      { wears: [wear({}), wear({ id: "four" })] },
      row("wear #2", "id", "Invalid input: expected number, received string"),
    ],
  ];
  it.each(cases)("refuses %s with 400 naming the row, and writes nothing", async (_name, sections, message) => {
    const jar = await newUser();
    await expectRefused(jar, await archive(sections), message);
  });
});

describe("POST /api/account/import bounds what an archive may hold", () => {
  const rowsOfKind = {
    outfits: (id: number) => outfit(id),
    wears: (id: number) => wear({ id, clothingItemIds: [] }),
    trips: (id: number) => trip({ id }),
    plans: (id: number) => plan({ id, clothingItemIds: [] }),
    buyChecks: buyCheck,
  };
  it.each(Object.keys(OWNER_ROW_LIMITS) as (keyof typeof OWNER_ROW_LIMITS)[])(
    "refuses more %s than an account may keep",
    async (kind) => {
      const max = OWNER_ROW_LIMITS[kind];
      const rows = Array.from({ length: max + 1 }, (_, index) => rowsOfKind[kind](index + 1));
      const jar = await newUser();
      await expectRefused(jar, await archive({ [kind]: rows }), IMPORT_TEXT.tooManyRows(IMPORT_TEXT.counts[kind], max));
    },
  );

  it("refuses trips that would take the account over its maximum beside the ones it has", async () => {
    const jar = await newUser();
    const owner = await ownerOf(jar);
    const max = OWNER_ROW_LIMITS.trips;
    const day = new Date("2026-06-01T00:00:00Z");
    await (
      await getDb()
    ).trip.createMany({
      data: Array.from({ length: max - 1 }, () => ({
        ...whereOf(owner),
        name: "held",
        startDate: day,
        endDate: day,
        days: [],
      })),
    });
    const zip = await archive({ trips: [trip({ id: 1 }), trip({ id: 2 })] });
    await expectRefused(jar, zip, IMPORT_TEXT.accountFull(IMPORT_TEXT.counts.trips, max), {
      ...NOTHING,
      trips: max - 1,
    });
  });

  it("refuses a data.json larger than a full account's before reading it", async () => {
    const jar = await newUser();
    const max = dataJsonMaxBytes();
    const zip = rawZip([{ name: "data.json", data: json(HEADER), deflate: true, declaredSize: max + 1 }]);
    await expectRefused(jar, zip, IMPORT_TEXT.dataJsonTooLarge(formatBytes(max)));
  });

  it("refuses a data.json packed with far more objects and lists than an export writes, before parsing it", async () => {
    const jar = await newUser();
    const packed = Buffer.from(`{"format":"stylematch-export","version":1,"shares":[${"{},".repeat(100_000)}{}]}`);
    const zip = rawZip([{ name: "data.json", data: packed }]);
    await expectRefused(jar, zip, IMPORT_TEXT.packedDataJson);
  });
});

describe("the temporary folders of restores", () => {
  it("the periodic sweep removes one a killed restore left behind an hour ago, and keeps a fresh one", async () => {
    const stale = mkdtempSync(path.join(tmpdir(), IMPORT_DIR_PREFIX));
    const fresh = mkdtempSync(path.join(tmpdir(), IMPORT_DIR_PREFIX));
    try {
      writeFileSync(path.join(stale, "archive.zip"), "half an upload");
      const then = new Date(Date.now() - IMPORT_DIR_MAX_AGE_MS - 60_000);
      utimesSync(stale, then, then);
      await cleanupIdleGuests();
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    } finally {
      rmSync(stale, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
