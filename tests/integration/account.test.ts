/**
 * The account calls of issue #16 through their real route handlers: changing the password (every
 * other session ends, this one stays, wrong passwords count toward the login limits), the export
 * (a streamed ZIP holding only the owner's rows and photos), and deleting everything (rows, files,
 * share images; safe to retry; a store failing half-way leaves the rest listed for the sweep).
 */
import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as changePasswordRoute } from "@/app/api/account/password/route";
import { POST as loginRoute } from "@/app/api/login/route";
import { GET as userRoute } from "@/app/api/user/route";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, VALIDATION } from "@/lib/messages";
import { ownerKey, type Owner } from "@/lib/owner";
import { getStorage, newKey } from "@/lib/storage";
import { sweepStorageDeletions } from "@/lib/storage/deletions";
import { localDiskStorage } from "@/lib/storage/local";
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetDatabase } from "../support/db";
import { readZip } from "../support/read-zip";
import { addInspiration, addItem, giveFileItsOwnDataDir, ownerOf } from "./ai-support";
import { useTestAuthSecret } from "./auth-support";
import { newGuest, newUser, request } from "./closet-support";

giveFileItsOwnDataDir();

const PASSWORD = "secret-password"; // what closet-support's newUser registers with
type Message = { message: string; code?: string };

/** A request from its own address, so per-address limits never leak between tests. */
const call = (cookie: string | null, path: string, body?: unknown, address = `it-${randomBytes(6).toString("hex")}`) =>
  request(cookie, path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-forwarded-for": address, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
const signedIn = async (cookie: string) => (await userRoute(call(cookie, "/api/user"))).status === 200;
const login = (username: string, password: string) => loginRoute(call(null, "/api/login", { username, password }));

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

/** A user (or guest) with two closet items, an inspiration image, a shared outfit and a cached AI answer. */
async function ownerWithEverything(cookie: string, topColour = "#1b2a4a") {
  const owner = await ownerOf(cookie);
  const top = await addItem(owner, "tops", topColour);
  const bottom = await addItem(owner, "bottoms", "#c8b08a");
  const inspiration = await addInspiration(owner);
  const { outfit, share } = await shareOutfit(owner, [top, bottom]);
  return { owner, top, bottom, inspiration, outfit, share };
}

/** Every storage key the database points at for this owner. */
async function keysOf(owner: Owner): Promise<string[]> {
  const db = await getDb();
  const where = owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId };
  const items = await db.clothingItem.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const images = await db.inspirationImage.findMany({ where, select: { imageKey: true, thumbnailKey: true } });
  const shares = await db.share.findMany({ where: { outfit: where }, select: { imageKey: true } });
  return [
    ...items.flatMap((row) => [row.imageKey, row.thumbnailKey]),
    ...images.flatMap((row) => [row.imageKey, row.thumbnailKey]),
    ...shares.map((row) => row.imageKey),
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
    const second = cookieOf(await login(owner.username, PASSWORD)); // another browser
    expect(await signedIn(second)).toBe(true);

    const changed = await changePasswordRoute(
      call(first, "/api/account/password", {
        currentPassword: PASSWORD,
        newPassword: "new-password-1",
        confirmPassword: "new-password-1",
      }),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: owner.userId, username: owner.username });
    const fresh = cookieOf(changed);
    expect(fresh).not.toBe("");
    expect(fresh).not.toBe(first);

    expect(await signedIn(fresh)).toBe(true);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect((await login(owner.username, PASSWORD)).status).toBe(401);
    expect((await login(owner.username, "new-password-1")).status).toBe(200);
  });

  it("refuses a wrong current password with 403 and counts it toward the login limits", async () => {
    const cookie = await newUser();
    const owner = (await ownerOf(cookie)) as Extract<Owner, { kind: "user" }>;
    const address = "it-same-address";
    for (let i = 0; i < 5; i++) {
      const refused = await changePasswordRoute(
        call(
          cookie,
          "/api/account/password",
          { currentPassword: "wrong", newPassword: "new-password-1", confirmPassword: "new-password-1" },
          address,
        ),
      );
      expect(refused.status).toBe(403);
      expect((await refused.json()) as Message).toEqual({
        message: ACCOUNT_MESSAGES.wrongPassword,
        code: "wrong_password",
      });
    }
    // The sixth wrong try from that address is over the free ones: it must wait, here and at login alike.
    const sixth = await changePasswordRoute(
      call(
        cookie,
        "/api/account/password",
        { currentPassword: "wrong", newPassword: "new-password-1", confirmPassword: "new-password-1" },
        address,
      ),
    );
    expect(sixth.status).toBe(403);
    const blocked = await loginRoute(
      call(null, "/api/login", { username: owner.username, password: PASSWORD }, address),
    );
    expect(blocked.status).toBe(429);
    expect(await signedIn(cookie)).toBe(true); // nothing changed
  });

  it("applies SPEC §5's password rule and the confirmation through the shared schema; guests have no password", async () => {
    const cookie = await newUser();
    const short = await changePasswordRoute(
      call(cookie, "/api/account/password", { currentPassword: PASSWORD, newPassword: "abc", confirmPassword: "abc" }),
    );
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: VALIDATION.passwordTooShort, code: "validation_failed" });
    const mismatch = await changePasswordRoute(
      call(cookie, "/api/account/password", {
        currentPassword: PASSWORD,
        newPassword: "new-password-1",
        confirmPassword: "new-password-2",
      }),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({ message: VALIDATION.passwordsDoNotMatch, code: "validation_failed" });

    const guest = await newGuest();
    const refused = await changePasswordRoute(
      call(guest, "/api/account/password", {
        currentPassword: "x",
        newPassword: "new-password-1",
        confirmPassword: "new-password-1",
      }),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: ACCOUNT_MESSAGES.guestHasNoPassword,
      code: "guest_has_no_password",
    });
    expect(
      (
        await changePasswordRoute(
          call(null, "/api/account/password", {
            currentPassword: "x",
            newPassword: "new-password-1",
            confirmPassword: "new-password-1",
          }),
        )
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

    const response = await exportRoute(call(mine, "/api/account/export"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="stylematch-export-u[a-z0-9]+-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const zip = readZip(Buffer.from(await response.arrayBuffer()));
    const db = await getDb();
    const item = (id: number) => db.clothingItem.findUniqueOrThrow({ where: { id } });

    expect([...zip.keys()].sort()).toEqual(
      [
        "closet/bottoms/" + me.bottom + ".webp",
        "closet/tops/" + me.top + ".webp",
        "data.json",
        `inspiration/${me.inspiration}.webp`,
        `shares/${me.share.id}.png`,
      ].sort(),
    );
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
        clothingItemIds: [me.top, me.bottom],
      }),
    ]);
    expect(data.shares).toEqual([
      expect.objectContaining({
        id: me.share.id,
        outfitId: me.outfit.id,
        path: `/share/${me.share.token}`,
        image: `shares/${me.share.id}.png`,
      }),
    ]);
    expect(data.aiResults).toEqual([expect.objectContaining({ kind: "outfits", inputKey: `outfits:${me.outfit.id}` })]);

    // Nothing of the other owner, and no secret of this one: no hash, no storage key, no URL.
    // Their own top (a colour of their own): its bytes are in no entry. Same-looking photos would not tell.
    for (const key of [(await item(other.top)).imageKey]) {
      const bytes = await stored(key);
      expect(
        [...zip.values()].some((entry) => bytes !== null && entry.equals(bytes)),
        key,
      ).toBe(false);
    }
    expect(text).not.toContain(other.share.token);
    expect(text).not.toContain((other.owner as { username: string }).username);
    expect(text).not.toMatch(/scrypt|password|imageKey|\/uploads\//);
  });

  it("leaves out a photo the store no longer has and names it in missing.txt", async () => {
    const cookie = await newUser();
    const owner = await ownerOf(cookie);
    const kept = await addItem(owner, "tops");
    const lost = await addItem(owner, "shoes", "#443322");
    const db = await getDb();
    await getStorage().delete((await db.clothingItem.findUniqueOrThrow({ where: { id: lost } })).imageKey);
    const zip = readZip(Buffer.from(await (await exportRoute(call(cookie, "/api/account/export"))).arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual([`closet/tops/${kept}.webp`, "data.json", "missing.txt"]);
    expect(zip.get("missing.txt")!.toString("utf8")).toContain(`closet/shoes/${lost}.webp`);
  });

  it("exports a guest's data too, and refuses a visitor", async () => {
    const guest = await newGuest();
    const owner = await ownerOf(guest);
    const top = await addItem(owner, "tops");
    const response = await exportRoute(call(guest, "/api/account/export"));
    expect(response.status).toBe(200);
    const zip = readZip(Buffer.from(await response.arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual([`closet/tops/${top}.webp`, "data.json"]);
    expect(JSON.parse(zip.get("data.json")!.toString("utf8")).account).toEqual({
      kind: "guest",
      id: (owner as { guestId: string }).guestId,
      createdAt: expect.any(String),
    });
    expect((await exportRoute(call(null, "/api/account/export"))).status).toBe(401);
  });
});

describe("POST /api/account/delete", () => {
  it("refuses a wrong password (403) or username (400) with a message, and deletes nothing", async () => {
    const cookie = await newUser();
    const me = await ownerWithEverything(cookie);
    const username = (me.owner as { username: string }).username;
    const keys = await keysOf(me.owner);

    const wrongPassword = await deleteAccountRoute(
      call(cookie, "/api/account/delete", { password: "not-it", username }),
    );
    expect(wrongPassword.status).toBe(403);
    expect(await wrongPassword.json()).toEqual({ message: ACCOUNT_MESSAGES.wrongPassword, code: "wrong_password" });
    const wrongName = await deleteAccountRoute(
      call(cookie, "/api/account/delete", { password: PASSWORD, username: `${username}x` }),
    );
    expect(wrongName.status).toBe(400);
    expect(await wrongName.json()).toEqual({ message: ACCOUNT_MESSAGES.usernameMismatch, code: "username_mismatch" });
    const noName = await deleteAccountRoute(call(cookie, "/api/account/delete", { password: PASSWORD }));
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({
      message: ACCOUNT_MESSAGES.confirmUsernameRequired,
      code: "validation_failed",
    });

    expect(await signedIn(cookie)).toBe(true);
    expect(await keysOf(me.owner)).toEqual(keys);
    for (const key of keys) expect(await stored(key)).not.toBeNull();
  });

  it("removes the user, every row and every file it owned, ends the session, and leaves another owner alone", async () => {
    const cookie = await newUser();
    const other = await newUser();
    const me = await ownerWithEverything(cookie);
    const them = await ownerWithEverything(other);
    const username = (me.owner as { username: string }).username;
    const myKeys = await keysOf(me.owner);
    const theirKeys = await keysOf(them.owner);
    expect(myKeys).toHaveLength(7); // 2 items and 1 inspiration image (original + thumbnail each), 1 share image

    const deleted = await deleteAccountRoute(
      call(cookie, "/api/account/delete", { password: PASSWORD, username: username.toUpperCase() }),
    );
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().every((header) => /Max-Age=0/.test(header))).toBe(true);
    expect(deleted.headers.getSetCookie().length).toBeGreaterThanOrEqual(2);

    const db = await getDb();
    const userId = (me.owner as { userId: number }).userId;
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
    expect(await db.clothingItem.count({ where: { userId } })).toBe(0);
    expect(await db.inspirationImage.count({ where: { userId } })).toBe(0);
    expect(await db.outfit.count({ where: { userId } })).toBe(0);
    expect(await db.share.count({ where: { id: me.share.id } })).toBe(0);
    expect(await db.aiResult.count({ where: { ownerKey: ownerKey(me.owner) } })).toBe(0);
    for (const key of myKeys) expect(await stored(key), key).toBeNull();
    expect(await db.storageDeletion.count()).toBe(0);

    expect(await signedIn(cookie)).toBe(false);
    expect(await login(username, PASSWORD).then((response) => response.status)).toBe(401);
    // Safe to retry: the repeat finds no session and changes nothing.
    const again = await deleteAccountRoute(call(cookie, "/api/account/delete", { password: PASSWORD, username }));
    expect(again.status).toBe(401);
    expect((await again.json()) as Message).toEqual({ message: AUTH_MESSAGES.signInRequired, code: "unauthorized" });

    // The other owner keeps everything.
    expect(await keysOf(them.owner)).toEqual(theirKeys);
    for (const key of theirKeys) expect(await stored(key), key).not.toBeNull();
    expect(await signedIn(other)).toBe(true);
    expect(await db.aiResult.count({ where: { ownerKey: ownerKey(them.owner) } })).toBe(1);
  });

  it("a store failing half-way: the rows are gone at once, the files left are listed, and the sweep removes them", async () => {
    const cookie = await newUser();
    const me = await ownerWithEverything(cookie);
    const keys = await keysOf(me.owner);
    const realDelete = localDiskStorage.delete.bind(localDiskStorage);
    let calls = 0;
    const failing = vi.spyOn(localDiskStorage, "delete").mockImplementation(async (key) => {
      if (++calls > 2) throw new Error("the store is down");
      await realDelete(key);
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);

    const deleted = await deleteAccountRoute(
      call(cookie, "/api/account/delete", {
        password: PASSWORD,
        username: (me.owner as { username: string }).username,
      }),
    );
    expect(deleted.status).toBe(200);
    const db = await getDb();
    expect(await db.user.count()).toBe(0);
    const listed = (await db.storageDeletion.findMany({ select: { key: true } })).map((row) => row.key);
    expect(listed).toHaveLength(keys.length - 2);
    expect(listed.every((key) => keys.includes(key))).toBe(true);

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

    const deleted = await deleteAccountRoute(call(guest, "/api/account/delete", {}));
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().some((header) => /stylematch-guest=;.*Max-Age=0/.test(header))).toBe(true);
    const db = await getDb();
    expect(await db.guest.count({ where: { id: (me.owner as { guestId: string }).guestId } })).toBe(0);
    expect(await keysOf(me.owner)).toEqual([]);
    for (const key of keys) expect(await stored(key), key).toBeNull();
    expect(await db.aiResult.count({ where: { ownerKey: ownerKey(me.owner) } })).toBe(0);
    expect((await exportRoute(call(guest, "/api/account/export"))).status).toBe(401);

    expect(await keysOf(them.owner)).toEqual(theirKeys);
    for (const key of theirKeys) expect(await stored(key), key).not.toBeNull();
  });
});
