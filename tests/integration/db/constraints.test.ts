import { getDb } from "@/lib/db";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "../../support/db";

// CHECK constraints written by hand in the initial migration (Prisma cannot express them).
describe("database constraints", () => {
  let userId: number;
  let guestId: string;

  beforeEach(async () => {
    await resetDatabase();
    const db = await getDb();
    userId = (await db.user.create({ data: { email: "owner@example.com", username: "owner", password: "x" } })).id;
    guestId = (await db.guest.create({ data: { id: randomUUID() } })).id;
  });

  const image = { imageUrl: "/u/a.jpg", imageKey: "a.jpg", thumbnailUrl: "/u/a-t.jpg", thumbnailKey: "a-t.jpg" };
  const outfit = { name: "Sunday", description: "easy", style: "casual", occasion: "brunch" };
  const tables = {
    clothing_items: (owner: { userId?: number; guestId?: string }) =>
      getDb().then((db) => db.clothingItem.create({ data: { ...image, ...owner } })),
    inspiration_images: (owner: { userId?: number; guestId?: string }) =>
      getDb().then((db) => db.inspirationImage.create({ data: { ...image, ...owner } })),
    outfits: (owner: { userId?: number; guestId?: string }) =>
      getDb().then((db) => db.outfit.create({ data: { ...outfit, ...owner } })),
  };

  for (const [table, create] of Object.entries(tables)) {
    it(`${table}: a row belongs to exactly one user or one guest`, async () => {
      await expect(create({ userId, guestId })).rejects.toThrow(`${table}_one_owner_check`);
      await expect(create({})).rejects.toThrow(`${table}_one_owner_check`);
      await expect(create({ userId })).resolves.toMatchObject({ userId, guestId: null });
      await expect(create({ guestId })).resolves.toMatchObject({ userId: null, guestId });
    });
  }

  it("site_settings holds only the row with id 1", async () => {
    const db = await getDb();
    await expect(db.siteSetting.create({ data: { id: 2, mode: "app" } })).rejects.toThrow(
      "site_settings_singleton_check",
    );
    await expect(db.siteSetting.create({ data: {} })).resolves.toMatchObject({ id: 1, mode: "app" });
  });

  it("deleting an owner deletes what it owns", async () => {
    const db = await getDb();
    await tables.clothing_items({ userId });
    await tables.outfits({ guestId });
    await db.user.delete({ where: { id: userId } });
    await db.guest.delete({ where: { id: guestId } });
    expect(await db.clothingItem.count()).toBe(0);
    expect(await db.outfit.count()).toBe(0);
  });

  it("resetDatabase() empties the tables and restarts the ids", async () => {
    const db = await getDb();
    await resetDatabase();
    expect(await db.user.count()).toBe(0);
    const again = await db.user.create({ data: { email: "again@example.com", username: "again", password: "x" } });
    expect(again.id).toBe(1);
  });
});
