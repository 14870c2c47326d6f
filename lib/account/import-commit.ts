import "server-only";

import { type Owner, ownerKey, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { PLAN_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StoredImage } from "@/lib/images";
import { PERCEPTUAL_HASH_VERSION } from "@/lib/images/perceptual-hash";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { lockOwnerPlans } from "@/lib/plans/store";
import { claimKeys } from "@/lib/storage/deletions";
import { kindFitsCategory } from "@/lib/style/fact-overrides";
import { slotOf, slotsMakeABase } from "@/lib/style/outfit-rules";
import { addMonths, DEFAULT_KEEP_MONTHS } from "@/lib/wears/cleanout-schema";
import { utcToday } from "@/lib/wears/schemas";
import type { ExportData, ImportedBuyCheck, ImportedClosetItem } from "./import-data";
import { assertRoom } from "./import-limits";
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
  buyChecks: { check: ImportedBuyCheck; stored: StoredImage; imageHash: bigint | null }[];
  skipped: string[];
};

type Tx = Prisma.TransactionClient;
/** A closet of thousands of rows is written in one transaction: more than Prisma's 5 s default. */
const TRANSACTION_TIMEOUT_MS = 120_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Inserts every staged row for the owner with new ids, remapping the archive's item, outfit and wear
 * ids (outfits, wears, trips, plans and checks point only at pieces that came along; a check's gaps
 * only at looks and trips that did), records the archive, drops the
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
  if (data.plans.length > 0) await lockOwnerPlans(tx, owner);
  await lockOwner(tx, owner);
  // Another restore may have committed since the first check: under the lock the count is final.
  await assertRoom(tx, owner, data);
  const itemIds = await writeCloset(tx, where, staged.closet);
  const imageIds = await writeInspiration(tx, where, staged.inspiration);
  const pieces = (ids: readonly number[]) =>
    [...new Set(ids.map((id) => itemIds.get(id)))].filter((id) => id !== undefined);
  const { outfitIds, count: outfits } = await writeOutfits(tx, where, data.outfits, pieces, skipped);
  const { wearIds, count: wears } = await writeWears(tx, where, data.wears, { pieces, outfitIds }, skipped);
  const tripIds = await writeTrips(tx, where, data.trips, pieces);
  await writeBuyChecks(tx, where, staged.buyChecks, { itemIds, imageIds, tripIds });
  const categories = new Map(staged.closet.map(({ item }) => [itemIds.get(item.id)!, item.category]));
  const plans = await writePlans(tx, owner, data.plans, { pieces, outfitIds, wearIds, categories }, skipped);

  const settings = await writeSettings(tx, owner, data.settings, skipped);
  await writeIdentities(tx, owner, data.account, skipped);
  const counts: ImportCounts = {
    closet: staged.closet.length,
    inspiration: staged.inspiration.length,
    outfits,
    wears,
    trips: data.trips.length,
    plans,
    buyChecks: staged.buyChecks.length,
    settings,
  };
  await tx.accountImport.create({ data: { ...where, archiveHash, counts } });
  // The closet changed: cached AI answers describe the old one.
  await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
  const files = [
    ...[...staged.closet, ...staged.inspiration, ...staged.buyChecks].flatMap(({ stored }) => [
      stored.imageKey,
      stored.thumbnailKey,
    ]),
    ...staged.closet.flatMap(({ originalImageKey }) => (originalImageKey ? [originalImageKey] : [])),
  ];
  await claimKeys(tx, files);
  return counts;
}

type Where = ReturnType<typeof ownerWhere>;
/** The archive's item ids mapped to the new ones, without duplicates or pieces that did not come along. */
type Pieces = (ids: readonly number[]) => number[];

/** The owner's row locked, as deleting the owner does: a delete running now waits, or ran first. */
async function lockOwner(tx: Tx, owner: Owner) {
  const locked =
    owner.kind === "user"
      ? await tx.$queryRaw<unknown[]>`SELECT id FROM users WHERE id = ${owner.userId} FOR UPDATE`
      : await tx.$queryRaw<unknown[]>`SELECT id FROM guests WHERE id = ${owner.guestId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw unauthorized();
}

/** Inserts the closet with new ids; answers the archive's item id → the new id. */
async function writeCloset(tx: Tx, where: Where, closet: StagedImport["closet"]): Promise<Map<number, number>> {
  const itemIds = new Map<number, number>();
  const newItemIds = await allocate(tx, "clothing_items", closet.length);
  await tx.clothingItem.createMany({
    data: closet.map(({ item, stored, imageHash, originalImageKey }, index) => {
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
        keepUntil: keepUntilOf(item),
        factOverrides: factOverridesOf(item),
        correctedAt: item.correctedAt,
        imageHash,
        imageHashVersion: PERCEPTUAL_HASH_VERSION,
        ...(item.createdAt ? { createdAt: item.createdAt } : {}),
        ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
        ...stored,
      };
    }),
  });
  return itemIds;
}

/**
 * A kept piece's return day (issue #41), as the archive has it; a keep from an archive made before
 * keeps had an end gets the default period from today, as the migration gave stored ones. Only a
 * keep has one (a CHECK constraint).
 */
function keepUntilOf({ cleanout, keepUntil }: ImportedClosetItem): Date | null {
  if (cleanout !== "keep") return null;
  return dateOf(keepUntil ?? addMonths(utcToday(), DEFAULT_KEEP_MONTHS));
}

/** The archive's garment facts (issue #39): a kind of another category goes, as an edit drops it; none is SQL NULL. */
function factOverridesOf({ factOverrides, category }: ImportedClosetItem) {
  if (!factOverrides) return Prisma.DbNull;
  const { kind, ...rest } = factOverrides;
  const kept = kind && !kindFitsCategory(kind, category) ? rest : factOverrides;
  return Object.keys(kept).length > 0 ? kept : Prisma.DbNull;
}

/** Inserts the gallery with new ids; answers the archive's image id → the new id. */
async function writeInspiration(tx: Tx, where: Where, inspiration: StagedImport["inspiration"]) {
  const newIds = await allocate(tx, "inspiration_images", inspiration.length);
  await tx.inspirationImage.createMany({
    data: inspiration.map(({ image, stored }, index) => ({
      id: newIds[index]!,
      ...where,
      styleTags: image.styleTags,
      isSaved: image.isSaved,
      ...(image.createdAt ? { createdAt: image.createdAt } : {}),
      ...stored,
    })),
  });
  return new Map(inspiration.map(({ image }, index) => [image.id, newIds[index]!]));
}

/**
 * Inserts the outfits that kept at least one piece (or had none to begin with), with their pieces in
 * order; answers the archive's outfit id → the new id, and how many were written.
 */
async function writeOutfits(tx: Tx, where: Where, all: ExportData["outfits"], pieces: Pieces, skipped: string[]) {
  const outfitIds = new Map<number, number>();
  const outfits = all.flatMap((outfit) => {
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
  return { outfitIds, count: outfits.length };
}

/**
 * Inserts the wears that kept a piece, one per outfit and day, with their pieces in order; answers
 * the archive's wear id → the new wear and its day, and how many were written.
 */
async function writeWears(
  tx: Tx,
  where: Where,
  all: ExportData["wears"],
  ids: { pieces: Pieces; outfitIds: Map<number, number> },
  skipped: string[],
): Promise<{ wearIds: Map<number, { id: number; date: string }>; count: number }> {
  const seen = new Set<string>();
  const wears = all.flatMap((wear) => {
    const kept = ids.pieces(wear.clothingItemIds);
    const outfitId = wear.outfitId === null ? null : (ids.outfitIds.get(wear.outfitId) ?? null);
    const key = `${outfitId}:${wear.date}`;
    if (kept.length === 0 || (outfitId !== null && seen.has(key))) {
      skipped.push(IMPORT_TEXT.wearEmpty(wear.date));
      return [];
    }
    seen.add(key);
    return [{ wear, kept, outfitId }];
  });
  const newWearIds = await allocate(tx, "wears", wears.length);
  const wearIds = new Map(wears.map(({ wear }, index) => [wear.id, { id: newWearIds[index]!, date: wear.date }]));
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
  return { wearIds, count: wears.length };
}

/** Trips as kept, pointing only at the pieces that came along; answers the archive's trip id → the new id. */
async function writeTrips(tx: Tx, where: Where, trips: ExportData["trips"], pieces: Pieces) {
  const newIds = await allocate(tx, "trips", trips.length);
  await tx.trip.createMany({
    data: trips.map((trip, index) => ({
      id: newIds[index]!,
      ...where,
      name: trip.name,
      startDate: dateOf(trip.startDate),
      endDate: dateOf(trip.endDate),
      place: trip.place,
      // Coordinates only with the name they belong to.
      latitude: trip.place ? trip.latitude : null,
      longitude: trip.place ? trip.longitude : null,
      activities: trip.activities,
      items: pieces(trip.clothingItemIds),
      checked: pieces(trip.checkedItemIds),
      days: trip.days.map((day) => ({ ...day, items: pieces(day.items) })) as Prisma.InputJsonValue,
      gaps: trip.gaps,
      ...(trip.createdAt ? { createdAt: trip.createdAt } : {}),
    })),
  });
  return new Map(trips.map((trip, index) => [trip.id, newIds[index]!]));
}

/**
 * Inserts the checks before buying (issue #44) whose photo came along, as kept: the pieces their
 * judgement names and the item each was bought as point at the new ids, or drop out when that piece
 * did not come along (an example outfit whole; a check stays bought without its item), and so do the
 * looks and trips of the gaps they fill. The verdict and reasons stay as they were said.
 */
async function writeBuyChecks(
  tx: Tx,
  where: Where,
  checks: StagedImport["buyChecks"],
  ids: { itemIds: Map<number, number>; imageIds: Map<number, number>; tripIds: Map<number, number> },
) {
  const item = (id: number) => ids.itemIds.get(id);
  const target = (gap: { kind: "inspiration" | "trip"; id: number }) =>
    (gap.kind === "inspiration" ? ids.imageIds : ids.tripIds).get(gap.id);
  await tx.buyCheck.createMany({
    data: checks.map(({ check, stored, imageHash }) => {
      const { result } = check;
      const examples = result.unlocks.examples.filter((outfit) => outfit.every((id) => item(id) !== undefined));
      return {
        ...where,
        ...stored,
        name: check.name,
        brand: check.brand,
        price: check.price === null ? null : new Prisma.Decimal(check.price.toFixed(2)),
        currency: check.currency,
        sourceUrl: check.sourceUrl,
        imageHash,
        category: check.category,
        styleTags: check.styleTags,
        colors: check.colors,
        result: {
          ...result,
          similarItems: result.similarItems.flatMap((id) => item(id) ?? []),
          unlocks: { count: result.unlocks.count, examples: examples.map((outfit) => outfit.map((id) => item(id)!)) },
          fillsGaps: result.fillsGaps.flatMap((gap) => {
            const id = target(gap);
            return id === undefined ? [] : [{ ...gap, id }];
          }),
        },
        verdict: check.verdict,
        boughtItemId: check.boughtItemId === null ? null : (item(check.boughtItemId) ?? null),
        boughtAt: check.boughtAt,
        ...(check.createdAt ? { createdAt: check.createdAt } : {}),
      };
    }),
  });
}

/**
 * Inserts the plans that kept a piece (issue #43), with their pieces in order, the outfit they came
 * from and the wear "wore as planned" logged, when those came along (a wear only on the plan's own
 * day). A past plan is written as history: it is never made a wear, so one not worn stays not worn.
 * `free` is decided again by the outfit rules on the pieces kept, as POST /api/plans decides it. A day
 * holds at most 3 plans, counting the account's own (locked by lockOwnerPlans): the archive's beyond
 * that are left out and named.
 */
async function writePlans(
  tx: Tx,
  owner: Owner,
  all: ExportData["plans"],
  ids: {
    pieces: Pieces;
    outfitIds: Map<number, number>;
    wearIds: Map<number, { id: number; date: string }>;
    categories: Map<number, string>;
  },
  skipped: string[],
): Promise<number> {
  if (all.length === 0) return 0;
  const held = await tx.$queryRaw<{ date: string; count: number }[]>`
    SELECT to_char(date, 'YYYY-MM-DD') AS date, count(*)::int AS count FROM plans WHERE ${ownerSql(owner)} GROUP BY date`;
  const perDay = new Map(held.map((row) => [row.date, row.count]));
  const plans = all.flatMap((plan) => {
    const kept = ids.pieces(plan.clothingItemIds);
    if (kept.length === 0) {
      skipped.push(IMPORT_TEXT.planEmpty(plan.date));
      return [];
    }
    const onDay = perDay.get(plan.date) ?? 0;
    if (onDay >= PLAN_LIMITS.perDay) {
      skipped.push(IMPORT_TEXT.planDayFull(plan.date));
      return [];
    }
    perDay.set(plan.date, onDay + 1);
    const wear = plan.wearId === null ? undefined : ids.wearIds.get(plan.wearId);
    return [
      {
        ...ownerWhere(owner),
        date: dateOf(plan.date),
        items: kept,
        outfitId: plan.outfitId === null ? null : (ids.outfitIds.get(plan.outfitId) ?? null),
        note: plan.note,
        free: !slotsMakeABase(new Set(kept.map((id) => slotOf(ids.categories.get(id)!)))),
        wearId: wear?.date === plan.date ? wear.id : null,
        ...(plan.createdAt ? { createdAt: plan.createdAt } : {}),
      },
    ];
  });
  await tx.plan.createMany({ data: plans });
  return plans.length;
}

/**
 * Linked sign-in providers come back only to the account that was exported (the same id and
 * e-mail), and only those no other account holds now: a provider account joins another account
 * only when its owner links it after the password (lib/auth/sso.ts), never through an archive.
 * Inserted with ON CONFLICT DO NOTHING: a unique violation here would abort the whole restore.
 */
async function writeIdentities(tx: Tx, owner: Owner, account: ExportData["account"], skipped: string[]) {
  const listed = account.identities.length + account.unreadable;
  if (listed === 0) return;
  const self =
    owner.kind === "user" && account.id === owner.userId
      ? await tx.user.findFirst({ where: { id: owner.userId, email: account.email ?? "" }, select: { id: true } })
      : null;
  if (self && account.identities.length > 0) {
    await tx.authIdentity.createMany({
      data: account.identities.map(({ provider, subject, email }) => ({ userId: self.id, provider, subject, email })),
      skipDuplicates: true,
    });
  }
  // What this account holds of the archive's list now: restored, or linked all along.
  const held =
    self && account.identities.length > 0
      ? await tx.authIdentity.count({
          where: { userId: self.id, OR: account.identities.map(({ provider, subject }) => ({ provider, subject })) },
        })
      : 0;
  const left = listed - held;
  if (left > 0) skipped.push(IMPORT_TEXT.identitiesLeft(left));
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
async function allocate(
  tx: Tx,
  table: "clothing_items" | "inspiration_images" | "outfits" | "wears" | "trips",
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count})`;
  return rows.map((row) => row.id);
}
