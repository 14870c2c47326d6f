import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as restoreImage } from "@/app/api/inspiration/[id]/restore/route";
import { DELETE as deleteImage } from "@/app/api/inspiration/[id]/route";
import { POST as postSave } from "@/app/api/inspiration/[id]/save/route";
import { GET as listImages, POST as uploadImage } from "@/app/api/inspiration/route";
import { DELETE_UNDO_WINDOW_MS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { cleanupIdleGuests } from "@/lib/guests/cleanup";
import { INSPIRATION_MESSAGES } from "@/lib/messages/inspiration";
import { rmSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf, USER_PASSWORD } from "../support/owners";
import { readZip } from "../support/read-zip";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir, jpeg, keyOf, uploadedFiles, uploadForm } from "../support/uploads";

/**
 * The undo window of inspiration deletes (lib/inspiration/trash.ts) through the real handlers:
 * DELETE /api/inspiration/{id} moves the image to the trash with its files kept; POST
 * /api/inspiration/{id}/restore brings it back exactly; the sweep purges what is past the window;
 * export, owner deletion and guest sign-up handle the trash. Also POST .../save's {saved} body.
 */
giveFileItsOwnDataDir();

beforeEach(async () => {
  await freshLocalAi();
  rmSync(path.join(process.env.DATA_DIR!, "uploads"), { recursive: true, force: true });
});

type Image = { id: number; imageUrl: string; thumbnailUrl: string; styleTags: string[]; isSaved: boolean };
const params = (id: number) => ({ id: String(id) });
const add = async (jar: CookieJar): Promise<Image> => {
  const body = uploadForm({ bytes: await jpeg(480, 600), name: "look.jpg" }, null);
  const created = await call<Image>(uploadImage, { path: "/api/inspiration", body, jar });
  expect(created.status).toBe(201);
  return created.body;
};
const list = async (jar: CookieJar) => (await call<Image[]>(listImages, { path: "/api/inspiration", jar })).body;
const remove = (jar: CookieJar, id: number) =>
  call(deleteImage, { path: `/api/inspiration/${id}`, method: "DELETE", params: params(id), jar });
const restore = (jar: CookieJar, id: number) =>
  call(restoreImage, { path: `/api/inspiration/${id}/restore`, method: "POST", params: params(id), jar });
const save = (jar: CookieJar, id: number, body?: unknown) =>
  call(postSave, { path: `/api/inspiration/${id}/save`, method: "POST", params: params(id), jar, body });
const keysOf = (image: Image) => [keyOf(image.imageUrl), keyOf(image.thumbnailUrl)].sort();
const notFound = { message: INSPIRATION_MESSAGES.notFound, code: "inspiration_not_found" };

/** Moves the trash and its files' deletion dates back, as if `ms` had passed. */
async function age(ms: number) {
  const db = await getDb();
  await db.$executeRaw`UPDATE deleted_inspiration_images SET deleted_at = deleted_at - ${ms} * interval '1 millisecond'`;
  await db.$executeRaw`UPDATE storage_deletions SET not_before = not_before - ${ms} * interval '1 millisecond'`;
}

describe("POST /api/inspiration/{id}/save with {saved}", () => {
  it("sets the state (the same twice stays), and a call without a body still toggles (SPEC §7)", async () => {
    const jar = await newGuest();
    const image = await add(jar);
    for (let i = 0; i < 2; i++)
      expect((await save(jar, image.id, { saved: true })).body).toEqual({ id: image.id, isSaved: true });
    expect((await save(jar, image.id)).body).toEqual({ id: image.id, isSaved: false });
    expect((await save(jar, image.id)).body).toEqual({ id: image.id, isSaved: true });
    for (let i = 0; i < 2; i++)
      expect((await save(jar, image.id, { saved: false })).body).toEqual({ id: image.id, isSaved: false });
    expect(await save(jar, image.id, { saved: "yes" })).toMatchObject({
      status: 400,
      body: { message: INSPIRATION_MESSAGES.invalidSaved, code: "validation_failed" },
    });
  });
});

describe("deleting an inspiration image", () => {
  it("moves the row to the trash and keeps its files, listed for the end of the undo window", async () => {
    const jar = await newGuest();
    const owner = await ownerOf(jar);
    const image = await add(jar);
    expect((await remove(jar, image.id)).status).toBe(204);
    expect(await list(jar)).toEqual([]);
    expect(uploadedFiles().sort()).toEqual(keysOf(image));
    const db = await getDb();
    const trashed = await db.deletedInspirationImage.findUniqueOrThrow({ where: { id: image.id } });
    expect(trashed).toMatchObject({ guestId: owner.kind === "guest" ? owner.guestId : null, userId: null });
    expect(trashed.image).toMatchObject({ id: image.id, image_url: image.imageUrl });
    const due = await db.storageDeletion.findMany({ orderBy: { key: "asc" } });
    expect(due.map((row) => row.key)).toEqual(keysOf(image));
    for (const row of due) expect(row.notBefore.getTime()).toBe(trashed.deletedAt.getTime() + DELETE_UNDO_WINDOW_MS);
    await cleanupIdleGuests();
    expect(uploadedFiles()).toHaveLength(2);
    expect((await remove(jar, image.id)).body).toEqual(notFound);
  });

  it("restore brings it back exactly (same id, tags, saved state), with its files kept", async () => {
    const jar = await newGuest();
    const image = await add(jar);
    await save(jar, image.id, { saved: true });
    const [before] = await list(jar);
    await remove(jar, image.id);
    const back = await restore(jar, image.id);
    expect(back).toMatchObject({ status: 200, body: before });
    expect(await list(jar)).toEqual([before]);
    const db = await getDb();
    expect(await db.deletedInspirationImage.count()).toBe(0);
    expect(await db.storageDeletion.count()).toBe(0);
    await age(DELETE_UNDO_WINDOW_MS + 1000);
    await cleanupIdleGuests();
    expect(uploadedFiles().sort()).toEqual(keysOf(image));
    // Restored once: a second restore finds nothing.
    expect((await restore(jar, image.id)).body).toEqual(notFound);
  });

  it("after the window: restore answers 404, and the sweep purges the row and removes the files", async () => {
    const jar = await newGuest();
    const image = await add(jar);
    await remove(jar, image.id);
    await age(DELETE_UNDO_WINDOW_MS + 1000);
    expect(await restore(jar, image.id)).toMatchObject({ status: 404, body: notFound });
    expect(await cleanupIdleGuests()).toEqual({ guests: 0, files: 2 });
    expect(uploadedFiles()).toEqual([]);
    expect(await (await getDb()).deletedInspirationImage.count()).toBe(0);
  });

  it("another owner can neither delete nor restore it", async () => {
    const jar = await newGuest();
    const image = await add(jar);
    const intruder = await newUser();
    expect((await remove(intruder, image.id)).body).toEqual(notFound);
    await remove(jar, image.id);
    expect(await restore(intruder, image.id)).toMatchObject({ status: 404, body: notFound });
    expect((await restore(jar, image.id)).status).toBe(200);
  });
});

describe("the inspiration trash when the owner goes, moves or exports", () => {
  it("the export lists a trashed image (without its photo) with when it was deleted", async () => {
    const jar = await newUser();
    const image = await add(jar);
    await remove(jar, image.id);
    const response = await call(exportRoute, { path: "/api/account/export", jar });
    expect(response.status).toBe(200);
    const zip = readZip(response.bytes);
    const data = JSON.parse(zip.get("data.json")!.toString("utf8")) as Record<string, unknown>;
    expect(data.inspirationImages).toEqual([]);
    expect(data.deletedInspirationImages).toEqual([
      { id: image.id, styleTags: [], isSaved: false, createdAt: expect.any(String), deletedAt: expect.any(String) },
    ]);
    expect([...zip.keys()].filter((name) => name.startsWith("inspiration/"))).toEqual([]);
  });

  it("account deletion removes the trash and its files at once, not after the window", async () => {
    const jar = await newUser();
    const owner = await ownerOf(jar);
    const image = await add(jar);
    await remove(jar, image.id);
    const username = owner.kind === "user" ? owner.username : "";
    const deleted = await call(deleteAccountRoute, {
      path: "/api/account/delete",
      body: { username, password: USER_PASSWORD },
      jar,
    });
    expect(deleted.status).toBe(200);
    const db = await getDb();
    expect(await db.deletedInspirationImage.count()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
    expect(await db.storageDeletion.count()).toBe(0);
  });

  it("a guest who registers keeps the trash: undo still works as the new user", async () => {
    const jar = await newGuest();
    const image = await add(jar);
    await remove(jar, image.id);
    await newUser(jar);
    const user = await ownerOf(jar);
    expect(user.kind).toBe("user");
    const db = await getDb();
    expect(await db.deletedInspirationImage.findUniqueOrThrow({ where: { id: image.id } })).toMatchObject({
      userId: user.kind === "user" ? user.userId : -1,
      guestId: null,
    });
    expect((await restore(jar, image.id)).status).toBe(200);
    expect(await db.inspirationImage.findUniqueOrThrow({ where: { id: image.id } })).toMatchObject({
      userId: user.kind === "user" ? user.userId : -1,
      guestId: null,
    });
  });
});
