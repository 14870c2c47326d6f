/**
 * The account calls of issue #16 through their real route handlers: changing the password (every
 * other session ends, this one stays, wrong passwords count toward the login limits), the export
 * (a streamed ZIP holding only the owner's rows and photos, and no secret: not the calendar feed's
 * token), and deleting everything (rows, plans, checks before buying, files, share images; safe to
 * retry; a store failing half-way leaves the rest listed for the sweep).
 */
import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as changePasswordRoute } from "@/app/api/account/password/route";
import { POST as buyCheckRoute } from "@/app/api/buy-checks/route";
import { GET as getItem, PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { POST as loginRoute } from "@/app/api/login/route";
import { POST as createPlanRoute } from "@/app/api/plans/route";
import { GET as userRoute } from "@/app/api/user/route";
import { type Owner, ownerKey } from "@/lib/auth/owner";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { addClosetItem } from "@/lib/closet";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { VALIDATION } from "@/lib/messages/validation";
import { addDays, type PlanView } from "@/lib/plans/schemas";
import { getStorage, newKey } from "@/lib/storage";
import { sweepStorageDeletions } from "@/lib/storage/deletions";
import { localDiskStorage } from "@/lib/storage/local";
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addInspiration, addItem } from "../support/ai";
import { call, CookieJar, type Message } from "../support/api";
import { resetDatabase } from "../support/db";
import { newGuest, newUser, ownerOf, USER_PASSWORD as PASSWORD, useTestAuthSecret } from "../support/owners";
import { readZip } from "../support/read-zip";
import { giveFileItsOwnDataDir } from "../support/uploads";
import { garmentPhoto } from "../unit/ai-fixtures";

giveFileItsOwnDataDir();

/** A trip day's weather as the trip packer keeps it (issue #39 §5). */
const TRIP_DAY_WEATHER = {
  source: "season",
  season: "winter",
  reason: "beyond-forecast",
} as const;

/** Today in UTC: a day every time zone takes as today or later, so POST /api/plans takes it. */
const TODAY = new Date().toISOString().slice(0, 10);
/** An id no closet item has: a piece deleted since it was planned. */
const GONE_PIECE = 2_000_000_000;

/** The status GET /api/user answers these cookies (200 signed in, 401 not), leaving the jar as it was. */
const userStatus = async (jar: CookieJar) => (await call(userRoute, { path: "/api/user", jar: jar.clone() })).status;
const login = (username: string, password: string, jar?: CookieJar, address?: string) =>
  call(loginRoute, { path: "/api/login", body: { username, password }, jar, address });
const changePassword = (jar: CookieJar | null, body: Record<string, string>, address?: string) =>
  call<Message>(changePasswordRoute, { path: "/api/account/password", body, jar, address });
const exportData = (jar: CookieJar | null) => call(exportRoute, { path: "/api/account/export", jar });
const deleteAccount = (jar: CookieJar, body: Record<string, string>) =>
  call<Message>(deleteAccountRoute, { path: "/api/account/delete", body, jar });

/** An outfit of two of the owner's items, shared once, with its share image in storage; answers the share. */
async function shareOutfit(owner: Owner, itemIds: number[]) {
  const db = await getDb();
  const outfit = await db.outfit.create({
    data: {
      ...(owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId }),
      name: "weekend",
      description: "easy",
      style: "casual",
      occasion: "brunch",
      isSaved: true,
      savedAt: new Date(),
      itemCount: itemIds.length,
      items: { create: itemIds.map((clothingItemId, position) => ({ clothingItemId, position })) },
    },
  });
  // Sharing (/share/{token}) arrives with its own issue: the row and its image are written as it will write them.
  const stored = await getStorage().put({
    key: newKey("shares", "png"),
    body: randomBytes(300),
    contentType: "image/png",
  });
  const share = await db.share.create({
    data: {
      token: randomBytes(16).toString("base64url"),
      outfitId: outfit.id,
      imageUrl: stored.url,
      imageKey: stored.key,
      caption: "ootd",
      background: "#000000",
      template: "modern",
      publishedAt: new Date(),
    },
  });
  await db.aiResult.create({
    data: {
      ownerKey: ownerKey(owner),
      kind: "outfits",
      inputKey: `outfits:${outfit.id}`,
      result: { outfits: [{ name: "weekend" }] },
    },
  });
  return { outfit, share };
}

/** Every detail field of an item, as PATCH /api/closet/{id} takes them and the export gives them back. */
const ITEM_DETAILS = {
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
};

/** A user (or guest) with two closet items, an inspiration image, a shared outfit and a cached AI answer. */
async function ownerWithEverything(jar: CookieJar, topColour = "#1b2a4a") {
  const owner = await ownerOf(jar);
  const top = await addItem(owner, "tops", topColour);
  const bottom = await addItem(owner, "bottoms", "#c8b08a");
  const inspiration = await addInspiration(owner);
  const { outfit, share } = await shareOutfit(owner, [top, bottom]);
  // The wear log (issue #28): an outfit the owner built, a wear of the shared outfit, a cleanout choice.
  const db = await getDb();
  const where = owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId };
  const built = await db.outfit.create({
    data: {
      ...where,
      name: "my own",
      description: "",
      style: "",
      occasion: "",
      isBuilt: true,
      isSaved: true,
      savedAt: new Date(),
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
  // Garment facts the owner set (issue #39) on the bottom; the top's are all auto.
  await db.clothingItem.update({
    where: { id: bottom },
    data: { cleanout: "donate", factOverrides: { kind: "jeans", warmth: 3 } },
  });
  // Trips (issue #29): one packed trip with a tick.
  const trip = await db.trip.create({
    data: {
      ...where,
      name: "lisbon",
      startDate: new Date("2026-06-01T00:00:00Z"),
      endDate: new Date("2026-06-01T00:00:00Z"),
      // Its destination and the day's chosen activity and weather (issue #39 §5).
      place: "Lisbon, Portugal",
      latitude: 38.72,
      longitude: -9.14,
      activities: ["dinner"],
      items: [top, bottom],
      days: [
        { date: "2026-06-01", occasion: "dinner", assigned: true, items: [top, bottom], weather: TRIP_DAY_WEATHER },
      ],
      checked: [top],
    },
  });
  // Plans (issue #43): the built outfit tomorrow with a note, the top alone (no outfit: `free`) the
  // day after, as the plans screen makes them, and the worn wear's day, worn as planned (a past day:
  // the API no longer takes it), with a piece deleted since.
  const planOn = async (body: Record<string, unknown>) => {
    const planned = await call<PlanView>(createPlanRoute, { path: "/api/plans", body, jar });
    expect(planned.status, planned.text).toBe(201);
    return planned.body;
  };
  const planned = await planOn({ date: addDays(TODAY, 1), outfitId: built.id, note: "dinner at eight" });
  const free = await planOn({ date: addDays(TODAY, 2), itemIds: [top] });
  const worn = await db.plan.create({
    data: { ...where, date: wear.date, items: [top, GONE_PIECE, bottom], outfitId: outfit.id, wearId: wear.id },
  });
  // A check before buying (issue #44) from a photo like the top's, priced, and marked bought as the top.
  const form = new FormData();
  const photo = await garmentPhoto({ fill: topColour, shape: "shirt" });
  form.set("image", new File([new Uint8Array(photo)], "product.png", { type: "image/png" }));
  form.set("price", "59.90");
  form.set("currency", "EUR");
  const checked = await call<BuyCheckView>(buyCheckRoute, { path: "/api/buy-checks", body: form, jar });
  expect(checked.status, checked.text).toBe(201);
  const buyCheck = await db.buyCheck.update({
    where: { id: checked.body.id },
    data: { boughtItemId: top, boughtAt: new Date("2026-03-20T10:00:00Z") },
  });
  return {
    owner,
    top,
    bottom,
    inspiration,
    outfit,
    share,
    built,
    wear,
    trip,
    plans: { planned, free, worn },
    buyCheck,
  };
}

/** Every storage key the database points at for this owner. */
async function keysOf(owner: Owner): Promise<string[]> {
  const db = await getDb();
  const where = owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId };
  const items = await db.clothingItem.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const images = await db.inspirationImage.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const shares = await db.share.findMany({ where: { outfit: where }, select: { imageKey: true } });
  const checks = await db.buyCheck.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  return [
    ...items.flatMap((row) => [row.imageKey, row.thumbnailKey]),
    ...images.flatMap((row) => [row.imageKey, row.thumbnailKey]),
    ...shares.map((row) => row.imageKey),
    ...checks.flatMap((row) => [row.imageKey, row.thumbnailKey]),
  ].sort();
}

const stored = async (key: string) =>
  (await getStorage()
    .get(key)
    .then(async (file) => (file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null))) ?? null;

beforeEach(async () => {
  delete process.env.ANTHROPIC_API_KEY;
  useTestAuthSecret();
  resetEnvForTests();
  await resetDatabase();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/account/password", () => {
  it("changes the password: other sessions end, this one gets a fresh cookie, the old password stops working", async () => {
    const first = await newUser();
    const owner = (await ownerOf(first)) as Extract<Owner, { kind: "user" }>;
    const second = new CookieJar(); // another browser
    expect((await login(owner.username, PASSWORD, second)).status).toBe(200);
    expect(await userStatus(second)).toBe(200);

    const before = first.clone();
    const changed = await changePassword(first, {
      currentPassword: PASSWORD,
      newPassword: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: owner.userId, username: owner.username });
    expect(first.header()).not.toBe("");
    expect(first.header()).not.toBe(before.header());

    expect(await userStatus(first)).toBe(200);
    expect(await userStatus(before)).toBe(401);
    expect(await userStatus(second)).toBe(401);
    expect((await login(owner.username, PASSWORD)).status).toBe(401);
    expect((await login(owner.username, "new-password-1")).status).toBe(200);
  });

  it("refuses a wrong current password with 403 and counts it toward the login limits", async () => {
    const jar = await newUser();
    const owner = (await ownerOf(jar)) as Extract<Owner, { kind: "user" }>;
    const address = "it-same-address";
    const wrong = { currentPassword: "wrong", newPassword: "new-password-1", confirmPassword: "new-password-1" };
    for (let i = 0; i < 5; i++) {
      const refused = await changePassword(jar, wrong, address);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message: ACCOUNT_MESSAGES.wrongPassword,
        code: "wrong_password",
      });
    }
    // Five wrong tries from that address use up the free ones: the sixth waits, here and at login alike.
    const sixth = await changePassword(jar, wrong, address);
    expect(sixth.status).toBe(429);
    const blocked = await login(owner.username, PASSWORD, undefined, address);
    expect(blocked.status).toBe(429);
    expect(await userStatus(jar)).toBe(200); // nothing changed
  });

  it("applies SPEC §5's password rule and the confirmation through the shared schema; guests have no password", async () => {
    const jar = await newUser();
    const short = await changePassword(jar, { currentPassword: PASSWORD, newPassword: "abc", confirmPassword: "abc" });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: VALIDATION.passwordTooShort, code: "validation_failed" });
    const mismatch = await changePassword(jar, {
      currentPassword: PASSWORD,
      newPassword: "new-password-1",
      confirmPassword: "new-password-2",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ message: VALIDATION.passwordsDoNotMatch, code: "validation_failed" });

    const guest = await newGuest();
    const refused = await changePassword(guest, {
      currentPassword: "x",
      newPassword: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: ACCOUNT_MESSAGES.guestHasNoPassword,
      code: "guest_has_no_password",
    });
    expect(
      (
        await changePassword(null, {
          currentPassword: "x",
          newPassword: "new-password-1",
          confirmPassword: "new-password-1",
        })
      ).status,
    ).toBe(401);
  });
});

describe("GET /api/account/export", () => {
  it("streams a ZIP with data.json and every photo of the owner, and nothing of another owner", async () => {
    const mine = await newUser();
    const theirs = await newUser();
    const me = await ownerWithEverything(mine);
    const other = await ownerWithEverything(theirs, "#7a1f3d");
    const edited = await call(patchItem, {
      path: `/api/closet/${me.top}`,
      method: "PATCH",
      params: { id: String(me.top) },
      body: { ...ITEM_DETAILS, styleTags: ["linen", "casual"] },
      jar: mine,
    });
    expect(edited.status, edited.text).toBe(200);
    await call(patchItem, {
      path: `/api/closet/${me.top}`,
      method: "PATCH",
      params: { id: String(me.top) },
      body: { styleTags: ["linen", "preppy"] },
      jar: mine,
    });
    // The calendar feed is on (issue #43): its token is a secret, in no entry of the ZIP.
    const calendarToken = randomBytes(24).toString("base64url");
    await (
      await getDb()
    ).ownerSetting.create({ data: { userId: (me.owner as { userId: number }).userId, calendarToken } });
    // The edits dropped the cached AI answer (the AI sees tags and statuses): the export's one is put back.
    await (
      await getDb()
    ).aiResult.create({
      data: {
        ownerKey: ownerKey(me.owner),
        kind: "outfits",
        inputKey: `outfits:${me.outfit.id}`,
        result: { outfits: [{ name: "weekend" }] },
      },
    });

    const response = await exportData(mine);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="stylematch-export-u[a-z0-9]+-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const zip = readZip(response.bytes);
    const db = await getDb();
    const item = (id: number) => db.clothingItem.findUniqueOrThrow({ where: { id } });

    expect([...zip.keys()].sort()).toEqual(
      [
        "closet/bottoms/" + me.bottom + ".webp",
        "closet/tops/" + me.top + ".webp",
        "data.json",
        `inspiration/${me.inspiration}.webp`,
        `shares/${me.share.id}.png`,
        `buy-checks/${me.buyCheck.id}.webp`,
      ].sort(),
    );
    expect(zip.get(`buy-checks/${me.buyCheck.id}.webp`)).toEqual(await stored(me.buyCheck.imageKey));
    expect(zip.get(`closet/tops/${me.top}.webp`)).toEqual(await stored((await item(me.top)).imageKey));
    expect(zip.get(`shares/${me.share.id}.png`)).toEqual(await stored(me.share.imageKey));

    const text = zip.get("data.json")!.toString("utf8");
    const data = JSON.parse(text) as Record<string, unknown> & {
      account: Record<string, unknown>;
      closetItems: { id: number; category: string; styleTags: string[]; image: string }[];
    };
    expect(data.account).toEqual({
      kind: "user",
      id: (me.owner as { userId: number }).userId,
      username: (me.owner as { username: string }).username,
      email: expect.stringContaining("@"),
      createdAt: expect.any(String),
      identities: [],
    });
    // What the restore (issue #30) checks first, and the archives restored into this account (none yet).
    expect(data).toMatchObject({ format: "stylematch-export", version: 1, imports: [] });
    // Every field of an item, as the item page shows it, and the tag history the re-analysis keeps.
    expect(data.closetItems[0]).toEqual({
      id: me.top,
      category: "tops",
      categoryDetected: false,
      styleTags: ["linen", "preppy"],
      ...ITEM_DETAILS,
      cleanout: null,
      keepUntil: null,
      // The seasons were set on the item page: the mark that they are the owner's own (issue #39).
      factOverrides: { seasonsChosen: true },
      userTags: ["linen", "preppy"],
      removedTags: ["casual"],
      correctedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      image: `closet/tops/${me.top}.webp`,
      originalImage: null, // uploaded without the photo as shot (tests/integration/closet-image.test.ts has one)
    });
    expect(data.closetItems[1]).toMatchObject({
      name: null,
      colors: [],
      price: null,
      currency: "USD",
      purchasedOn: null,
      status: "active",
      favorite: false,
      cleanout: "donate",
      factOverrides: { kind: "jeans", warmth: 3 },
      userTags: [],
      removedTags: [],
      correctedAt: null,
      categoryDetected: false,
    });
    expect(data.closetItems.map((entry) => [entry.id, entry.category, entry.image])).toEqual([
      [me.top, "tops", `closet/tops/${me.top}.webp`],
      [me.bottom, "bottoms", `closet/bottoms/${me.bottom}.webp`],
    ]);
    expect(data.inspirationImages).toEqual([
      {
        id: me.inspiration,
        styleTags: [],
        isSaved: false,
        createdAt: expect.any(String),
        image: `inspiration/${me.inspiration}.webp`,
      },
    ]);
    expect(data.outfits).toEqual([
      expect.objectContaining({
        id: me.outfit.id,
        name: "weekend",
        isSaved: true,
        isBuilt: false,
        clothingItemIds: [me.top, me.bottom],
      }),
      expect.objectContaining({ id: me.built.id, name: "my own", isBuilt: true, clothingItemIds: [me.bottom, me.top] }),
    ]);
    expect(data.wears).toEqual([
      {
        id: me.wear.id,
        date: "2026-03-14",
        outfitId: me.outfit.id,
        createdAt: expect.any(String),
        clothingItemIds: [me.top, me.bottom],
      },
    ]);
    expect(data.trips).toEqual([
      {
        id: me.trip.id,
        name: "lisbon",
        startDate: "2026-06-01",
        endDate: "2026-06-01",
        place: "Lisbon, Portugal",
        latitude: 38.72,
        longitude: -9.14,
        activities: ["dinner"],
        days: [
          {
            date: "2026-06-01",
            occasion: "dinner",
            assigned: true,
            items: [me.top, me.bottom],
            weather: TRIP_DAY_WEATHER,
          },
        ],
        gaps: [],
        createdAt: expect.any(String),
        clothingItemIds: [me.top, me.bottom],
        checkedItemIds: [me.top],
      },
    ]);
    // Plans (issue #43) by day: their pieces still in the closet in the order chosen, the outfit, the
    // note, `free`, and the wear "wore as planned" logged, by its id in `wears`.
    expect(data.plans).toEqual([
      {
        id: me.plans.worn.id,
        date: "2026-03-14",
        outfitId: me.outfit.id,
        note: null,
        free: false,
        worn: true,
        wearId: me.wear.id,
        createdAt: expect.any(String),
        clothingItemIds: [me.top, me.bottom],
      },
      {
        id: me.plans.planned.id,
        date: addDays(TODAY, 1),
        outfitId: me.built.id,
        note: "dinner at eight",
        free: false,
        worn: false,
        wearId: null,
        createdAt: expect.any(String),
        clothingItemIds: [me.bottom, me.top],
      },
      {
        id: me.plans.free.id,
        date: addDays(TODAY, 2),
        outfitId: null,
        note: null,
        free: true,
        worn: false,
        wearId: null,
        createdAt: expect.any(String),
        clothingItemIds: [me.top],
      },
    ]);
    // Checks before buying (issue #44): the product, its reading and the judgement as kept, the item
    // it was bought as, and its photo's path in the ZIP (never its key or URL).
    expect(data.buyChecks).toEqual([
      {
        id: me.buyCheck.id,
        createdAt: me.buyCheck.createdAt.toISOString(),
        name: null,
        brand: null,
        price: 59.9,
        currency: "EUR",
        sourceUrl: null,
        category: "tops",
        styleTags: me.buyCheck.styleTags,
        colors: me.buyCheck.colors,
        result: me.buyCheck.result,
        verdict: me.buyCheck.verdict,
        boughtItemId: me.top,
        boughtAt: "2026-03-20T10:00:00.000Z",
        image: `buy-checks/${me.buyCheck.id}.webp`,
      },
    ]);
    // The photo like the top's was named as a look-alike of it.
    expect((me.buyCheck.result as { similarItems: number[] }).similarItems).toEqual([me.top]);
    expect(data.settings).toEqual({ hemisphere: "north", place: null, updatedAt: expect.any(String) });
    expect(data.shares).toEqual([
      expect.objectContaining({
        id: me.share.id,
        outfitId: me.outfit.id,
        path: `/share/${me.share.token}`,
        image: `shares/${me.share.id}.png`,
        publishedAt: me.share.publishedAt!.toISOString(),
        revokedAt: null,
      }),
    ]);
    expect(data.aiResults).toEqual([expect.objectContaining({ kind: "outfits", inputKey: `outfits:${me.outfit.id}` })]);

    // Nothing of the other owner, and no secret of this one: no hash, no storage key, no URL.
    // Their own top (a colour of their own): its bytes are in no entry. Same-looking photos would not tell.
    for (const key of [(await item(other.top)).imageKey]) {
      const bytes = await stored(key);
      expect(bytes, key).not.toBeNull();
      expect([...zip.values()], key).not.toContainEqual(bytes);
    }
    expect(text).not.toContain(other.share.token);
    expect(text).not.toContain((other.owner as { username: string }).username);
    expect(text).not.toMatch(/scrypt|password|imageKey|\/uploads\/|calendar_?token/i);
    for (const [name, bytes] of zip) expect(bytes.includes(calendarToken), name).toBe(false);
  });

  it("leaves out a photo the store no longer has and names it in missing.txt", async () => {
    const jar = await newUser();
    const owner = await ownerOf(jar);
    const kept = await addItem(owner, "tops");
    const lost = await addItem(owner, "shoes", "#443322");
    const db = await getDb();
    await getStorage().delete((await db.clothingItem.findUniqueOrThrow({ where: { id: lost } })).imageKey);
    const zip = readZip((await exportData(jar)).bytes);
    expect([...zip.keys()].sort()).toEqual([`closet/tops/${kept}.webp`, "data.json", "missing.txt"]);
    expect(zip.get("missing.txt")!.toString("utf8")).toContain(`closet/shoes/${lost}.webp`);
  });

  it("exports a guest's data too, and refuses a visitor", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const top = await addItem(owner, "tops");
    const response = await exportData(guest);
    expect(response.status).toBe(200);
    const zip = readZip(response.bytes);
    expect([...zip.keys()].sort()).toEqual([`closet/tops/${top}.webp`, "data.json"]);
    expect(JSON.parse(zip.get("data.json")!.toString("utf8")).account).toEqual({
      kind: "guest",
      id: (owner as { guestId: string }).guestId,
      createdAt: expect.any(String),
    });
    expect((await exportData(null)).status).toBe(401);
  });
});

describe("POST /api/account/delete", () => {
  it("refuses a wrong password (403) or username (400) with a message, and deletes nothing", async () => {
    const jar = await newUser();
    const me = await ownerWithEverything(jar);
    const username = (me.owner as { username: string }).username;
    const keys = await keysOf(me.owner);

    const wrongPassword = await deleteAccount(jar, { password: "not-it", username });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body).toEqual({ message: ACCOUNT_MESSAGES.wrongPassword, code: "wrong_password" });
    const wrongName = await deleteAccount(jar, { password: PASSWORD, username: `${username}x` });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body).toEqual({ message: ACCOUNT_MESSAGES.usernameMismatch, code: "username_mismatch" });
    const noName = await deleteAccount(jar, { password: PASSWORD });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({
      message: ACCOUNT_MESSAGES.confirmUsernameRequired,
      code: "validation_failed",
    });

    expect(await userStatus(jar)).toBe(200);
    expect(await keysOf(me.owner)).toEqual(keys);
    for (const key of keys) expect(await stored(key)).not.toBeNull();
  });

  it("removes the user, every row and every file it owned, ends the session, and leaves another owner alone", async () => {
    const jar = await newUser();
    const other = await newUser();
    const me = await ownerWithEverything(jar);
    const them = await ownerWithEverything(other);
    const username = (me.owner as { username: string }).username;
    const myKeys = await keysOf(me.owner);
    const theirKeys = await keysOf(them.owner);
    // 2 items, 1 inspiration image and 1 check before buying (original + thumbnail each), 1 share image
    expect(myKeys).toHaveLength(9);
    const db = await getDb();
    const userId = (me.owner as { userId: number }).userId;
    // Plans (issue #43) go by the owner's cascade: lib/account/delete.ts names none.
    expect(await db.plan.count({ where: { userId } })).toBe(3);
    expect(await db.buyCheck.count({ where: { userId } })).toBe(1);

    const saved = jar.clone(); // the cookies as they were, to replay after the deletion
    const deleted = await deleteAccount(jar, { password: PASSWORD, username: username.toUpperCase() });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().filter((header) => !/Max-Age=0/.test(header))).toEqual([]);
    expect(deleted.headers.getSetCookie().length).toBeGreaterThanOrEqual(2);

    expect(await db.user.count({ where: { id: userId } })).toBe(0);
    expect(await db.clothingItem.count({ where: { userId } })).toBe(0);
    expect(await db.inspirationImage.count({ where: { userId } })).toBe(0);
    expect(await db.outfit.count({ where: { userId } })).toBe(0);
    expect(await db.wear.count({ where: { userId } })).toBe(0);
    expect(await db.wearItem.count({ where: { wearId: me.wear.id } })).toBe(0);
    expect(await db.trip.count({ where: { userId } })).toBe(0);
    expect(await db.plan.count({ where: { userId } })).toBe(0);
    expect(await db.buyCheck.count({ where: { userId } })).toBe(0);
    expect(await db.share.count({ where: { id: me.share.id } })).toBe(0);
    expect(await db.aiResult.count({ where: { ownerKey: ownerKey(me.owner) } })).toBe(0);
    for (const key of myKeys) expect(await stored(key), key).toBeNull();
    expect(await db.storageDeletion.count()).toBe(0);

    expect(await userStatus(saved)).toBe(401);
    expect((await login(username, PASSWORD)).status).toBe(401);
    // Safe to retry: the repeat finds no session and changes nothing.
    const again = await deleteAccount(saved, { password: PASSWORD, username });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: AUTH_MESSAGES.signInRequired, code: "unauthorized" });

    // The other owner keeps everything.
    expect(await keysOf(them.owner)).toEqual(theirKeys);
    for (const key of theirKeys) expect(await stored(key), key).not.toBeNull();
    expect(await userStatus(other)).toBe(200);
    expect(await db.aiResult.count({ where: { ownerKey: ownerKey(them.owner) } })).toBe(1);
    expect(await db.wear.count({ where: { id: them.wear.id } })).toBe(1);
    expect(await db.trip.count({ where: { id: them.trip.id } })).toBe(1);
    expect(await db.plan.count({ where: { userId: (them.owner as { userId: number }).userId } })).toBe(3);
    expect(await db.buyCheck.count({ where: { id: them.buyCheck.id } })).toBe(1);
  });

  it("a store failing half-way: the rows are gone at once, the files left are listed, and the sweep removes them", async () => {
    const jar = await newUser();
    const me = await ownerWithEverything(jar);
    const keys = await keysOf(me.owner);
    const realDelete = localDiskStorage.delete.bind(localDiskStorage);
    let calls = 0;
    const failing = vi.spyOn(localDiskStorage, "delete").mockImplementation(async (key) => {
      if (++calls > 2) throw new Error("the store is down");
      await realDelete(key);
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);

    const deleted = await deleteAccount(jar, {
      password: PASSWORD,
      username: (me.owner as { username: string }).username,
    });
    expect(deleted.status).toBe(200);
    const db = await getDb();
    expect(await db.user.count()).toBe(0);
    const listed = (await db.storageDeletion.findMany({ select: { key: true } })).map((row) => row.key);
    expect(listed).toHaveLength(keys.length - 2);
    expect(keys).toEqual(expect.arrayContaining(listed));

    failing.mockRestore(); // the store is back
    expect(await sweepStorageDeletions()).toBe(keys.length - 2);
    for (const key of keys) expect(await stored(key), key).toBeNull();
    expect(await db.storageDeletion.count()).toBe(0);
  });

  it("a guest deletes their own data with no password; another guest keeps theirs", async () => {
    const guest = await newGuest();
    const otherGuest = await newGuest();
    const me = await ownerWithEverything(guest);
    const them = await ownerWithEverything(otherGuest);
    const keys = await keysOf(me.owner);
    const theirKeys = await keysOf(them.owner);

    const saved = guest.clone(); // the cookies as they were, to replay after the deletion
    const deleted = await deleteAccount(guest, {});
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie()).toContainEqual(expect.stringMatching(/stylematch-guest=;.*Max-Age=0/));
    const db = await getDb();
    expect(await db.guest.count({ where: { id: (me.owner as { guestId: string }).guestId } })).toBe(0);
    // The guest's plans (issue #43) went with it; the other guest's stay.
    expect(await db.plan.count({ where: { guestId: (me.owner as { guestId: string }).guestId } })).toBe(0);
    expect(await db.plan.count({ where: { guestId: (them.owner as { guestId: string }).guestId } })).toBe(3);
    expect(await db.buyCheck.count({ where: { id: me.buyCheck.id } })).toBe(0);
    expect(await db.buyCheck.count({ where: { id: them.buyCheck.id } })).toBe(1);
    expect(await keysOf(me.owner)).toEqual([]);
    for (const key of keys) expect(await stored(key), key).toBeNull();
    expect(await db.aiResult.count({ where: { ownerKey: ownerKey(me.owner) } })).toBe(0);
    expect((await exportData(saved)).status).toBe(401);

    expect(await keysOf(them.owner)).toEqual(theirKeys);
    for (const key of theirKeys) expect(await stored(key), key).not.toBeNull();
  });
});

describe("registering from guest mode", () => {
  it("keeps every detail the guest gave an item, and its tag history", async () => {
    const jar = await newGuest();
    const guest = await ownerOf(jar);
    const id = await addItem(guest, "tops");
    const path = `/api/closet/${id}`;
    const params = { id: String(id) };
    await call(patchItem, { path, method: "PATCH", params, body: { styleTags: ["casual"] }, jar });
    const edited = await call(patchItem, {
      path,
      method: "PATCH",
      params,
      // The garment facts the guest set (issue #39) move with the row too.
      body: { ...ITEM_DETAILS, styleTags: ["linen"], facts: { warmth: 4, formality: 3 } },
      jar,
    });
    expect(edited.status, edited.text).toBe(200);
    const before = await (await getDb()).clothingItem.findUniqueOrThrow({ where: { id } });
    // An upload without a category: the detected one stays marked as detected for the analysis.
    const detected = await addClosetItem(guest, { bytes: await garmentPhoto({ fill: "#1b2a4a", shape: "trousers" }) });
    expect(detected).toMatchObject({ category: "bottoms", categoryDetected: true });

    await newUser(jar);
    const user = await ownerOf(jar);
    expect(user.kind).toBe("user");
    const read = await call(getItem, { path, params, jar });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...(edited.body as object), updatedAt: expect.any(String) });
    expect(await (await getDb()).clothingItem.findUniqueOrThrow({ where: { id } })).toMatchObject({
      userId: (user as { userId: number }).userId,
      guestId: null,
      userTags: before.userTags,
      removedTags: before.removedTags,
      correctedAt: before.correctedAt,
      categoryDetected: false,
      factOverrides: { warmth: 4, formality: 3 },
    });
    expect(await (await getDb()).clothingItem.findUniqueOrThrow({ where: { id: detected.id } })).toMatchObject({
      userId: (user as { userId: number }).userId,
      guestId: null,
      category: "bottoms",
      categoryDetected: true,
    });
  });
});
