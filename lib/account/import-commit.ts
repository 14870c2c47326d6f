import "server-only";

import { getDb } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StoredImage } from "@/lib/images";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { ownerKey, ownerWhere, type Owner } from "@/lib/auth/owner";
import { claimKeys } from "@/lib/storage/deletions";
import type { ExportData, ImportedClosetItem } from "./import-data";
import type { ImportCounts } from "./import-summary";

/** What the restore has processed and stored, ready to be written in one transaction. */
export type StagedImport = {
  data: ExportData;
  closet: {
    item: ImportedClosetItem;
    stored: StoredImage;
    imageHash: bigint | null;
    originalImageKey: string | null;
  }[];
  inspiration: { image: ExportData["inspirationImages"][number]; stored: StoredImage }[];
  skipped: string[];
};

type Tx = Prisma.TransactionClient;
/** A closet of thousands of rows is written in one transaction: more than Prisma's 5 s default. */
const TRANSACTION_TIMEOUT_MS = 120_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Inserts every staged row for the owner with new ids, remapping the archive's item and outfit ids
 * (outfits, wears and trips point only at pieces that came along), records the archive, drops the
 * owner's cached AI answers and claims the stored files, all in one transaction. Answers the counts,
 * or "already-imported" when the same archive was committed meanwhile (the unique key on
 * (owner, archive hash)); the caller then removes the files. Notes go into `staged.skipped`.
 */
export async function commitImport(
  owner: Owner,
  archiveHash: string,
  staged: StagedImport,
): Promise<ImportCounts | "already-imported"> {
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => write(tx, owner, archiveHash, staged), {
      timeout: TRANSACTION_TIMEOUT_MS,
      maxWait: 30_000,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "already-imported";
    throw error;
  }
}

async function write(tx: Tx, owner: Owner, archiveHash: string, staged: StagedImport): Promise<ImportCounts> {
  const where = ownerWhere(owner);
  const { data, skipped } = staged;
  // The owner's row locked, as deleting the owner does: a delete running now waits, or ran first.
  const locked =
    owner.kind === "user"
      ? await tx.$queryRaw<unknown[]>`SELECT id FROM users WHERE id = ${owner.userId} FOR UPDATE`
      : await tx.$queryRaw<unknown[]>`SELECT id FROM guests WHERE id = ${owner.guestId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw unauthorized();

  const itemIds = new Map<number, number>();
  const newItemIds = await allocate(tx, "clothing_items", staged.closet.length);
  await tx.clothingItem.createMany({
    data: staged.closet.map(({ item, stored, imageHash, originalImageKey }, index) => {
      const id = newItemIds[index]!;
      itemIds.set(item.id, id);
      return {
        id,
        ...where,
        category: item.category,
        styleTags: item.styleTags,
        userTags: item.userTags,
        removedTags: item.removedTags,
        name: item.name,
        colors: item.colors,
        brand: item.brand,
        size: item.size,
        price: item.price === null ? null : new Prisma.Decimal(item.price.toFixed(2)),
        currency: item.currency,
        purchasedOn: item.purchasedOn ? dateOf(item.purchasedOn) : null,
        material: item.material,
        seasons: item.seasons,
        notes: item.notes,
        status: item.status,
        favorite: item.favorite,
        categoryDetected: item.categoryDetected,
        originalImageKey,
        cleanout: item.cleanout,
        correctedAt: item.correctedAt,
        imageHash,
        ...(item.createdAt ? { createdAt: item.createdAt } : {}),
        ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
        ...stored,
      };
    }),
  });
  await tx.inspirationImage.createMany({
    data: staged.inspiration.map(({ image, stored }) => ({
      ...where,
      styleTags: image.styleTags,
      isSaved: image.isSaved,
      ...(image.createdAt ? { createdAt: image.createdAt } : {}),
      ...stored,
    })),
  });

  const pieces = (ids: readonly number[]) =>
    [...new Set(ids.map((id) => itemIds.get(id)))].filter((id) => id !== undefined);
  const outfitIds = new Map<number, number>();
  const outfits = data.outfits.flatMap((outfit) => {
    const kept = pieces(outfit.clothingItemIds);
    if (kept.length === 0 && outfit.clothingItemIds.length > 0) {
      skipped.push(IMPORT_TEXT.outfitEmpty(outfit.name));
      return [];
    }
    const missing = new Set(outfit.clothingItemIds).size - kept.length;
    if (missing > 0) skipped.push(IMPORT_TEXT.outfitPartial(outfit.name, missing));
    return [{ outfit, kept }];
  });
  const newOutfitIds = await allocate(tx, "outfits", outfits.length);
  await tx.outfit.createMany({
    data: outfits.map(({ outfit: { clothingItemIds, id: oldId, itemCount, createdAt, ...fields } }, index) => {
      const id = newOutfitIds[index]!;
      outfitIds.set(oldId, id);
      return {
        ...fields,
        id,
        ...where,
        itemCount: itemCount ?? clothingItemIds.length,
        ...(createdAt ? { createdAt } : {}),
      };
    }),
  });
  await tx.outfitItem.createMany({
    data: outfits.flatMap(({ outfit, kept }) =>
      kept.map((clothingItemId, position) => ({ outfitId: outfitIds.get(outfit.id)!, clothingItemId, position })),
    ),
  });

  const seen = new Set<string>();
  const wears = data.wears.flatMap((wear) => {
    const kept = pieces(wear.clothingItemIds);
    const outfitId = wear.outfitId === null ? null : (outfitIds.get(wear.outfitId) ?? null);
    const key = `${outfitId}:${wear.date}`;
    if (kept.length === 0 || (outfitId !== null && seen.has(key))) {
      skipped.push(IMPORT_TEXT.wearEmpty(wear.date));
      return [];
    }
    seen.add(key);
    return [{ wear, kept, outfitId }];
  });
  const newWearIds = await allocate(tx, "wears", wears.length);
  await tx.wear.createMany({
    data: wears.map(({ wear, outfitId }, index) => ({
      id: newWearIds[index]!,
      ...where,
      date: dateOf(wear.date),
      outfitId,
      ...(wear.createdAt ? { createdAt: wear.createdAt } : {}),
    })),
  });
  await tx.wearItem.createMany({
    data: wears.flatMap(({ kept }, index) =>
      kept.map((clothingItemId, position) => ({ wearId: newWearIds[index]!, clothingItemId, position })),
    ),
  });

  await tx.trip.createMany({
    data: data.trips.map((trip) => ({
      ...where,
      name: trip.name,
      startDate: dateOf(trip.startDate),
      endDate: dateOf(trip.endDate),
      place: trip.place,
      activities: trip.activities,
      items: pieces(trip.clothingItemIds),
      checked: pieces(trip.checkedItemIds),
      days: trip.days.map((day) => ({ ...day, items: pieces(day.items) })) as Prisma.InputJsonValue,
      gaps: trip.gaps,
      ...(trip.createdAt ? { createdAt: trip.createdAt } : {}),
    })),
  });

  const settings = await writeSettings(tx, owner, data.settings, skipped);
  const counts: ImportCounts = {
    closet: staged.closet.length,
    inspiration: staged.inspiration.length,
    outfits: outfits.length,
    wears: wears.length,
    trips: data.trips.length,
    settings,
  };
  await tx.accountImport.create({ data: { ...where, archiveHash, counts } });
  // The closet changed: cached AI answers describe the old one.
  await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
  const files = [
    ...[...staged.closet, ...staged.inspiration].flatMap(({ stored }) => [stored.imageKey, stored.thumbnailKey]),
    ...staged.closet.flatMap(({ originalImageKey }) => (originalImageKey ? [originalImageKey] : [])),
  ];
  await claimKeys(tx, files);
  return counts;
}

/**
 * The archive's hemisphere and place are applied only when this account has no settings of its
 * own (never overwriting a choice made here), and only when they differ from the defaults.
 */
async function writeSettings(tx: Tx, owner: Owner, settings: ExportData["settings"], skipped: string[]) {
  if (!settings || (settings.hemisphere === "north" && settings.place === null)) return 0;
  const where = ownerWhere(owner);
  if (await tx.ownerSetting.findFirst({ where, select: { id: true } })) {
    skipped.push(IMPORT_TEXT.settingsKept);
    return 0;
  }
  await tx.ownerSetting.create({
    data: { ...where, hemisphere: settings.hemisphere, place: settings.place ?? Prisma.JsonNull },
  });
  return 1;
}

/** `count` new ids from the table's own sequence, so rows inserted in bulk can be referred to at once. */
async function allocate(tx: Tx, table: "clothing_items" | "outfits" | "wears", count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count})`;
  return rows.map((row) => row.id);
}
