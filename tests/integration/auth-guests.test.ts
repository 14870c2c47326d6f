import { GET as guestStatus, POST as startGuest } from "@/app/api/guest/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as register } from "@/app/api/register/route";
import { feedOwner } from "@/lib/calendar-feed/tokens";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { cleanupIdleGuests, scheduleGuestCleanup } from "@/lib/guests/cleanup";
import { signGuestId } from "@/lib/guests/cookie";
import { findActiveGuest } from "@/lib/guests/guests";
import { withOwner } from "@/lib/http/route";
import { getStorage, newKey } from "@/lib/storage";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { newAccount, TEST_AUTH_SECRET, useTestAuthSecret, withTrustedProxies } from "../support/owners";

/** A trip day's weather as the trip packer keeps it (issue #39 §5). */
const TRIP_DAY_WEATHER = { source: "season", season: "winter", reason: "beyond-forecast" } as const;

/** Private guests: creation, the cookie as the only proof, moving data on registration, cleanup. */
const whoAmI = withOwner(async ({ owner }) => Response.json(owner));
const DAY_MS = 24 * 60 * 60_000;

// Uploads go to DATA_DIR; against real Postgres there is no embedded data directory, so use a temp one.
let tempDataDir: string | undefined;
beforeAll(async () => {
  if (!process.env.DATA_DIR) {
    tempDataDir = mkdtempSync(path.join(tmpdir(), "stylematch-it-uploads-"));
    process.env.DATA_DIR = tempDataDir;
    resetEnvForTests();
  }
  useTestAuthSecret();
  // The first owner-resolving request starts the hourly sweep in the background; run it now instead.
  await scheduleGuestCleanup();
});
afterAll(() => {
  if (tempDataDir) rmSync(tempDataDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

async function newGuest(): Promise<{ jar: CookieJar; guestId: string }> {
  const jar = new CookieJar();
  const result = await call(startGuest, { path: "/api/guest", method: "POST", jar });
  expect(result.status).toBe(200);
  expect(result.body).toEqual({ guest: true });
  const owner = (await call(whoAmI, { path: "/x", jar })).body as { kind: string; guestId: string };
  expect(owner.kind).toBe("guest");
  return { jar, guestId: owner.guestId };
}

async function storedImage(prefix: string) {
  const storage = getStorage();
  const image = await storage.put({ key: newKey(prefix, "png"), body: Buffer.from("image"), contentType: "image/png" });
  const thumbnail = await storage.put({
    key: newKey(prefix, "png"),
    body: Buffer.from("thumb"),
    contentType: "image/png",
  });
  return { imageUrl: image.url, imageKey: image.key, thumbnailUrl: thumbnail.url, thumbnailKey: thumbnail.key };
}

/**
 * One closet item, one inspiration image, one outfit (with the item and a share image), a wear, a trip,
 * a plan, a check before buying (its photo stored, bought as the item), the calendar feed's secret and
 * a cached AI answer.
 */
async function seedOwnerData(owner: { guestId: string } | { userId: number }) {
  const db = await getDb();
  const item = await db.clothingItem.create({
    data: { ...owner, ...(await storedImage("closet")), category: "tops", styleTags: ["casual"] },
  });
  const image = await db.inspirationImage.create({ data: { ...owner, ...(await storedImage("inspiration")) } });
  const outfit = await db.outfit.create({
    data: {
      ...owner,
      name: "weekend",
      description: "easy",
      style: "casual",
      occasion: "brunch",
      items: { create: [{ clothingItemId: item.id, position: 0 }] },
    },
  });
  const shareImage = await storedImage("shares");
  await db.share.create({
    data: {
      outfitId: outfit.id,
      token: `t-${outfit.id}-${Date.now()}`,
      imageUrl: shareImage.imageUrl,
      imageKey: shareImage.imageKey,
      caption: "ootd",
      background: "#000000",
      template: "modern",
    },
  });
  // The wear log (issue #28): a wear of the outfit, and a cleanout choice on the item.
  const wear = await db.wear.create({
    data: {
      ...owner,
      date: new Date("2026-03-14T00:00:00Z"),
      outfitId: outfit.id,
      items: { create: [{ clothingItemId: item.id, position: 0 }] },
    },
  });
  // A keep has its end (issue #41), which moves with the item.
  await db.clothingItem.update({
    where: { id: item.id },
    data: { cleanout: "keep", keepUntil: new Date("2026-09-15T00:00:00Z") },
  });
  // Trips (issue #29): a packed trip with a tick.
  const trip = await db.trip.create({
    data: {
      ...owner,
      name: "lisbon",
      startDate: new Date("2026-06-01T00:00:00Z"),
      endDate: new Date("2026-06-01T00:00:00Z"),
      // Its destination and the day's chosen activity and weather (issue #39 §5).
      place: "-33.90, 18.40",
      latitude: -33.9,
      longitude: 18.4,
      items: [item.id],
      days: [{ date: "2026-06-01", occasion: "beach", assigned: true, items: [item.id], weather: TRIP_DAY_WEATHER }],
      checked: [item.id],
    },
  });
  // Plans (issue #43): the outfit planned for the wear's day and worn as planned, and the calendar
  // feed turned on (its secret in the owner's settings).
  const plan = await db.plan.create({
    data: { ...owner, date: wear.date, items: [item.id], outfitId: outfit.id, wearId: wear.id, note: "brunch" },
  });
  // A check before buying (issue #44), with its photo, bought as the item.
  const buyCheck = await db.buyCheck.create({
    data: {
      ...owner,
      ...(await storedImage("buy")),
      category: "tops",
      result: {
        similarItems: [item.id],
        unlocks: { count: 0, examples: [] },
        fillsGaps: [],
        costPerWear: null,
        reasons: [],
      },
      verdict: "skip",
      boughtItemId: item.id,
      boughtAt: new Date("2026-03-20T10:00:00Z"),
    },
  });
  const calendarToken = randomBytes(32).toString("base64url");
  await db.ownerSetting.create({ data: { ...owner, calendarToken } });
  const ownerKey = "guestId" in owner ? `g:${owner.guestId}` : `u:${owner.userId}`;
  await db.aiResult.create({ data: { ownerKey, kind: "tags", inputKey: String(item.id), result: ["casual"] } });
  return { item, image, outfit, wear, trip, plan, buyCheck, calendarToken, ownerKey, shareKey: shareImage.imageKey };
}

describe("POST /api/guest", () => {
  it("creates a guest held in an httpOnly, SameSite=Lax session cookie", async () => {
    const jar = new CookieJar();
    const result = await call(startGuest, { path: "/api/guest", method: "POST", jar });
    expect(result.body).toEqual({ guest: true });
    const [cookie] = result.headers.getSetCookie();
    expect(cookie).toMatch(/^stylematch-guest=[0-9a-f-]{36}\.\d+\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await (await getDb()).guest.count()).toBe(1);
  });

  it("keeps the same guest when called again with the cookie", async () => {
    const { jar, guestId } = await newGuest();
    const again = await call(startGuest, { path: "/api/guest", method: "POST", jar });
    expect(again.body).toEqual({ guest: true });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(((await call(whoAmI, { path: "/x", jar })).body as { guestId: string }).guestId).toBe(guestId);
    expect(await (await getDb()).guest.count()).toBe(1);
  });

  it("uses the Secure __Host- cookie over https, as a trusted proxy reports it", async () => {
    const startOverHttps = () =>
      call(startGuest, { path: "/api/guest", method: "POST", headers: { "x-forwarded-proto": "https" } });
    const result = await withTrustedProxies(1, startOverHttps);
    expect(result.headers.getSetCookie()[0]).toMatch(/^__Host-stylematch-guest=.*; Secure$/);
    // No proxy in front: the client's own X-Forwarded-Proto counts for nothing.
    const direct = await startOverHttps();
    expect(direct.headers.getSetCookie()[0]).toMatch(/^stylematch-guest=[^;]+;(?!.*Secure)/);
  });

  it("reports whether the browser session holds a live guest", async () => {
    expect((await call(guestStatus, { path: "/api/guest" })).body).toEqual({ guest: false });
    const { jar } = await newGuest();
    expect((await call(guestStatus, { path: "/api/guest", jar })).body).toEqual({ guest: true });
  });
});

describe("who the owner is (withOwner)", () => {
  it("gives two guests two different identities", async () => {
    const [a, b] = [await newGuest(), await newGuest()];
    expect(a.guestId).not.toBe(b.guestId);
  });

  it("answers 401 JSON for the X-Guest-Mode header alone, and for a forged or re-signed cookie", async () => {
    const headerOnly = await call(whoAmI, { path: "/x", headers: { "X-Guest-Mode": "true" } });
    expect(headerOnly.status).toBe(401);
    expect(headerOnly.body).toEqual({ message: expect.any(String), code: "unauthorized" });

    const { guestId } = await newGuest();
    for (const value of [guestId, `${guestId}.AAAA`, signGuestId(guestId, "some-other-secret-0123456789abcdef")]) {
      const forged = new CookieJar().set("stylematch-guest", value);
      expect((await call(whoAmI, { path: "/x", jar: forged, headers: { "X-Guest-Mode": "true" } })).status).toBe(401);
    }
  });

  it("treats a valid cookie for a guest that no longer exists as anonymous and clears it", async () => {
    const { jar, guestId } = await newGuest();
    await (await getDb()).guest.delete({ where: { id: guestId } });
    const result = await call(whoAmI, { path: "/x", jar });
    expect(result.status).toBe(401);
    expect(result.headers.getSetCookie()).toEqual([expect.stringMatching(/^stylematch-guest=; .*Max-Age=0/)]);
    expect(jar.get("stylematch-guest")).toBeUndefined();
  });

  it("prefers the signed-in user over a guest cookie", async () => {
    const { jar } = await newGuest();
    const account = newAccount();
    const session = new CookieJar();
    await call(register, { path: "/api/register", body: account, jar: session });
    jar.set("authjs.session-token", session.get("authjs.session-token")!);
    expect((await call(whoAmI, { path: "/x", jar })).body).toMatchObject({
      kind: "user",
      username: account.username,
    });
  });

  it("bumps a guest's last-seen time at most hourly", async () => {
    const { guestId } = await newGuest();
    const db = await getDb();
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    await db.guest.update({ where: { id: guestId }, data: { lastSeenAt: old } });
    await findActiveGuest(guestId);
    const bumped = (await db.guest.findUniqueOrThrow({ where: { id: guestId } })).lastSeenAt;
    expect(bumped.getTime()).toBeGreaterThan(old.getTime());
    await findActiveGuest(guestId);
    expect((await db.guest.findUniqueOrThrow({ where: { id: guestId } })).lastSeenAt).toEqual(bumped);
  });
});

describe("registering while a guest", () => {
  it("moves the guest's closet, inspiration, outfits and AI answers to the new account and ends the guest", async () => {
    const { jar, guestId } = await newGuest();
    const other = await newGuest();
    const seeded = await seedOwnerData({ guestId });
    const untouched = await seedOwnerData({ guestId: other.guestId });

    const result = await call(register, { path: "/api/register", body: newAccount(), jar });
    expect(result.status).toBe(201);
    const userId = (result.body as { id: number }).id;
    // The answer says how many closet items came along (the welcome toast counts them).
    expect(result.body).toMatchObject({ movedClosetItems: 1 });
    expect(result.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^stylematch-guest=;/));
    expect(jar.get("stylematch-guest")).toBeUndefined();

    const db = await getDb();
    expect(await db.clothingItem.findUniqueOrThrow({ where: { id: seeded.item.id } })).toMatchObject({
      userId,
      guestId: null,
    });
    expect(await db.inspirationImage.findUniqueOrThrow({ where: { id: seeded.image.id } })).toMatchObject({
      userId,
      guestId: null,
    });
    expect(
      await db.outfit.findUniqueOrThrow({ where: { id: seeded.outfit.id }, include: { items: true } }),
    ).toMatchObject({
      userId,
      guestId: null,
      items: [{ clothingItemId: seeded.item.id }],
    });
    expect(await db.aiResult.count({ where: { ownerKey: `u:${userId}` } })).toBe(1);
    expect(await db.wear.findUniqueOrThrow({ where: { id: seeded.wear.id }, include: { items: true } })).toMatchObject({
      userId,
      guestId: null,
      outfitId: seeded.outfit.id,
      items: [{ clothingItemId: seeded.item.id }],
    });
    expect(await db.clothingItem.findUniqueOrThrow({ where: { id: seeded.item.id } })).toMatchObject({
      cleanout: "keep",
      keepUntil: new Date("2026-09-15T00:00:00Z"),
    });
    expect(await db.trip.findUniqueOrThrow({ where: { id: seeded.trip.id } })).toMatchObject({
      userId,
      guestId: null,
      place: "-33.90, 18.40",
      latitude: -33.9,
      longitude: 18.4,
      items: [seeded.item.id],
      days: [
        { date: "2026-06-01", occasion: "beach", assigned: true, items: [seeded.item.id], weather: TRIP_DAY_WEATHER },
      ],
      checked: [seeded.item.id],
    });
    // The plan with its pieces, outfit and wear (issue #43), and the calendar feed: a phone subscribed
    // while a guest keeps its feed, which now reads the account's plans.
    expect(await db.plan.findUniqueOrThrow({ where: { id: seeded.plan.id } })).toMatchObject({
      userId,
      guestId: null,
      items: [seeded.item.id],
      outfitId: seeded.outfit.id,
      wearId: seeded.wear.id,
      note: "brunch",
    });
    // The check before buying (issue #44), still pointing at the item it was bought as.
    expect(await db.buyCheck.findUniqueOrThrow({ where: { id: seeded.buyCheck.id } })).toMatchObject({
      userId,
      guestId: null,
      boughtItemId: seeded.item.id,
    });
    expect(await db.ownerSetting.findFirstOrThrow({ where: { userId } })).toMatchObject({
      guestId: null,
      calendarToken: seeded.calendarToken,
    });
    expect(await feedOwner(seeded.calendarToken)).toMatchObject({ kind: "user", userId });
    expect(await db.guest.findUnique({ where: { id: guestId } })).toBeNull();
    expect((await call(whoAmI, { path: "/x", jar })).body).toMatchObject({ kind: "user", userId });

    // The other guest's things stay theirs.
    expect(await db.clothingItem.findUniqueOrThrow({ where: { id: untouched.item.id } })).toMatchObject({
      guestId: other.guestId,
      userId: null,
    });
    expect(await db.wear.findUniqueOrThrow({ where: { id: untouched.wear.id } })).toMatchObject({
      guestId: other.guestId,
      userId: null,
    });
    expect(await db.trip.findUniqueOrThrow({ where: { id: untouched.trip.id } })).toMatchObject({
      guestId: other.guestId,
      userId: null,
    });
    expect(await db.plan.findUniqueOrThrow({ where: { id: untouched.plan.id } })).toMatchObject({
      guestId: other.guestId,
      userId: null,
    });
    expect(await db.buyCheck.findUniqueOrThrow({ where: { id: untouched.buyCheck.id } })).toMatchObject({
      guestId: other.guestId,
      userId: null,
    });
    expect(await feedOwner(untouched.calendarToken)).toEqual({ kind: "guest", guestId: other.guestId });
  });

  it("moves nothing when the registration fails", async () => {
    const { jar, guestId } = await newGuest();
    const taken = newAccount();
    await call(register, { path: "/api/register", body: taken });
    const seeded = await seedOwnerData({ guestId });
    const result = await call(register, { path: "/api/register", body: { ...newAccount(), email: taken.email }, jar });
    expect(result.status).toBe(409);
    expect(await (await getDb()).clothingItem.findUniqueOrThrow({ where: { id: seeded.item.id } })).toMatchObject({
      guestId,
    });
    expect((await call(whoAmI, { path: "/x", jar })).body).toMatchObject({ kind: "guest", guestId });
  });

  it("signing in to an existing account leaves guest mode but moves nothing", async () => {
    const account = newAccount();
    await call(register, { path: "/api/register", body: account });
    const { jar, guestId } = await newGuest();
    const seeded = await seedOwnerData({ guestId });
    const result = await call(login, {
      path: "/api/login",
      body: { username: account.username, password: account.password },
      jar,
    });
    expect(result.status).toBe(200);
    expect(jar.get("stylematch-guest")).toBeUndefined();
    expect(await (await getDb()).clothingItem.findUniqueOrThrow({ where: { id: seeded.item.id } })).toMatchObject({
      guestId,
      userId: null,
    });
  });
});

describe("ending guest mode", () => {
  it("logout ends the guest on the server: a saved copy of the cookie answers 401 afterwards", async () => {
    const { jar, guestId } = await newGuest();
    const saved = new CookieJar().set("stylematch-guest", jar.get("stylematch-guest")!);
    expect((await call(whoAmI, { path: "/x", jar: saved })).status).toBe(200);
    expect((await call(logout, { path: "/api/logout", method: "POST", jar })).status).toBe(200);
    expect((await call(whoAmI, { path: "/x", jar: saved })).status).toBe(401);
    expect(await findActiveGuest(guestId)).toBeNull();
  });

  it("signing in ends the guest too, and the next cleanup removes it with its data", async () => {
    const account = newAccount();
    await call(register, { path: "/api/register", body: account });
    const { jar, guestId } = await newGuest();
    const saved = new CookieJar().set("stylematch-guest", jar.get("stylematch-guest")!);
    await seedOwnerData({ guestId });
    expect(
      (await call(login, { path: "/api/login", body: { username: account.username, password: account.password }, jar }))
        .status,
    ).toBe(200);
    expect((await call(whoAmI, { path: "/x", jar: saved })).status).toBe(401);
    expect((await cleanupIdleGuests()).guests).toBe(1);
    expect(await (await getDb()).guest.findUnique({ where: { id: guestId } })).toBeNull();
  });

  it("a guest cookie carries its issue time and stops working 30 days after it, however active the guest", async () => {
    const { guestId } = await newGuest();
    const old = new CookieJar().set(
      "stylematch-guest",
      signGuestId(guestId, TEST_AUTH_SECRET, Math.floor(Date.now() / 1000) - 30 * 24 * 60 * 60),
    );
    expect((await call(whoAmI, { path: "/x", jar: old })).status).toBe(401);
    const fresh = new CookieJar().set("stylematch-guest", signGuestId(guestId, TEST_AUTH_SECRET));
    expect((await call(whoAmI, { path: "/x", jar: fresh })).status).toBe(200);
  });
});

describe("idle guest cleanup", () => {
  it("removes guests idle for 30 days with their rows and stored files, and nothing else", async () => {
    const db = await getDb();
    const idle = await newGuest();
    const active = await newGuest();
    const account = newAccount();
    const userId = ((await call(register, { path: "/api/register", body: account })).body as { id: number }).id;
    const idleData = await seedOwnerData({ guestId: idle.guestId });
    const activeData = await seedOwnerData({ guestId: active.guestId });
    const userData = await seedOwnerData({ userId });
    await db.guest.update({ where: { id: idle.guestId }, data: { lastSeenAt: new Date(Date.now() - 31 * DAY_MS) } });
    await db.guest.update({ where: { id: active.guestId }, data: { lastSeenAt: new Date(Date.now() - 29 * DAY_MS) } });

    const result = await cleanupIdleGuests();
    expect(result).toEqual({ guests: 1, files: 7 });

    const storage = getStorage();
    expect(await db.guest.findUnique({ where: { id: idle.guestId } })).toBeNull();
    expect(await db.clothingItem.findUnique({ where: { id: idleData.item.id } })).toBeNull();
    expect(await db.inspirationImage.findUnique({ where: { id: idleData.image.id } })).toBeNull();
    expect(await db.outfit.findUnique({ where: { id: idleData.outfit.id } })).toBeNull();
    expect(await db.plan.findUnique({ where: { id: idleData.plan.id } })).toBeNull();
    expect(await db.buyCheck.findUnique({ where: { id: idleData.buyCheck.id } })).toBeNull();
    expect(await feedOwner(idleData.calendarToken)).toBeNull();
    expect(await db.aiResult.count({ where: { ownerKey: idleData.ownerKey } })).toBe(0);
    for (const key of [
      idleData.item.imageKey,
      idleData.item.thumbnailKey,
      idleData.image.imageKey,
      idleData.image.thumbnailKey,
      idleData.shareKey,
      idleData.buyCheck.imageKey,
      idleData.buyCheck.thumbnailKey,
    ]) {
      expect(await storage.get(key)).toBeNull();
    }
    for (const kept of [activeData, userData]) {
      expect(await db.clothingItem.findUnique({ where: { id: kept.item.id } })).not.toBeNull();
      expect(await db.plan.findUnique({ where: { id: kept.plan.id } })).not.toBeNull();
      expect(await db.buyCheck.findUnique({ where: { id: kept.buyCheck.id } })).not.toBeNull();
      expect(await storage.get(kept.item.imageKey)).not.toBeNull();
      expect(await storage.get(kept.buyCheck.imageKey)).not.toBeNull();
      expect(await storage.get(kept.shareKey)).not.toBeNull();
      expect(await db.aiResult.count({ where: { ownerKey: kept.ownerKey } })).toBe(1);
    }
    // The idle guest's cookie no longer opens anything.
    expect((await call(whoAmI, { path: "/x", jar: idle.jar })).status).toBe(401);
  });

  it("runs from request handling at most once an hour per process", async () => {
    const now = Date.now() + 2 * 60 * 60_000;
    const first = scheduleGuestCleanup(now);
    expect(first).toBeInstanceOf(Promise);
    await first;
    expect(scheduleGuestCleanup(now + 30 * 60_000)).toBeUndefined();
    const later = scheduleGuestCleanup(now + 61 * 60_000);
    expect(later).toBeInstanceOf(Promise);
    await later;
  });
});
