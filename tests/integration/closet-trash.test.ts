import { POST as deleteAccountRoute } from "@/app/api/account/delete/route";
import { DELETE as deleteItem } from "@/app/api/closet/[id]/route";
import { POST as postBulk } from "@/app/api/closet/bulk/route";
import { GET as listCloset } from "@/app/api/closet/route";
import { POST as postSave } from "@/app/api/outfits/[id]/save/route";
import { GET as getOutfits } from "@/app/api/outfits/route";
import { ownerKey } from "@/lib/auth/owner";
import { DELETE_UNDO_WINDOW_MS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { cleanupIdleGuests } from "@/lib/guests/cleanup";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { getStorage } from "@/lib/storage";
import { rmSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { addItem, api, type OutfitBody, outfitCloset } from "../support/ai";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf, USER_PASSWORD } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir, uploadedFiles } from "../support/uploads";

/**
 * The undo window of deletes (lib/closet/trash.ts) through the real handlers: DELETE /api/closet/{id}
 * and bulk delete move items to the trash with their files kept; bulk restore brings them back exactly;
 * the sweep purges what is past the window; owner deletion and guest sign-up handle the trash.
 */
giveFileItsOwnDataDir();

beforeEach(async () => {
  await freshLocalAi();
  rmSync(path.join(process.env.DATA_DIR!, "uploads"), { recursive: true, force: true });
});

type Item = { id: number; imageUrl: string; thumbnailUrl: string; status: string; updatedAt: string };
type Outfit = OutfitBody & { missingItems: number };

const remove = (jar: CookieJar, id: number) =>
  call(deleteItem, { path: `/api/closet/${id}`, method: "DELETE", params: { id: String(id) }, jar });
const bulk = (jar: CookieJar, body: unknown) => call(postBulk, { path: "/api/closet/bulk", body, jar });
const list = async (jar: CookieJar, query = "?status=all") =>
  (await call<Item[]>(listCloset, { path: `/api/closet${query}`, jar })).body;
const keysOf = (item: Item) => [item.imageUrl, item.thumbnailUrl].map((url) => url.replace(/^\/uploads\//, "")).sort();

/** Moves the trash and its files' deletion dates back, as if `ms` had passed. */
async function age(ms: number) {
  const db = await getDb();
  await db.$executeRaw`UPDATE deleted_clothing_items SET deleted_at = deleted_at - ${ms} * interval '1 millisecond'`;
  await db.$executeRaw`UPDATE storage_deletions SET not_before = not_before - ${ms} * interval '1 millisecond'`;
}

async function guestWithItem() {
  const jar = await newGuest();
  const owner = await ownerOf(jar);
  await addItem(owner, "tops");
  const [item] = await list(jar);
  return { jar, owner, item: item! };
}

describe("deleting a closet item", () => {
  it("moves the row to the trash, keeps its files for the undo window and drops the owner's AI cache", async () => {
    const { jar, owner, item } = await guestWithItem();
    const db = await getDb();
    await db.aiResult.create({ data: { ownerKey: ownerKey(owner), kind: "outfits", inputKey: "k", result: {} } });

    expect((await remove(jar, item.id)).status).toBe(204);
    expect(await list(jar)).toEqual([]);
    expect(await db.aiResult.count()).toBe(0);
    expect(uploadedFiles().sort()).toEqual(keysOf(item));
    const trashed = await db.deletedClothingItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(trashed).toMatchObject({ guestId: owner.kind === "guest" ? owner.guestId : null, userId: null });
    expect(trashed.item).toMatchObject({ id: item.id, image_url: item.imageUrl, category: "tops" });
    const due = await db.storageDeletion.findMany({ orderBy: { key: "asc" } });
    expect(due.map((row) => row.key)).toEqual(keysOf(item));
    for (const row of due) expect(row.notBefore.getTime()).toBe(trashed.deletedAt.getTime() + DELETE_UNDO_WINDOW_MS);

    // The sweep leaves the files alone within the window.
    await cleanupIdleGuests();
    expect(uploadedFiles()).toHaveLength(2);
    expect((await remove(jar, item.id)).status).toBe(404);
  });

  it("restore brings it back exactly (same id, fields and dates), with its files kept", async () => {
    const { jar, item } = await guestWithItem();
    expect((await bulk(jar, { ids: [item.id], action: "set-status", value: "laundry" })).status).toBe(200);
    const [before] = await list(jar);
    expect((await remove(jar, item.id)).status).toBe(204);
    const restored = await bulk(jar, { ids: [item.id], action: "restore" });
    expect(restored).toMatchObject({ status: 200, body: { updated: 1, ignored: 0 } });
    expect(await list(jar)).toEqual([before]);
    const db = await getDb();
    expect(await db.deletedClothingItem.count()).toBe(0);
    expect(await db.storageDeletion.count()).toBe(0);
    await age(DELETE_UNDO_WINDOW_MS + 1000);
    await cleanupIdleGuests();
    expect(uploadedFiles().sort()).toEqual(keysOf(item));
  });

  it("after the window: restore ignores it, and the sweep purges the row and removes the files", async () => {
    const { jar, item } = await guestWithItem();
    await remove(jar, item.id);
    await age(DELETE_UNDO_WINDOW_MS + 1000);
    expect((await bulk(jar, { ids: [item.id], action: "restore" })).body).toEqual({ updated: 0, ignored: 1 });
    expect(await cleanupIdleGuests()).toEqual({ guests: 0, files: 2 });
    expect(uploadedFiles()).toEqual([]);
    expect(await (await getDb()).deletedClothingItem.count()).toBe(0);
  });

  it("another owner can neither delete nor restore it", async () => {
    const { jar, item } = await guestWithItem();
    const intruder = await newUser();
    expect((await remove(intruder, item.id)).body).toEqual({
      message: CLOSET_MESSAGES.itemNotFound,
      code: "closet_item_not_found",
    });
    await remove(jar, item.id);
    expect((await bulk(intruder, { ids: [item.id], action: "restore" })).body).toEqual({ updated: 0, ignored: 1 });
    expect(await list(intruder)).toEqual([]);
    expect((await bulk(jar, { ids: [item.id], action: "restore" })).body).toEqual({ updated: 1, ignored: 0 });
  });

  it("a saved outfit counts the deleted item as missing, and has it back after a restore", async () => {
    const jar = await newGuest();
    await outfitCloset(await ownerOf(jar));
    const outfit = (await api.suggestions<{ outfits: Outfit[] }>(jar, {})).body.outfits[0]!;
    const byId = { id: String(outfit.id) };
    await call(postSave, { path: `/api/outfits/${outfit.id}/save`, method: "POST", params: byId, jar });
    const saved = async () =>
      (await call<Outfit[]>(getOutfits, { path: "/api/outfits?saved=true", jar })).body.find((o) => o.id === outfit.id);
    const gone = outfit.items[0]!.id;

    expect((await bulk(jar, { ids: [gone], action: "delete" })).body).toEqual({ updated: 1, ignored: 0 });
    expect(await saved()).toMatchObject({ missingItems: 1, items: outfit.items.slice(1) });
    const [trashed] = await (await getDb()).deletedClothingItem.findMany({ select: { outfitLinks: true } });
    expect(trashed!.outfitLinks).toContainEqual({ outfit_id: outfit.id, clothing_item_id: gone, position: 0 });

    expect((await bulk(jar, { ids: [gone], action: "restore" })).body).toEqual({ updated: 1, ignored: 0 });
    expect(await saved()).toMatchObject({ missingItems: 0, items: outfit.items });
  });

  it("an outfit deleted meanwhile is not brought back by the restore", async () => {
    const jar = await newGuest();
    await outfitCloset(await ownerOf(jar));
    const outfit = (await api.suggestions<{ outfits: Outfit[] }>(jar, {})).body.outfits[0]!;
    const gone = outfit.items[0]!.id;
    const db = await getDb();
    const linkedTo = async () =>
      (await db.outfitItem.findMany({ where: { clothingItemId: gone }, orderBy: { outfitId: "asc" } })).map(
        (link) => link.outfitId,
      );
    const before = await linkedTo();
    await bulk(jar, { ids: [gone], action: "delete" });
    await db.outfit.delete({ where: { id: outfit.id } });
    expect((await bulk(jar, { ids: [gone], action: "restore" })).body).toEqual({ updated: 1, ignored: 0 });
    expect(await linkedTo()).toEqual(before.filter((id) => id !== outfit.id));
    expect(await db.outfit.count({ where: { id: outfit.id } })).toBe(0);
  });
});

describe("the trash when the owner goes", () => {
  it("account deletion removes the trash and its files at once, not after the window", async () => {
    const jar = await newUser();
    const owner = await ownerOf(jar);
    await addItem(owner, "tops");
    const [item] = await list(jar);
    await remove(jar, item!.id);
    const username = owner.kind === "user" ? owner.username : "";
    const deleted = await call(deleteAccountRoute, {
      path: "/api/account/delete",
      body: { username, password: USER_PASSWORD },
      jar,
    });
    expect(deleted.status).toBe(200);
    const db = await getDb();
    expect(await db.deletedClothingItem.count()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
    expect(await db.storageDeletion.count()).toBe(0);
  });

  it("idle-guest cleanup removes the guest's trash and its files at once", async () => {
    const { jar, owner, item } = await guestWithItem();
    await remove(jar, item.id);
    const db = await getDb();
    if (owner.kind === "guest") await db.guest.update({ where: { id: owner.guestId }, data: { endedAt: new Date() } });
    expect(await cleanupIdleGuests()).toEqual({ guests: 1, files: 2 });
    expect(await db.deletedClothingItem.count()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
    expect(await getStorage().get(keysOf(item)[0]!)).toBeNull();
  });

  it("a guest who registers keeps the trash: undo still works as the new user", async () => {
    const { jar, item } = await guestWithItem();
    await remove(jar, item.id);
    await newUser(jar);
    const user = await ownerOf(jar);
    expect(user.kind).toBe("user");
    const db = await getDb();
    expect(await db.deletedClothingItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      userId: user.kind === "user" ? user.userId : -1,
      guestId: null,
    });
    expect((await bulk(jar, { ids: [item.id], action: "restore" })).body).toEqual({ updated: 1, ignored: 0 });
    const [back] = await list(jar);
    expect(back).toMatchObject({ id: item.id, imageUrl: item.imageUrl });
    expect(await db.clothingItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      userId: user.kind === "user" ? user.userId : -1,
      guestId: null,
    });
  });
});
