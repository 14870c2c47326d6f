import "server-only";

import { type Owner, ownerKey, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { itemSelect } from "@/lib/closet/item-select";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { EXPORT_FORMAT, EXPORT_VERSION } from "./export-format";

/** A stored file to put into the export: its storage key and its name inside the ZIP. */
export type ExportFile = { key: string; name: string };

type Db = Awaited<ReturnType<typeof getDb>>;
type Where = ReturnType<typeof ownerWhere>;
/** Lists a stored file for the ZIP and answers its path there. */
type AddFile = (key: string, name: string) => string;

/** `closet/<key>.webp` keeps its extension under the readable name. */
const extensionOf = (key: string) => key.slice(key.lastIndexOf("."));

/**
 * data.json of an account export, and the files it names. Everything is read with the owner in the
 * query's own condition, so another owner's row can never appear; storage keys and URLs stay out
 * (a URL is a capability to read the file), each row names its photo's path inside the ZIP instead.
 * Thumbnails are smaller copies of the same photos and are left out. The password hash never
 * leaves lib/auth: the account is read field by field. Sections are read one after another, in
 * data.json's order, so the files keep their order in the ZIP.
 */
export async function exportData(owner: Owner, now: Date): Promise<{ data: unknown; files: ExportFile[] }> {
  const db = await getDb();
  const where = ownerWhere(owner);
  const files: ExportFile[] = [];
  const file: AddFile = (key, name) => {
    const path = `${name}${extensionOf(key)}`;
    files.push({ key, name: path });
    return path;
  };
  const data = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: await accountOf(db, owner),
    closetItems: await closetItemsOf(db, where, file),
    inspirationImages: await inspirationImagesOf(db, where, file),
    deletedInspirationImages: await deletedInspirationImagesOf(db, where),
    outfits: await outfitsOf(db, where),
    wears: await wearsOf(db, where),
    trips: await tripsOf(db, where),
    plans: await plansOf(db, owner),
    buyChecks: await buyChecksOf(db, where, file),
    settings: await settingsOf(db, where),
    shares: await sharesOf(db, where, file),
    aiResults: await aiResultsOf(db, owner),
    imports: await importsOf(db, where),
  };
  return { data, files };
}

/** The account's own fields; a user's linked sign-in providers (issue #42) with them, never the password hash. */
async function accountOf(db: Db, owner: Owner) {
  return owner.kind === "user"
    ? {
        kind: "user",
        ...(await db.user.findUnique({
          where: { id: owner.userId },
          select: { id: true, username: true, email: true, createdAt: true },
        })),
        identities: await db.authIdentity.findMany({
          where: { userId: owner.userId },
          orderBy: { id: "asc" },
          select: { provider: true, subject: true, email: true, createdAt: true },
        }),
      }
    : {
        kind: "guest",
        ...(await db.guest.findUnique({ where: { id: owner.guestId }, select: { id: true, createdAt: true } })),
      };
}

/** The closet, every column of lib/closet/item-select.ts with its photos named inside the ZIP. */
async function closetItemsOf(db: Db, where: Where, file: AddFile) {
  const closet = await db.clothingItem.findMany({ where, orderBy: { id: "asc" }, select: itemSelect });
  return closet.map(({ imageKey, originalImageKey, price, currency, purchasedOn, keepUntil, ...item }) => ({
    ...item,
    // As the item page shows them: a number, the currency in force, a calendar date.
    price: price === null ? null : Number(price.toString()),
    currency: currency ?? env().DEFAULT_CURRENCY,
    purchasedOn: purchasedOn?.toISOString().slice(0, 10) ?? null,
    // The day a kept piece may come back to the cleanout queue (issue #41), a calendar date too.
    keepUntil: keepUntil?.toISOString().slice(0, 10) ?? null,
    image: file(imageKey, `closet/${safeSegment(item.category)}/${item.id}`),
    // The photo as shot, before background removal (issue #25); null when the upload kept none.
    originalImage: originalImageKey
      ? file(originalImageKey, `closet/${safeSegment(item.category)}/${item.id}-original`)
      : null,
  }));
}

async function inspirationImagesOf(db: Db, where: Where, file: AddFile) {
  const inspiration = await db.inspirationImage.findMany({
    where,
    orderBy: { id: "asc" },
    select: { id: true, styleTags: true, isSaved: true, createdAt: true, imageKey: true },
  });
  return inspiration.map(({ imageKey, ...image }) => ({
    ...image,
    image: file(imageKey, `inspiration/${image.id}`),
  }));
}

/**
 * Images deleted within the undo window can still come back: they are listed (without their
 * photo, which is on its way out) with when they were deleted.
 */
async function deletedInspirationImagesOf(db: Db, where: Where) {
  const trashedInspiration = await db.deletedInspirationImage.findMany({
    where,
    orderBy: { id: "asc" },
    select: { id: true, image: true, deletedAt: true },
  });
  return trashedInspiration.map(({ id, image, deletedAt }) => {
    const row = image as { style_tags?: string[]; is_saved?: boolean; created_at?: string };
    return {
      id,
      styleTags: row.style_tags ?? [],
      isSaved: row.is_saved ?? false,
      createdAt: row.created_at ?? null,
      deletedAt,
    };
  });
}

async function outfitsOf(db: Db, where: Where) {
  const outfits = await db.outfit.findMany({
    where,
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      description: true,
      style: true,
      occasion: true,
      season: true,
      styleTheme: true,
      isSaved: true,
      isBuilt: true,
      savedAt: true,
      itemCount: true,
      createdAt: true,
      items: { orderBy: { position: "asc" }, select: { clothingItemId: true } },
    },
  });
  return outfits.map(({ items, ...outfit }) => ({
    ...outfit,
    clothingItemIds: items.map((item) => item.clothingItemId),
  }));
}

/** The wear log (issue #28): each wear with its day and pieces (pieces deleted since are left out). */
async function wearsOf(db: Db, where: Where) {
  const wears = await db.wear.findMany({
    where,
    orderBy: [{ date: "asc" }, { id: "asc" }],
    select: {
      id: true,
      date: true,
      outfitId: true,
      createdAt: true,
      items: { orderBy: { position: "asc" }, select: { clothingItemId: true } },
    },
  });
  return wears.map(({ items, date, ...wear }) => ({
    ...wear,
    date: date.toISOString().slice(0, 10),
    clothingItemIds: items.map((item) => item.clothingItemId),
  }));
}

/**
 * Trips (issue #29): each with its days (their activity, whether the owner chose it, the weather
 * each was packed for), its place and coordinates, packing list and ticks, as kept.
 */
async function tripsOf(db: Db, where: Where) {
  const trips = await db.trip.findMany({
    where,
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      startDate: true,
      endDate: true,
      place: true,
      latitude: true,
      longitude: true,
      activities: true,
      items: true,
      days: true,
      gaps: true,
      checked: true,
      createdAt: true,
    },
  });
  return trips.map(({ startDate, endDate, items, checked, ...trip }) => ({
    ...trip,
    startDate: startDate.toISOString().slice(0, 10),
    endDate: endDate.toISOString().slice(0, 10),
    clothingItemIds: items,
    checkedItemIds: checked,
  }));
}

type ExportedPlan = {
  id: number;
  date: string;
  outfitId: number | null;
  note: string | null;
  free: boolean;
  worn: boolean;
  wearId: number | null;
  createdAt: Date;
  clothingItemIds: number[];
};

/**
 * Plans (issue #43): each with its day, its pieces still in the closet (in the order chosen), the
 * saved outfit it came from, the note, whether the pieces were the owner's own pick (`free`), and
 * whether it was worn as planned: `wearId` names the wear in `wears` that "wore as planned" logged,
 * so a restore can link them again. Outfit and wear are named only when they are the owner's own.
 */
function plansOf(db: Db, owner: Owner) {
  return db.$queryRaw<ExportedPlan[]>`
    SELECT p.id, to_char(p.date, 'YYYY-MM-DD') AS date, o.id AS "outfitId", p.note, p.free,
      w.id IS NOT NULL AS worn, w.id AS "wearId", p.created_at AS "createdAt",
      ARRAY(SELECT c.id FROM unnest(p.items) WITH ORDINALITY AS i(id, n)
        JOIN clothing_items c ON c.id = i.id AND c.${ownerSql(owner)} ORDER BY i.n) AS "clothingItemIds"
    FROM plans p
    LEFT JOIN outfits o ON o.id = p.outfit_id AND o.${ownerSql(owner)}
    LEFT JOIN wears w ON w.id = p.wear_id AND w.${ownerSql(owner)}
    WHERE p.${ownerSql(owner)}
    ORDER BY p.date ASC, p.id ASC`;
}

/**
 * "Before you buy" checks (issue #44): each product as given or read, its photo, the reading, the
 * judgement as it was made (`result`: closet item ids, gaps, cost per wear, reasons) and the verdict,
 * and whether it was bought (`boughtItemId`: the closet item it became, while it exists).
 */
async function buyChecksOf(db: Db, where: Where, file: AddFile) {
  const checks = await db.buyCheck.findMany({
    where,
    orderBy: { id: "asc" },
    select: {
      id: true,
      createdAt: true,
      name: true,
      brand: true,
      price: true,
      currency: true,
      sourceUrl: true,
      category: true,
      styleTags: true,
      colors: true,
      result: true,
      verdict: true,
      boughtItemId: true,
      boughtAt: true,
      imageKey: true,
    },
  });
  return checks.map(({ imageKey, price, ...check }) => ({
    ...check,
    price: price === null ? null : Number(price.toString()),
    image: file(imageKey, `buy-checks/${check.id}`),
  }));
}

/** Settings (issue #29): hemisphere and place (Today's swaps are a day's state, not the owner's data). */
async function settingsOf(db: Db, where: Where) {
  const settings = await db.ownerSetting.findFirst({
    where,
    // Never the calendar feed's token (issue #43): it is a secret that reads the owner's plans.
    select: { hemisphere: true, place: true, updatedAt: true },
  });
  return settings ?? { hemisphere: "north", place: null };
}

async function sharesOf(db: Db, where: Where, file: AddFile) {
  const shares = await db.share.findMany({
    where: { outfit: where },
    orderBy: { id: "asc" },
    select: {
      id: true,
      token: true,
      outfitId: true,
      caption: true,
      background: true,
      template: true,
      platform: true,
      createdAt: true,
      publishedAt: true,
      revokedAt: true,
      imageKey: true,
    },
  });
  return shares.map(({ imageKey, ...share }) => ({
    ...share,
    path: `/share/${share.token}`,
    image: file(imageKey, `shares/${share.id}`),
  }));
}

function aiResultsOf(db: Db, owner: Owner) {
  return db.aiResult.findMany({
    where: { ownerKey: ownerKey(owner) },
    orderBy: { id: "asc" },
    select: { kind: true, inputKey: true, result: true, createdAt: true },
  });
}

/** Archives restored into this account (issue #30): which, when, and what each added. */
function importsOf(db: Db, where: Where) {
  return db.accountImport.findMany({
    where,
    orderBy: { id: "asc" },
    select: { archiveHash: true, counts: true, createdAt: true },
  });
}

/** Categories are free text in the schema (SPEC §5): keep a folder name to safe characters. */
function safeSegment(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "other"
  );
}
