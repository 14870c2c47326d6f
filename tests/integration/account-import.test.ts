/**
 * Restoring an export (issue #30) through the real route handlers: export A → import into B gives
 * B the same items (every field, tags, tag history, categories), inspiration, outfits, wears, trips,
 * plans, checks before buying and settings, with ids remapped and photos re-processed under new keys (compared by hash
 * after re-encoding); the same archive twice imports once; every malformed archive answers 400 and
 * leaves no row and no file.
 */
import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as importRoute } from "@/app/api/account/import/route";
import { GET as getItem, PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { GET as listPlansRoute, POST as createPlanRoute } from "@/app/api/plans/route";
import { GET as getTrip } from "@/app/api/trips/[id]/route";
import { GET as listTrips } from "@/app/api/trips/route";
import { BUY_STORAGE_PREFIX } from "@/lib/buy-checks";
import type { ClosetItemView } from "@/lib/closet/contract";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { processImage, storeImage, storeVariant } from "@/lib/images";
import { PERCEPTUAL_HASH_VERSION } from "@/lib/images/perceptual-hash";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { addDays, type PlanView } from "@/lib/plans/schemas";
import { getStorage } from "@/lib/storage";
import { claimKeys } from "@/lib/storage/deletions";
import { PRIVATE_ORIGINAL_PREFIX } from "@/lib/storage/public-url";
import type { TripSummary, TripView } from "@/lib/trips/schemas";
import { createHash, randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { beforeEach, describe, expect, it } from "vitest";
import { addInspiration, addItem } from "../support/ai";
import { call, type CookieJar, type Message } from "../support/api";
import { resetDatabase } from "../support/db";
import { setEnv } from "../support/env";
import { importZip, json, rawZip, rowsOf, whereOf } from "../support/import-archive";
import { newGuest, newUser, ownerOf, USER_PASSWORD, useTestAuthSecret } from "../support/owners";
import { readZip } from "../support/read-zip";
import { endlessMultipartUpload, giveFileItsOwnDataDir, jpeg, uploadedFiles } from "../support/uploads";

giveFileItsOwnDataDir();

const exportZip = async (jar: CookieJar) => {
  const answer = await call(exportRoute, { path: "/api/account/export", jar });
  expect(answer.status).toBe(200);
  return answer.bytes;
};
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const stored = async (key: string) => {
  const file = await getStorage().get(key);
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
};
/** The top's garment facts as ownerWithEverything sets them. */
const FACTS = { kind: "shirt", warmth: 0, rainReady: true, activities: ["beach", "dinner"] };
const factsColumnIsNull = async (id: number) =>
  (
    await (
      await getDb()
    ).$queryRaw<{ none: boolean }[]>`SELECT fact_overrides IS NULL AS none FROM clothing_items WHERE id = ${id}`
  )[0]!.none;

const LISBON_DAY = {
  source: "forecast",
  season: "summer",
  place: "Lisbon, Portugal",
  morningC: 17,
  maxC: 26,
  rainMm: 0,
  rainChance: 5,
} as const;

/** Today in UTC: a day every time zone takes as today or later, so POST /api/plans takes it. */
const TODAY = new Date().toISOString().slice(0, 10);
const planOn = (jar: CookieJar, body: Record<string, unknown>) =>
  call<PlanView>(createPlanRoute, { path: "/api/plans", body, jar });

/** A user with two detailed items, an inspiration image, a built outfit, a wear, a trip, plans and settings. */
async function ownerWithEverything(jar: CookieJar) {
  const owner = await ownerOf(jar);
  const top = await addItem(owner, "tops", "#1b2a4a");
  const bottom = await addItem(owner, "bottoms", "#c8b08a");
  const patched = await call(patchItem, {
    path: `/api/closet/${top}`,
    method: "PATCH",
    params: { id: String(top) },
    jar,
    body: {
      name: "Linen shirt",
      colors: ["white", "light blue"],
      brand: "COS",
      size: "M",
      price: 49.9,
      currency: "EUR",
      purchasedOn: "2024-02-29",
      material: "linen",
      seasons: ["summer"],
      notes: "from Lisbon",
      status: "laundry",
      favorite: true,
      styleTags: ["linen", "preppy"],
      facts: FACTS,
    },
  });
  expect(patched.status, patched.text).toBe(200);
  const db = await getDb();
  // The top keeps its photo as shot (issue #25), stored privately as an upload's is.
  const shot = await storeVariant(PRIVATE_ORIGINAL_PREFIX, (await processImage(await jpeg(800, 600))).web);
  await db.clothingItem.update({ where: { id: top }, data: { removedTags: ["casual"], originalImageKey: shot.key } });
  await claimKeys(db, [shot.key]);
  await db.clothingItem.update({ where: { id: bottom }, data: { cleanout: "donate", categoryDetected: true } });
  const inspiration = await addInspiration(owner);
  await db.inspirationImage.update({ where: { id: inspiration }, data: { isSaved: true, styleTags: ["minimal"] } });
  const where = whereOf(owner);
  const outfit = await db.outfit.create({
    data: {
      ...where,
      name: "my own",
      description: "easy",
      style: "casual",
      occasion: "brunch",
      isBuilt: true,
      isSaved: true,
      savedAt: new Date("2026-03-01T10:00:00Z"),
      itemCount: 2,
      items: { create: [bottom, top].map((clothingItemId, position) => ({ clothingItemId, position })) },
    },
  });
  const wear = await db.wear.create({
    data: {
      ...where,
      date: new Date("2026-03-14T00:00:00Z"),
      outfitId: outfit.id,
      items: { create: [top, bottom].map((clothingItemId, position) => ({ clothingItemId, position })) },
    },
  });
  const trip = await db.trip.create({
    data: {
      ...where,
      name: "lisbon",
      startDate: new Date("2026-06-01T00:00:00Z"),
      endDate: new Date("2026-06-01T00:00:00Z"),
      // The destination and each day's chosen activity and weather (issue #39 §5).
      place: "Lisbon, Portugal",
      latitude: 38.72,
      longitude: -9.14,
      activities: ["dinner"],
      items: [top, bottom],
      days: [{ date: "2026-06-01", occasion: "dinner", assigned: true, items: [top, bottom], weather: LISBON_DAY }],
      gaps: ["no formal piece"],
      checked: [top],
    },
  });
  // Plans (issue #43): two coming ones as the plans screen makes them (the outfit with a note, the top
  // on its own), and two past ones, history the API no longer takes: one worn as planned, one not.
  for (const body of [
    { date: addDays(TODAY, 1), outfitId: outfit.id, note: "brunch with sam" },
    { date: addDays(TODAY, 2), itemIds: [top] },
  ]) {
    const planned = await planOn(jar, body);
    expect(planned.status, planned.text).toBe(201);
  }
  await db.plan.create({
    data: { ...where, date: wear.date, items: [top, bottom], outfitId: outfit.id, wearId: wear.id },
  });
  await db.plan.create({ data: { ...where, date: new Date("2026-03-10T00:00:00Z"), items: [bottom], free: true } });
  await db.ownerSetting.create({
    data: { ...where, hemisphere: "south", place: { name: "Lisbon", latitude: 38.7, longitude: -9.1 } },
  });
  // A check before buying (issue #44): its photo stored as a check's is, its judgement naming the top
  // and the bottom, the saved look and the trip, and bought as the top.
  const checkPhoto = await storeImage(BUY_STORAGE_PREFIX, await processImage(await jpeg(500, 400)));
  await claimKeys(db, [checkPhoto.imageKey, checkPhoto.thumbnailKey]);
  await db.buyCheck.create({
    data: {
      ...where,
      ...checkPhoto,
      name: "Oxford shirt",
      brand: "Maison",
      price: 59.9,
      currency: "EUR",
      sourceUrl: "https://shop.example/oxford",
      category: "tops",
      styleTags: ["navy", "minimalist"],
      colors: ["navy"],
      result: CHECK_RESULT({ top, bottom, look: inspiration, trip: trip.id }),
      verdict: "think twice",
      boughtItemId: top,
      boughtAt: new Date("2026-03-20T10:00:00Z"),
    },
  });
  return { owner, top, bottom, inspiration, outfit };
}

/** A check's judgement as kept, naming closet pieces, a saved look and a trip by id. */
const CHECK_RESULT = (ids: { top: number; bottom: number; look: number; trip: number }) => ({
  similarItems: [ids.top],
  unlocks: { count: 2, examples: [[ids.bottom], [ids.bottom, ids.top]] },
  fillsGaps: [
    { kind: "inspiration", name: "30 nov 2026", piece: "navy top", id: ids.look },
    { kind: "trip", name: "lisbon", piece: "formal piece for the wedding", id: ids.trip },
  ],
  costPerWear: { value: 4.99, currency: "EUR", wearsPerYear: 12, closetMedian: 5 },
  reasons: ["you own 1 piece like it: the linen shirt"],
});

/** The owner's data as the export writes it, without ids, dates of this instance and photo paths. */
async function comparable(jar: CookieJar) {
  const data = JSON.parse(
    readZip(await exportZip(jar))
      .get("data.json")!
      .toString("utf8"),
  ) as Record<string, Record<string, unknown>[]>;
  const items = new Map(data.closetItems!.map((item) => [item.id as number, item.name ?? item.category]));
  const outfits = new Map(data.outfits!.map((outfit) => [outfit.id as number, outfit.name]));
  const wears = new Map(data.wears!.map((wear) => [wear.id as number, wear.date]));
  const looks = new Map(data.inspirationImages!.map((image) => [image.id as number, "look"]));
  const trips = new Map(data.trips!.map((trip) => [trip.id as number, trip.name]));
  type Kept = ReturnType<typeof CHECK_RESULT>;
  const strip = ({ id: _id, image: _image, originalImage, ...rest }: Record<string, unknown>) => ({
    ...rest,
    ...(originalImage === undefined ? {} : { originalImage: originalImage !== null }),
  });
  return {
    closetItems: data.closetItems!.map(strip),
    inspirationImages: data.inspirationImages!.map(strip),
    outfits: data.outfits!.map(({ id: _id, clothingItemIds, ...rest }) => ({
      ...rest,
      pieces: (clothingItemIds as number[]).map((id) => items.get(id)),
    })),
    wears: data.wears!.map(({ id: _id, outfitId, createdAt: _c, clothingItemIds, ...rest }) => ({
      ...rest,
      outfit: outfitId !== null,
      pieces: (clothingItemIds as number[]).map((id) => items.get(id)),
    })),
    trips: data.trips!.map(({ id: _id, clothingItemIds, checkedItemIds, days, ...rest }) => ({
      ...rest,
      pieces: (clothingItemIds as number[]).map((id) => items.get(id)),
      checked: (checkedItemIds as number[]).map((id) => items.get(id)),
      days: (days as { items: number[] }[]).map((day) => ({ ...day, items: day.items.map((id) => items.get(id)) })),
    })),
    // A plan's outfit and wear named by what they are, the wear by its day (it was re-created too).
    plans: data.plans!.map(({ id: _id, outfitId, wearId, clothingItemIds, ...rest }) => ({
      ...rest,
      outfit: outfitId === null ? null : outfits.get(outfitId as number),
      wear: wearId === null ? null : wears.get(wearId as number),
      pieces: (clothingItemIds as number[]).map((id) => items.get(id)),
    })),
    // A check's pieces, look and trip named by what they are; the item it was bought as too.
    buyChecks: data.buyChecks!.map(({ id: _id, image: _image, result, boughtItemId, ...rest }) => {
      const kept = result as unknown as Kept;
      return {
        ...rest,
        boughtItem: boughtItemId === null ? null : items.get(boughtItemId as number),
        result: {
          ...kept,
          similarItems: kept.similarItems.map((id) => items.get(id)),
          unlocks: { ...kept.unlocks, examples: kept.unlocks.examples.map((ids) => ids.map((id) => items.get(id))) },
          fillsGaps: kept.fillsGaps.map((gap) => ({
            ...gap,
            id: gap.kind === "inspiration" ? looks.get(gap.id) : trips.get(gap.id),
          })),
        },
      };
    }),
    // When the settings were last changed is this account's own (the import wrote them now).
    settings: { ...data.settings, updatedAt: undefined },
  };
}

beforeEach(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  useTestAuthSecret();
  resetEnvForTests();
  await resetDatabase();
});

describe("POST /api/account/import", () => {
  it("restores A's export into B: the same items, tags, categories, outfits, wears, trips, plans and settings, photos re-encoded", async () => {
    const a = await newUser();
    const me = await ownerWithEverything(a);
    const zip = await exportZip(a);
    const b = await newUser();
    const owner = await ownerOf(b);

    const answer = await importZip(b, zip);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      imported: { closet: 2, inspiration: 1, outfits: 1, wears: 1, trips: 1, plans: 4, buyChecks: 1, settings: 1 },
      skipped: [],
    });
    expect(await comparable(b)).toEqual(await comparable(a));
    // B's check before buying points at B's own pieces, look and trip, and its photo was processed
    // again under a new key of its own.
    {
      const db = await getDb();
      const [top, bottom] = (await db.clothingItem.findMany({ where: whereOf(owner), orderBy: { id: "asc" } })).map(
        (item) => item.id,
      );
      const look = await db.inspirationImage.findFirstOrThrow({ where: whereOf(owner) });
      const trip = await db.trip.findFirstOrThrow({ where: whereOf(owner) });
      const check = await db.buyCheck.findFirstOrThrow({ where: whereOf(owner) });
      expect(check.boughtItemId).toBe(top);
      expect(check.result).toEqual(CHECK_RESULT({ top: top!, bottom: bottom!, look: look.id, trip: trip.id }));
      const original = await db.buyCheck.findFirstOrThrow({ where: whereOf(me.owner) });
      expect(check.imageKey).toMatch(/^buy\//);
      expect(check.imageKey).not.toBe(original.imageKey);
    }
    expect((await comparable(b)).plans).toEqual([
      {
        date: "2026-03-10",
        note: null,
        free: true,
        worn: false,
        wear: null,
        outfit: null,
        createdAt: expect.any(String),
        pieces: ["bottoms"],
      },
      {
        date: "2026-03-14",
        note: null,
        free: false,
        worn: true,
        wear: "2026-03-14",
        outfit: "my own",
        createdAt: expect.any(String),
        pieces: ["Linen shirt", "bottoms"],
      },
      {
        date: addDays(TODAY, 1),
        note: "brunch with sam",
        free: false,
        worn: false,
        wear: null,
        outfit: "my own",
        createdAt: expect.any(String),
        pieces: ["bottoms", "Linen shirt"],
      },
      {
        date: addDays(TODAY, 2),
        note: null,
        free: true,
        worn: false,
        wear: null,
        outfit: null,
        createdAt: expect.any(String),
        pieces: ["Linen shirt"],
      },
    ]);
    // B's plans point at B's own pieces, outfit and wear; the past ones stay history: the one not
    // worn made no wear (B has the archive's one wear only).
    {
      const db = await getDb();
      const [top, bottom] = (await db.clothingItem.findMany({ where: whereOf(owner), orderBy: { id: "asc" } })).map(
        (item) => item.id,
      );
      const outfit = await db.outfit.findFirstOrThrow({ where: whereOf(owner) });
      const wear = await db.wear.findFirstOrThrow({ where: whereOf(owner) });
      const plans = await db.plan.findMany({ where: whereOf(owner), orderBy: [{ date: "asc" }, { id: "asc" }] });
      expect(plans.map((plan) => [plan.items, plan.outfitId, plan.wearId])).toEqual([
        [[bottom], null, null],
        [[top, bottom], outfit.id, wear.id],
        [[bottom, top], outfit.id, null],
        [[top], null, null],
      ]);
      expect(await db.wear.count({ where: whereOf(owner) })).toBe(1);
      // The coming plans answer on B's plans screen as they did on A's.
      const coming = (to: CookieJar) =>
        call<PlanView[]>(listPlansRoute, { path: `/api/plans?from=${TODAY}&to=${addDays(TODAY, 2)}`, jar: to });
      const shown = (answer: { body: PlanView[] }) =>
        answer.body.map(({ date, outfitName, items, note, free, wearId }) => ({
          date,
          outfitName,
          items: items.map((item) => item.name ?? item.category),
          note,
          free,
          wearId,
        }));
      expect(shown(await coming(b))).toEqual(shown(await coming(a)));
      expect(shown(await coming(b))).toHaveLength(2);
    }
    // The trip's place, coordinates and days (their chosen activity and weather) came along.
    const trip = (await call<TripSummary[]>(listTrips, { path: "/api/trips", jar: b })).body[0]!;
    const read = (
      await call<TripView>(getTrip, { path: `/api/trips/${trip.id}`, params: { id: String(trip.id) }, jar: b })
    ).body;
    expect(read.place).toEqual({ name: "Lisbon, Portugal", latitude: 38.72, longitude: -9.14 });
    expect(read.days).toEqual([expect.objectContaining({ occasion: "dinner", assigned: true, weather: LISBON_DAY })]);

    // New ids and new keys; every photo is A's exported photo through the pipeline again.
    const db = await getDb();
    const exported = readZip(zip);
    const mine = await db.clothingItem.findMany({ where: whereOf(owner), orderBy: { id: "asc" } });
    expect(mine.map((item) => item.id)).not.toContain(me.top);
    // The garment facts the owner set (issue #39) came along, with the mark that the seasons are the
    // owner's own, and answer as A's did; the bottom has none.
    expect(mine[0]!.factOverrides).toEqual({ ...FACTS, seasonsChosen: true });
    expect(await factsColumnIsNull(mine[1]!.id)).toBe(true);
    const facts = async (jar: CookieJar, id: number) =>
      (await call<ClosetItemView>(getItem, { path: `/api/closet/${id}`, params: { id: String(id) }, jar })).body.facts;
    expect(await facts(b, mine[0]!.id)).toEqual(await facts(a, me.top));
    expect((await facts(b, mine[0]!.id)).set).toEqual(["kind", "warmth", "rainReady", "activities"]);
    for (const [index, item] of mine.entries()) {
      const source = exported.get(`closet/${index === 0 ? "tops" : "bottoms"}/${[me.top, me.bottom][index]}.webp`)!;
      const again = await processImage(source);
      expect(sha256((await stored(item.imageKey))!)).toBe(sha256(again.web.data));
      expect(sha256((await stored(item.thumbnailKey))!)).toBe(sha256(again.thumbnail.data));
      expect(item.imageHash).not.toBeNull(); // the silhouette hash, as an upload gets
      expect(item.imageHashVersion).toBe(PERCEPTUAL_HASH_VERSION);
    }
    // The top's photo as shot came along, re-processed under a new private key.
    const shot = exported.get(`closet/tops/${me.top}-original.webp`)!;
    expect(mine[0]!.originalImageKey).toMatch(new RegExp(`^${PRIVATE_ORIGINAL_PREFIX}/`));
    expect(sha256((await stored(mine[0]!.originalImageKey!))!)).toBe(sha256((await processImage(shot)).web.data));
    expect(mine[1]!.originalImageKey).toBeNull();
    const original = await db.clothingItem.findUniqueOrThrow({ where: { id: me.top } });
    expect(mine[0]!.imageKey).not.toBe(original.imageKey);
    expect(mine[0]!.imageHash).toBe(original.imageHash);
    const image = await db.inspirationImage.findFirstOrThrow({ where: whereOf(owner) });
    expect(sha256((await stored(image.imageKey))!)).toBe(
      sha256((await processImage(exported.get(`inspiration/${me.inspiration}.webp`)!)).web.data),
    );
    // Every stored file is claimed by a row: nothing is listed for the sweep.
    expect((await rowsOf(owner)).pendingDeletions).toBe(0);
    // The archive is recorded, and reaches B's own export.
    const bData = JSON.parse(
      readZip(await exportZip(b))
        .get("data.json")!
        .toString("utf8"),
    );
    expect(bData.imports).toEqual([
      {
        archiveHash: sha256(zip),
        counts: { closet: 2, inspiration: 1, outfits: 1, wears: 1, trips: 1, plans: 4, buyChecks: 1, settings: 1 },
        createdAt: expect.any(String),
      },
    ]);
  });

  it("imports the same archive once: a second time answers 200 with nothing imported and a note", async () => {
    const a = await newUser();
    await ownerWithEverything(a);
    const zip = await exportZip(a);
    const b = await newUser();
    expect((await importZip(b, zip)).status).toBe(200);
    const files = uploadedFiles().length;
    const before = await rowsOf(await ownerOf(b));

    const again = await importZip(b, zip);
    expect(again.status).toBe(200);
    expect(again.body.imported).toEqual({
      closet: 0,
      inspiration: 0,
      outfits: 0,
      wears: 0,
      trips: 0,
      plans: 0,
      buyChecks: 0,
      settings: 0,
    });
    expect(again.body.skipped).toEqual([expect.stringContaining("already restored")]);
    expect(await rowsOf(await ownerOf(b))).toEqual(before);
    expect(uploadedFiles()).toHaveLength(files);
  });

  it("keeps the archive's settings out of an account that has its own, and says so", async () => {
    const a = await newUser();
    await ownerWithEverything(a);
    const zip = await exportZip(a);
    const b = await newUser();
    const owner = await ownerOf(b);
    const db = await getDb();
    await db.ownerSetting.create({ data: { ...whereOf(owner), hemisphere: "north" } });
    const answer = await importZip(b, zip);
    expect(answer.body.imported.settings).toBe(0);
    expect(answer.body.skipped).toEqual([IMPORT_TEXT.settingsKept]);
    expect((await db.ownerSetting.findFirstOrThrow({ where: whereOf(owner) })).hemisphere).toBe("north");
  });

  it("a guest restores too; registering keeps the record, so the same archive is not imported again; deleting removes it", async () => {
    const a = await newUser();
    await ownerWithEverything(a);
    const zip = await exportZip(a);
    const jar = await newGuest();
    expect((await importZip(jar, zip)).body.imported.closet).toBe(2);
    await newUser(jar);
    const user = await ownerOf(jar);
    expect((await rowsOf(user)).imports).toBe(1);
    expect((await importZip(jar, zip)).body.imported.closet).toBe(0);

    const db = await getDb();
    const deleted = await call(deleteAccountRoute, {
      path: "/api/account/delete",
      body: { password: USER_PASSWORD, username: (user as { username: string }).username },
      jar,
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await db.accountImport.count()).toBe(0);
  });

  it("reads an archive made before the export wrote its version (and before plans), and leaves out what did not come along", async () => {
    const photo = (await processImage(await jpeg())).web.data;
    const zip = rawZip([
      {
        name: "data.json",
        deflate: true,
        data: json({
          exportedAt: "2026-01-01T00:00:00.000Z",
          closetItems: [
            { id: 7, category: "tops", styleTags: ["casual"], image: "closet/tops/7.webp" },
            { id: 8, category: "shoes", styleTags: [], image: "closet/shoes/8.webp" },
            { id: 9, category: "bottoms", styleTags: [], image: "closet/bottoms/9.webp" },
          ],
          inspirationImages: [],
          outfits: [
            { id: 1, name: "half", description: "", style: "", occasion: "", clothingItemIds: [7, 8] },
            { id: 2, name: "gone", description: "", style: "", occasion: "", clothingItemIds: [8, 9] },
          ],
          shares: [{ id: 1 }],
        }),
      },
      { name: "closet/tops/7.webp", data: photo },
      { name: "closet/bottoms/9.webp", data: randomBytes(2000) },
    ]);
    const jar = await newUser();
    const answer = await importZip(jar, zip);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.imported).toMatchObject({ closet: 1, outfits: 1, wears: 0, trips: 0, plans: 0, settings: 0 });
    expect(answer.body.skipped).toEqual([
      IMPORT_TEXT.photoMissing("closet item 8", "closet/shoes/8.webp"),
      expect.stringMatching(/^closet item 9: its photo could not be processed/),
      IMPORT_TEXT.sharesLeft(1),
      IMPORT_TEXT.outfitPartial("half", 1),
      IMPORT_TEXT.outfitEmpty("gone"),
    ]);
    expect((await rowsOf(await ownerOf(jar))).pendingDeletions).toBe(0);
  });

  it("restores checks before buying whose photo came along, pointing only at what came along", async () => {
    const photo = (await processImage(await jpeg())).web.data;
    const check = (id: number, fields: Record<string, unknown> = {}) => ({
      id,
      category: "tops",
      verdict: "skip",
      result: {
        similarItems: [7, 99],
        unlocks: { count: 3, examples: [[7], [7, 99]] },
        fillsGaps: [{ kind: "inspiration", name: "30 nov 2026", piece: "navy top", id: 5 }],
        costPerWear: null,
        reasons: ["you own 2 pieces like it: the top and the shirt"],
      },
      image: `buy-checks/${id}.webp`,
      ...fields,
    });
    const zip = rawZip([
      {
        name: "data.json",
        data: json({
          closetItems: [{ id: 7, category: "tops", styleTags: [], image: "closet/tops/7.webp" }],
          buyChecks: [check(1, { boughtItemId: 99, boughtAt: "2026-03-20T10:00:00.000Z" }), check(2)],
        }),
      },
      { name: "closet/tops/7.webp", data: photo },
      { name: "buy-checks/1.webp", data: photo },
    ]);
    const jar = await newUser();
    const owner = await ownerOf(jar);
    const answer = await importZip(jar, zip);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.imported).toMatchObject({ closet: 1, buyChecks: 1 });
    expect(answer.body.skipped).toEqual([IMPORT_TEXT.photoMissing("check before buying 2", "buy-checks/2.webp")]);
    const db = await getDb();
    const item = await db.clothingItem.findFirstOrThrow({ where: whereOf(owner) });
    const restored = await db.buyCheck.findFirstOrThrow({ where: whereOf(owner) });
    // Bought as a piece that did not come along: still bought, with no item. An example that lost a
    // piece goes whole; the gap's look did not come along. The reasons stay as they were said.
    expect(restored).toMatchObject({ boughtItemId: null, boughtAt: new Date("2026-03-20T10:00:00Z"), verdict: "skip" });
    expect(restored.result).toEqual({
      similarItems: [item.id],
      unlocks: { count: 3, examples: [[item.id]] },
      fillsGaps: [],
      costPerWear: null,
      reasons: ["you own 2 pieces like it: the top and the shirt"],
    });
    expect((await rowsOf(owner)).pendingDeletions).toBe(0);
  });

  it("refuses a check before buying whose shop page is no web address", async () => {
    const zip = rawZip([
      {
        name: "data.json",
        data: json({
          buyChecks: [
            {
              id: 3,
              category: "tops",
              verdict: "buy",
              sourceUrl: "javascript:alert(1)",
              result: {
                similarItems: [],
                unlocks: { count: 0, examples: [] },
                fillsGaps: [],
                costPerWear: null,
                reasons: [],
              },
              image: "buy-checks/3.webp",
            },
          ],
        }),
      },
    ]);
    const jar = await newUser();
    const answer = await importZip(jar, zip);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      IMPORT_TEXT.rowInvalid("check before buying 3", "sourceUrl", IMPORT_TEXT.notWebAddress),
    );
    expect((await rowsOf(await ownerOf(jar))).buyChecks).toBe(0);
  });

  it("reads a trip made before places and weather, leaving out a day's weather it cannot read", async () => {
    const photo = (await processImage(await jpeg())).web.data;
    const day = { date: "2026-06-01", items: [1] };
    const zip = rawZip([
      {
        name: "data.json",
        data: json({
          format: "stylematch-export",
          version: 1,
          closetItems: [{ id: 1, category: "tops", image: "closet/tops/1.webp" }],
          trips: [
            {
              id: 5,
              name: "old",
              startDate: "2026-06-01",
              endDate: "2026-06-01",
              place: "somewhere",
              activities: [],
              days: [{ ...day, occasion: "dinner" }],
            },
            {
              id: 6,
              name: "odd",
              startDate: "2026-06-01",
              endDate: "2026-06-01",
              place: null,
              latitude: 10,
              longitude: 10,
              activities: [],
              days: [
                { ...day, occasion: "everyday", assigned: "yes", weather: { source: "forecast", morningC: "cold" } },
              ],
            },
          ],
        }),
      },
      { name: "closet/tops/1.webp", data: photo },
    ]);
    const jar = await newUser();
    const answer = await importZip(jar, zip);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.imported).toMatchObject({ closet: 1, trips: 2 });
    const trips = (await call<TripSummary[]>(listTrips, { path: "/api/trips", jar })).body;
    const read = async (name: string) => {
      const { id } = trips.find((trip) => trip.name === name)!;
      return (await call<TripView>(getTrip, { path: `/api/trips/${id}`, params: { id: String(id) }, jar })).body;
    };
    const old = await read("old");
    expect(old.place).toEqual({ name: "somewhere", latitude: null, longitude: null });
    expect(old.days).toEqual([expect.objectContaining({ occasion: "dinner", assigned: false, weather: null })]);
    const odd = await read("odd");
    expect(odd.place).toBeNull();
    expect(odd.days).toEqual([expect.objectContaining({ occasion: "everyday", assigned: false, weather: null })]);
  });

  it("restores plans beside the account's own: a day holds 3, a plan without pieces or its wear is named or unlinked", async () => {
    const photo = (await processImage(await jpeg())).web.data;
    const day = addDays(TODAY, 3);
    const zip = rawZip([
      {
        name: "data.json",
        data: json({
          format: "stylematch-export",
          version: 1,
          closetItems: [{ id: 1, category: "tops", image: "closet/tops/1.webp" }],
          plans: [
            { id: 1, date: day, clothingItemIds: [1], note: "day" },
            { id: 2, date: day, clothingItemIds: [1], note: "evening" },
            // Its only piece is not in the archive.
            { id: 3, date: "2025-12-24", clothingItemIds: [9] },
            // Worn as planned, but the wear is not in the archive: restored as not worn.
            { id: 4, date: "2025-12-25", clothingItemIds: [1], free: false, worn: true, wearId: 77 },
          ],
        }),
      },
      { name: "closet/tops/1.webp", data: photo },
    ]);
    const jar = await newUser();
    const owner = await ownerOf(jar);
    const mine = await addItem(owner, "bottoms");
    for (const note of ["morning", "lunch"])
      expect((await planOn(jar, { date: day, itemIds: [mine], note })).status).toBe(201);

    const answer = await importZip(jar, zip);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.imported).toMatchObject({ closet: 1, plans: 2 });
    expect(answer.body.skipped).toEqual([IMPORT_TEXT.planDayFull(day), IMPORT_TEXT.planEmpty("2025-12-24")]);
    const db = await getDb();
    const plans = await db.plan.findMany({ where: whereOf(owner), orderBy: [{ date: "asc" }, { id: "asc" }] });
    const restored = (await db.clothingItem.findFirstOrThrow({ where: { ...whereOf(owner), category: "tops" } })).id;
    expect(
      plans.map(({ date, items, note, free, wearId }) => [date.toISOString().slice(0, 10), items, note, free, wearId]),
    ).toEqual([
      // A top alone is no outfit: `free`, as POST /api/plans would say.
      ["2025-12-25", [restored], null, true, null],
      [day, [mine], "morning", true, null],
      [day, [mine], "lunch", true, null],
      [day, [restored], "day", true, null],
    ]);
    expect(await db.wear.count({ where: whereOf(owner) })).toBe(0);
  });

  it("restores garment facts from an archive: each item's own, a kind of another category left out", async () => {
    const photo = (await processImage(await jpeg())).web.data;
    const zip = rawZip([
      {
        name: "data.json",
        data: json({
          format: "stylematch-export",
          version: 1,
          closetItems: [
            { id: 1, category: "tops", image: "closet/tops/1.webp", factOverrides: { kind: "puffer", warmth: 3 } },
            { id: 2, category: "outerwear", image: "closet/outerwear/2.webp", factOverrides: { kind: "puffer" } },
            { id: 3, category: "tops", image: "closet/tops/3.webp", factOverrides: { kind: "puffer" } },
            { id: 4, category: "tops", image: "closet/tops/4.webp", factOverrides: null },
          ],
        }),
      },
      ...["tops/1", "outerwear/2", "tops/3", "tops/4"].map((name) => ({ name: `closet/${name}.webp`, data: photo })),
    ]);
    const jar = await newUser();
    const answer = await importZip(jar, zip);
    expect(answer.status, answer.text).toBe(200);
    const db = await getDb();
    const items = await db.clothingItem.findMany({ where: whereOf(await ownerOf(jar)), orderBy: { id: "asc" } });
    expect(items.map((item) => item.factOverrides)).toEqual([{ warmth: 3 }, { kind: "puffer" }, null, null]);
    expect(await factsColumnIsNull(items[2]!.id)).toBe(true);
    expect(await factsColumnIsNull(items[3]!.id)).toBe(true);
  });

  describe("refuses a malformed archive with 400, leaving no row and no file", () => {
    const valid = async () => {
      const photo = (await processImage(await jpeg())).web.data;
      return {
        photo,
        data: {
          format: "stylematch-export",
          version: 1,
          closetItems: [
            { id: 1, category: "tops", image: "closet/tops/1.webp" },
            { id: 2, category: "tops", image: "closet/tops/2.webp" },
          ],
        },
      };
    };
    const cases: [string, () => Promise<Buffer>, string | RegExp][] = [
      [
        "a zip-slip name",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "data.json", data: json(data) },
            { name: "closet/tops/1.webp", data: photo },
            { name: "../../etc/evil.webp", data: photo },
          ]);
        },
        IMPORT_TEXT.unsafeName("../../etc/evil.webp"),
      ],
      [
        "an absolute name",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "closet/tops/1.webp", data: photo },
            { name: "data.json", data: json(data) },
            { name: "/tmp/x.webp", data: photo },
          ]);
        },
        IMPORT_TEXT.unsafeName("/tmp/x.webp"),
      ],
      [
        "a zip bomb (compression ratio)",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "data.json", data: json(data) },
            { name: "closet/tops/1.webp", data: photo },
            { name: "closet/tops/2.webp", data: Buffer.alloc(1_500_000), deflate: true },
          ]);
        },
        IMPORT_TEXT.bomb("closet/tops/2.webp"),
      ],
      [
        "an entry that unpacks to more than its header declares",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "closet/tops/1.webp", data: photo },
            { name: "closet/tops/2.webp", data: photo },
            {
              name: "data.json",
              data: Buffer.concat([json(data), Buffer.alloc(500_000, 0x20)]),
              deflate: true,
              declaredSize: 1000,
            },
          ]);
        },
        /data\.json|not the size/,
      ],
      [
        "a photo that lies about its size after others were stored",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "data.json", data: json(data) },
            { name: "closet/tops/1.webp", data: photo },
            { name: "closet/tops/2.webp", data: photo, deflate: true, declaredSize: photo.length - 10 },
          ]);
        },
        /closet\/tops\/2\.webp/,
      ],
      [
        "an unknown version",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "data.json", data: json({ ...data, version: 99 }) },
            { name: "closet/tops/1.webp", data: photo },
          ]);
        },
        IMPORT_TEXT.unknownVersion("99"),
      ],
      [
        "data.json that is not JSON",
        async () => rawZip([{ name: "data.json", data: Buffer.from("{ not json") }]),
        IMPORT_TEXT.malformedDataJson("it is not JSON"),
      ],
      [
        "data.json of the wrong shape",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "data.json", data: json({ ...data, closetItems: [{ id: "one", category: "tops" }] }) },
            { name: "closet/tops/1.webp", data: photo },
          ]);
        },
        /^closet item #1 \(id\) in the archive: /,
      ],
      [
        "garment facts that are not facts",
        async () => {
          const { data, photo } = await valid();
          const closetItems = [{ ...data.closetItems[0], factOverrides: { warmth: 9 } }];
          return rawZip([
            { name: "data.json", data: json({ ...data, closetItems }) },
            { name: "closet/tops/1.webp", data: photo },
          ]);
        },
        /^closet item 1 \(factOverrides\.warmth\) in the archive: Warmth must be/,
      ],
      [
        "no data.json",
        async () => rawZip([{ name: "closet/tops/1.webp", data: (await valid()).photo }]),
        IMPORT_TEXT.noDataJson,
      ],
      ["not a ZIP at all", async () => randomBytes(5000), IMPORT_TEXT.notZip],
      [
        "an entry over UPLOAD_MAX_BYTES",
        async () => {
          const { data, photo } = await valid();
          return rawZip([
            { name: "data.json", data: json(data) },
            { name: "closet/tops/1.webp", data: photo },
            { name: "closet/tops/2.webp", data: randomBytes(2_100_000) },
          ]);
        },
        IMPORT_TEXT.entryTooLarge("closet/tops/2.webp", "1.9 MB"),
      ],
    ];
    it.each(cases)("%s", async (_name, make, message) => {
      const restore = setEnv({ UPLOAD_MAX_BYTES: "2000000" });
      try {
        const zip = await make();
        const jar = await newUser();
        const owner = await ownerOf(jar);
        const before = uploadedFiles();
        const answer = await importZip(jar, zip);
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.code).toBe("import_invalid");
        if (typeof message === "string") expect(answer.body.message).toBe(message);
        else expect(answer.body.message).toMatch(message);
        expect(await rowsOf(owner)).toEqual({
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
        });
        expect(uploadedFiles()).toEqual(before);
      } finally {
        restore();
      }
    });
  });

  it("refuses an archive over IMPORT_MAX_BYTES with 413, a request without one with 400, and a caller without an owner with 401", async () => {
    const restore = setEnv({ IMPORT_MAX_BYTES: "100000" });
    try {
      const jar = await newUser();
      const before = uploadedFiles();
      const big = await importZip(jar, randomBytes(200_000));
      expect(big.status).toBe(413);
      const none = await call<Message>(importRoute, { path: "/api/account/import", body: new FormData(), jar });
      expect(none.status).toBe(400);
      expect((await importZip(null, randomBytes(10))).status).toBe(401);
      expect(uploadedFiles()).toEqual(before);
    } finally {
      restore();
    }
  });

  it("stops reading an upload without Content-Length at IMPORT_MAX_BYTES, and leaves no temporary file", async () => {
    const restore = setEnv({ IMPORT_MAX_BYTES: "100000" });
    const temporary = () => readdirSync(tmpdir()).filter((name) => name.startsWith("stylematch-import-")).length;
    try {
      const jar = await newUser();
      const before = temporary();
      const endless = endlessMultipartUpload("----import-test");
      const answer = await call<Message>(importRoute, {
        path: "/api/account/import",
        body: endless.body,
        headers: { "content-type": endless.contentType },
        jar,
      });
      expect(answer.status).toBe(413);
      expect(endless.pulled()).toBeLessThan(1024 * 1024);
      expect(temporary()).toBe(before);
    } finally {
      restore();
    }
  });

  it("refuses a cross-site import with 403", async () => {
    const jar = await newUser();
    const form = new FormData();
    form.set("archive", new File([new Uint8Array(10)], "x.zip"));
    const answer = await call(importRoute, {
      path: "/api/account/import",
      body: form,
      jar,
      headers: { origin: "https://evil.example" },
    });
    expect(answer.status).toBe(403);
  });
});
