import "server-only";

import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_ITEMS,
  SHARE_IMAGE_WIDTH,
  type SharePlatform,
  type ShareTemplate,
} from "@/lib/constants";
import { getDb } from "@/lib/db";
import { outfitNotFound, shareNotFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { runImageJob } from "@/lib/images";
import { ownerSql, ownerWhere, type Owner } from "@/lib/owner";
import { getSiteConfig } from "@/lib/site-config";
import { getStorage, newKey, REVOCABLE_PREFIX } from "@/lib/storage";
import { claimKeys, deleteListedFiles, reserveKeys, scheduleDeletion } from "@/lib/storage/deletions";
import { randomBytes } from "node:crypto";
import { itemImages } from "./assets";
import { absoluteUrl } from "./contract";
import { itemSizeFor, renderSharePng } from "./render";
import { SHARE_TOKEN_PATTERN, shareOptionsSchema, sharePath, type ShareOptions, type ShareView } from "./schemas";

/**
 * Shares of the owner's outfits. Every query names the owner through the outfit relation, so
 * another owner's outfit or token finds nothing (404). A share is a row (its public token, the
 * options) plus one stored PNG; both go together: the PNG's key is reserved before it is stored
 * and claimed by the transaction that inserts the row, and revoking drops the row and schedules
 * the file's deletion in one transaction (lib/storage/deletions.ts).
 */

const shareSelect = {
  token: true,
  imageUrl: true,
  caption: true,
  background: true,
  template: true,
  createdAt: true,
  outfitId: true,
  outfit: { select: { name: true } },
} as const satisfies Prisma.ShareSelect;
type ShareRow = Prisma.ShareGetPayload<{ select: typeof shareSelect }>;

function toShareView(row: ShareRow, origin: string): ShareView {
  return {
    token: row.token,
    shareUrl: absoluteUrl(origin, sharePath(row.token)),
    imageUrl: row.imageUrl,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    caption: row.caption,
    background: row.background,
    template: row.template as ShareTemplate,
    createdAt: row.createdAt.toISOString(),
    outfitId: row.outfitId,
    outfitName: row.outfit.name,
  };
}

/** 32 random bytes (256 bits), base64url: 43 characters, unguessable, unrelated to any id. */
export const newShareToken = () => randomBytes(32).toString("base64url");

/**
 * POST /api/outfits/{id}/create-share-image. The same options for the same outfit answer the
 * share made before (`created: false`), without rendering or storing anything.
 */
export async function createShareImage(
  owner: Owner,
  outfitId: number,
  options: ShareOptions,
  origin: string,
): Promise<{ share: ShareView; created: boolean }> {
  const db = await getDb();
  const outfit = await db.outfit.findFirst({
    where: { id: outfitId, ...ownerWhere(owner) },
    select: {
      items: {
        orderBy: { position: "asc" },
        take: SHARE_IMAGE_ITEMS,
        select: { clothingItem: { select: { imageKey: true } } },
      },
    },
  });
  if (!outfit) throw outfitNotFound();
  const same = {
    outfitId,
    outfit: ownerWhere(owner),
    caption: options.caption,
    background: options.background,
    template: options.template,
  };
  const existing = await db.share.findFirst({ where: same, orderBy: { id: "desc" }, select: shareSelect });
  if (existing) return { share: toShareView(existing, origin), created: false };

  const keys = outfit.items.map((item) => item.clothingItem.imageKey);
  const png = await runImageJob(async () =>
    renderSharePng({
      ...options,
      productName: getSiteConfig().productName,
      items: await itemImages(keys, itemSizeFor(options.template, keys.length)),
    }),
  );
  // Under the revocable prefix: caches keep the image for minutes, so revoking takes it off the web.
  const imageKey = newKey(REVOCABLE_PREFIX, "png");
  await reserveKeys([imageKey]);
  try {
    const { url } = await getStorage().put({ key: imageKey, body: png, contentType: "image/png" });
    const result = await db.$transaction(async (tx) => {
      // The outfit row, locked: it cannot be deleted (or pruned) between this check and the insert,
      // and a concurrent identical request waits here, then finds this one's share.
      const [locked] = await tx.$queryRaw<
        { id: number }[]
      >`SELECT id FROM outfits WHERE id = ${outfitId} AND ${ownerSql(owner)} FOR UPDATE`;
      if (!locked) throw outfitNotFound();
      const raced = await tx.share.findFirst({ where: same, orderBy: { id: "desc" }, select: shareSelect });
      if (raced) return { row: raced, created: false };
      const row = await tx.share.create({
        data: { token: newShareToken(), outfitId, imageUrl: url, imageKey, ...options },
        select: shareSelect,
      });
      await claimKeys(tx, [imageKey]);
      return { row, created: true };
    });
    if (!result.created) await deleteListedFiles([imageKey]);
    return { share: toShareView(result.row, origin), created: result.created };
  } catch (error) {
    await deleteListedFiles([imageKey]); // never throws; what the store refuses stays listed for the sweep
    throw error;
  }
}

/**
 * POST /api/outfits/{id}/share: records the platform on the share the token names (it must be a
 * share of this outfit), or on the outfit's newest share, made with the default options when the
 * outfit has none yet.
 */
export async function shareToPlatform(
  owner: Owner,
  outfitId: number,
  input: { platform: SharePlatform; token?: string },
  origin: string,
): Promise<{ shareUrl: string }> {
  const db = await getDb();
  let token = input.token;
  if (token === undefined) {
    const newest = await db.share.findFirst({
      where: { outfitId, outfit: ownerWhere(owner) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { token: true },
    });
    token =
      newest?.token ?? (await createShareImage(owner, outfitId, shareOptionsSchema.parse({}), origin)).share.token;
  }
  if (!SHARE_TOKEN_PATTERN.test(token)) throw shareNotFound();
  const { count } = await db.share.updateMany({
    where: { token, outfitId, outfit: ownerWhere(owner) },
    data: { platform: input.platform },
  });
  if (count === 0) throw shareNotFound();
  return { shareUrl: absoluteUrl(origin, sharePath(token)) };
}

/** GET /api/shares: the owner's shares, newest first. */
export async function listShares(owner: Owner, origin: string): Promise<ShareView[]> {
  const db = await getDb();
  const rows = await db.share.findMany({
    where: { outfit: ownerWhere(owner) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: shareSelect,
  });
  return rows.map((row) => toShareView(row, origin));
}

/** DELETE /api/shares/{token}: the link stops working at once and its image is deleted. */
export async function revokeShare(owner: Owner, token: string): Promise<void> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw shareNotFound();
  const db = await getDb();
  const imageKey = await db.$transaction(async (tx) => {
    const share = await tx.share.findFirst({
      where: { token, outfit: ownerWhere(owner) },
      select: { id: true, imageKey: true },
    });
    if (!share) return null;
    const { count } = await tx.share.deleteMany({ where: { id: share.id } });
    if (count === 0) return null; // revoked meanwhile by another request
    await scheduleDeletion(tx, [share.imageKey]);
    return share.imageKey;
  });
  if (!imageKey) throw shareNotFound();
  await deleteListedFiles([imageKey]);
}

/**
 * What the public page shows of a share: the image and the caption, nothing of its owner (no
 * name, no outfit, no ids). Null for a token that was never issued or was revoked.
 */
export type PublicShare = { caption: string; imageUrl: string; width: number; height: number };

export async function loadPublicShare(token: string): Promise<PublicShare | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const row = await db.share.findUnique({ where: { token }, select: { caption: true, imageUrl: true } });
  return row
    ? { caption: row.caption, imageUrl: row.imageUrl, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT }
    : null;
}
