import "server-only";

import { namedColours, tagsFromProfile } from "@/lib/ai/local/tags";
import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { downloadProductImage, readProductPage } from "@/lib/buy";
import { isCategory } from "@/lib/closet/contract";
import { detectUploadCategory } from "@/lib/closet/detect";
import { addClosetItem } from "@/lib/closet/mutations";
import type { ClosetUploadResult } from "@/lib/closet/schemas";
import { uploadImageHash } from "@/lib/closet/similar";
import { env } from "@/lib/config/env";
import { ITEM_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { buyCheckBought, buyCheckNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { rowIdFrom } from "@/lib/http/row-id";
import { claimStoredImage, deleteStoredImage, processImage, storeImage } from "@/lib/images";
import { deleteListedFiles, scheduleDeletion } from "@/lib/storage/deletions";
import { readGarment } from "@/lib/vision/garment";
import { utcToday } from "@/lib/wears/schemas";
import { candidateOf, judge } from "./judge";
import type { BuyCheckView } from "./schemas";
import { BUY_CHECK_SELECT, viewsOf } from "./views";

/**
 * "Before you buy" checks (issue #44): a product judged against the owner's closet, kept as a
 * wishlist. Every query names the owner in its own condition, so another owner's check finds nothing
 * (404). A check's photo is stored like a closet photo, under BUY_STORAGE_PREFIX.
 */
export const BUY_STORAGE_PREFIX = "buy";

type Pricing = { price?: number | null; currency?: string | null };
/** POST /api/buy-checks: a photo of the product (with what the person knows of it), or its shop page's link. */
export type BuyCheckRequest =
  | ({ kind: "photo"; bytes: Uint8Array; name?: string | null; brand?: string | null } & Pricing)
  | ({ kind: "link"; url: string } & Pricing);

type Product = {
  bytes: Uint8Array;
  name: string | null;
  brand: string | null;
  price: number | null;
  currency: string | null;
  sourceUrl: string | null;
};

/**
 * POST /api/buy-checks. The product (a link is read from its page, then its photo downloaded, both
 * through lib/buy's public-address-only reader), its photo processed as a closet upload's (sniffed,
 * bounded, rotated, stripped; a file that is no photo gets the closet's own refusal) and stored; the
 * garment read from the stored thumbnail as an upload's is: its category (./detect of the closet, the
 * owner's own corrections first) and the embedded analyzer's colour, pattern and style tags. The
 * reading is always the embedded one, whichever AI provider is configured: a check costs no AI call
 * and stays within its time goal. Then the judgement (./judge.ts) and one transaction that writes the
 * row and claims the photo's files: a failure anywhere leaves neither a row nor a file (files stored
 * before the failure are removed again, or by the sweep when the store is down).
 */
export async function createBuyCheck(owner: Owner, request: BuyCheckRequest): Promise<BuyCheckView> {
  const product = await productOf(request);
  const processed = await processImage(product.bytes);
  const imageHash = await uploadImageHash(processed.thumbnail.data);
  // Never fails the check: without a reading the product is an unread piece of the detected category.
  const reading = await readGarment(processed.thumbnail.data).catch(() => undefined);
  const stored = await storeImage(BUY_STORAGE_PREFIX, processed);
  try {
    const thumbnail = { thumbnail: processed.thumbnail.data, thumbnailKey: stored.thumbnailKey };
    const { category } = await detectUploadCategory(owner, thumbnail, reading);
    const styleTags = reading ? tagsFromProfile(reading.colours, { kind: "clothing", category }, reading.pattern) : [];
    const colors = reading ? namedColours(reading.colours) : [];
    const { verdict, result } = await judge(owner, {
      candidate: candidateOf({ category, styleTags, name: product.name }),
      imageHash,
      evidence: reading,
      price: product.price,
      currency: product.currency,
      today: utcToday(),
    });
    const db = await getDb();
    const [row] = await db.$transaction([
      db.buyCheck.create({
        data: {
          ...ownerWhere(owner),
          ...stored,
          name: product.name,
          brand: product.brand,
          price: product.price === null ? null : new Prisma.Decimal(product.price.toFixed(2)),
          currency: product.currency,
          sourceUrl: product.sourceUrl,
          imageHash,
          category,
          styleTags,
          colors,
          result,
          verdict,
        },
        select: BUY_CHECK_SELECT,
      }),
      claimStoredImage(db, stored),
    ]);
    return (await viewsOf(owner, [row]))[0]!;
  } catch (error) {
    await deleteStoredImage(stored);
    throw error;
  }
}

/**
 * The product a request names. A link: the page's name, brand and image; its price and currency
 * unless the person gave a price (a price and its currency go together: the person's price takes
 * the person's currency, else the page's, else the owner's default). A page's price the closet would
 * refuse (over ITEM_LIMITS.priceMax) is left out; a name or brand longer than the closet keeps is cut.
 */
async function productOf(request: BuyCheckRequest): Promise<Product> {
  if (request.kind === "photo") {
    const price = request.price ?? null;
    return {
      bytes: request.bytes,
      name: request.name ?? null,
      brand: request.brand ?? null,
      price,
      currency: request.currency ?? (price === null ? null : env().DEFAULT_CURRENCY),
      sourceUrl: null,
    };
  }
  const page = await readProductPage(request.url);
  const image = await downloadProductImage(page.imageUrl);
  const pagePrice = page.price !== undefined && page.price <= ITEM_LIMITS.priceMax ? page.price : null;
  const own = request.price ?? null;
  const price = own ?? pagePrice;
  const currency =
    own !== null
      ? (request.currency ?? page.currency ?? env().DEFAULT_CURRENCY)
      : pagePrice !== null
        ? (page.currency ?? request.currency ?? env().DEFAULT_CURRENCY)
        : (request.currency ?? null);
  return {
    bytes: image.bytes,
    name: cut(page.name, ITEM_LIMITS.name),
    brand: cut(page.brand, ITEM_LIMITS.brand),
    price,
    currency,
    sourceUrl: page.sourceUrl,
  };
}

const cut = (text: string | undefined, max: number) =>
  text === undefined ? null : text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** GET /api/buy-checks: the owner's checks, newest first (the wishlist). */
export async function listBuyChecks(owner: Owner): Promise<BuyCheckView[]> {
  const db = await getDb();
  const rows = await db.buyCheck.findMany({
    where: ownerWhere(owner),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: BUY_CHECK_SELECT,
  });
  return viewsOf(owner, rows);
}

/**
 * DELETE /api/buy-checks/{id}: the row goes and its files are listed for deletion in one transaction,
 * then removed (what the store refuses stays listed for the sweep). A closet item bought from it stays.
 */
export async function removeBuyCheck(owner: Owner, id: number): Promise<void> {
  const db = await getDb();
  const keys = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ imageKey: string; thumbnailKey: string }[]>`
      DELETE FROM buy_checks WHERE id = ${id} AND ${ownerSql(owner)}
      RETURNING image_key AS "imageKey", thumbnail_key AS "thumbnailKey"`;
    if (!row) throw buyCheckNotFound();
    const files = [row.imageKey, row.thumbnailKey];
    await scheduleDeletion(tx, files);
    return files;
  });
  await deleteListedFiles(keys);
}

/**
 * POST /api/buy-checks/{id}/bought: the piece joins the closet through the closet's own upload
 * (addClosetItem: its room, processing, files and near-duplicates) with the check's category (as a
 * detected one, which an analysis may refine), tags, colours, name, brand, price and currency, and
 * the day it was bought (the owner's day; today in UTC when not given). The check is marked in the
 * item's own transaction, on condition it is not marked yet: a second "bought", even a concurrent
 * one, answers 409 and leaves no second item.
 */
export async function markBuyCheckBought(
  owner: Owner,
  id: number,
  upload: { bytes: Uint8Array; original?: Uint8Array; mask?: Uint8Array; purchasedOn?: string },
): Promise<ClosetUploadResult> {
  const db = await getDb();
  const check = await db.buyCheck.findFirst({
    where: { id, ...ownerWhere(owner) },
    select: {
      boughtAt: true,
      category: true,
      styleTags: true,
      colors: true,
      name: true,
      brand: true,
      price: true,
      currency: true,
    },
  });
  if (!check) throw buyCheckNotFound();
  if (check.boughtAt) throw buyCheckBought();
  const { boughtAt: _boughtAt, category, ...details } = check;
  return addClosetItem(owner, {
    bytes: upload.bytes,
    original: upload.original,
    mask: upload.mask,
    ...(isCategory(category) ? { category } : {}),
    details: {
      ...details,
      categoryDetected: true,
      purchasedOn: new Date(`${upload.purchasedOn ?? utcToday()}T00:00:00Z`),
    },
    alsoWrite: async (tx, itemId) => {
      const marked = await tx.buyCheck.updateMany({
        where: { id, ...ownerWhere(owner), boughtAt: null },
        data: { boughtItemId: itemId, boughtAt: new Date() },
      });
      if (marked.count === 0)
        throw (await tx.buyCheck.count({ where: { id, ...ownerWhere(owner) } }))
          ? buyCheckBought()
          : buyCheckNotFound();
    },
  });
}

/**
 * The stored key of a check's product photo, for GET /api/buy-checks/{id}/image: "I bought it" cuts
 * it out in the browser, which may only fetch its own origin (a store on S3 or a CDN is another one).
 */
export async function buyCheckImageKey(owner: Owner, id: number): Promise<string> {
  const db = await getDb();
  const row = await db.buyCheck.findFirst({ where: { id, ...ownerWhere(owner) }, select: { imageKey: true } });
  if (!row) throw buyCheckNotFound();
  return row.imageKey;
}

/** A check id from a URL segment; anything that cannot be an id answers 404 like a missing check. */
export function parseBuyCheckId(value: string | string[] | undefined): number {
  const id = rowIdFrom(value);
  if (id === null) throw buyCheckNotFound();
  return id;
}
