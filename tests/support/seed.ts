/**
 * The starts integration tests share: an empty database with AI on the local analyzer, a fresh
 * guest, and closet items made straight in the database for tests that are not about uploading.
 */
import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CookieJar } from "./api";
import { resetDatabase } from "./db";
import { newGuest, ownerOf } from "./owners";

/** A closet item's columns, all optional: the owner comes from `seedItem`'s first argument. */
export type ItemFields = Partial<Omit<Prisma.ClothingItemUncheckedCreateInput, "userId" | "guestId">>;

/**
 * A closet item of `owner` (a top unless `fields` say otherwise), answered by id. Its files are
 * named but never written: only tests that do not read the images should seed.
 */
export async function seedItem(owner: Owner, fields: ItemFields = {}): Promise<number> {
  const db = await getDb();
  const row = await db.clothingItem.create({
    data: {
      ...ownerWhere(owner),
      imageUrl: "/uploads/closet/a.webp",
      imageKey: "closet/a.webp",
      thumbnailUrl: "/uploads/closet/thumbs/a.webp",
      thumbnailKey: "closet/thumbs/a.webp",
      category: "tops",
      ...fields,
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * An empty database and a new guest in it, the start of most route tests:
 * `beforeEach(async () => void ({ jar, owner } = await freshGuest()))`.
 */
export async function freshGuest(): Promise<{ jar: CookieJar; owner: Owner }> {
  await resetDatabase();
  const jar = await newGuest();
  return { jar, owner: await ownerOf(jar) };
}

/** An empty database, with the AI calls on the local analyzer (no provider key): `beforeEach(freshLocalAi)`. */
export async function freshLocalAi(): Promise<void> {
  delete process.env.ANTHROPIC_API_KEY;
  resetEnvForTests();
  await resetDatabase();
}
