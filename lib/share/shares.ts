import "server-only";

import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { getSiteConfig } from "@/lib/config/site";
import {
  DELETE_UNDO_WINDOW_MS,
  SHARE_DRAFT_MAX_AGE_MS,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_ITEMS,
  SHARE_IMAGE_WIDTH,
  type SharePlatform,
  type ShareTemplate,
} from "@/lib/constants";
import { getDb } from "@/lib/db";
import { outfitIncomplete, outfitNotFound, shareNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { runImageJob } from "@/lib/images";
import { getStorage, newKey, PRIVATE_DRAFT_PREFIX, REVOCABLE_PREFIX } from "@/lib/storage";
import {
  claimKeys,
  deleteListedFiles,
  reserveKeys,
  scheduleDeletion,
  scheduleDeletionAfter,
} from "@/lib/storage/deletions";
import { randomBytes } from "node:crypto";
import { itemImages } from "./assets";
import { absoluteUrl, platformShareUrl, shareImagePath, type SocialShareResult } from "./contract";
import { itemSizeFor, renderSharePng } from "./render";
import { SHARE_TOKEN_PATTERN, type ShareOptions, shareOptionsSchema, sharePath, type ShareView } from "./schemas";

/**
 * Shares of the owner's outfits. Every query names the owner through the outfit relation, so
 * another owner's outfit or token finds nothing (404). A share is a row (its token, the options)
 * plus one stored PNG; both go together: the PNG's key is reserved before it is stored and claimed
 * by the transaction that inserts the row (lib/storage/deletions.ts).
 *
 * - "preview" makes a private draft: its PNG is stored under PRIVATE_DRAFT_PREFIX, which /uploads
 *   never serves, and its page answers 404 to everyone but the owner.
 * - Publishing (copy link, a platform, download) copies the PNG under REVOCABLE_PREFIX, where it is
 *   public, and dates published_at; the draft's file goes. Drafts older than SHARE_DRAFT_MAX_AGE_MS
 *   that nobody published are removed by the sweep (`purgeExpiredShares`).
 * - "stop sharing" dates revoked_at: the page is dead at once; the file is listed for deletion after
 *   DELETE_UNDO_WINDOW_MS (the closet's undo window), and an undo within it brings the link back.
 */

const shareSelect = {
  token: true,
  imageUrl: true,
  caption: true,
  background: true,
  template: true,
  createdAt: true,
  publishedAt: true,
  outfitId: true,
  outfit: { select: { name: true } },
} as const satisfies Prisma.ShareSelect;
type ShareRow = Prisma.ShareGetPayload<{ select: typeof shareSelect }>;

function toShareView(row: ShareRow, origin: string): ShareView {
  return {
    token: row.token,
    shareUrl: absoluteUrl(origin, sharePath(row.token)),
    imageUrl: row.publishedAt ? row.imageUrl : shareImagePath(row.token),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    caption: row.caption,
    background: row.background,
    template: row.template as ShareTemplate,
    createdAt: row.createdAt.toISOString(),
    outfitId: row.outfitId,
    outfitName: row.outfit.name,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

// Every time compared here is the database's clock in UTC, as the closet's trash measures its window.
const UTC_NOW = Prisma.raw("(now() AT TIME ZONE 'UTC')");
const ago = (ms: number) => Prisma.sql`${UTC_NOW} - ${Math.round(ms)} * interval '1 millisecond'`;

/** 32 random bytes (256 bits), base64url: 43 characters, unguessable, unrelated to any id. */
export const newShareToken = () => randomBytes(32).toString("base64url");

/**
 * POST /api/outfits/{id}/create-share-image. An outfit that lost a piece answers 409. The same
 * options for the same outfit answer the share made before (`created: false`), without rendering
 * or storing anything.
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
      itemCount: true,
      _count: { select: { items: true } },
      items: {
        orderBy: { position: "asc" },
        take: SHARE_IMAGE_ITEMS,
        select: { clothingItem: { select: { imageKey: true } } },
      },
    },
  });
  if (!outfit) throw outfitNotFound();
  // An idea that lost a piece (deleted from the closet, perhaps in another tab) is not drawn as if whole.
  const missing = outfit.itemCount - outfit._count.items;
  if (missing > 0) throw outfitIncomplete(missing);
  const same = {
    outfitId,
    outfit: ownerWhere(owner),
    revokedAt: null,
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
  // A draft: stored where nothing serves it publicly, until the owner publishes it.
  const imageKey = newKey(PRIVATE_DRAFT_PREFIX, "png");
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
 * POST /api/outfits/{id}/share: publishes the share the token names (it must be a live share of
 * this outfit), or the outfit's newest share, made with the default options when it has none yet,
 * and records the platform. Answers the platform's share URL and the public page (SocialShareResult).
 */
export async function shareToPlatform(
  owner: Owner,
  outfitId: number,
  input: { platform: SharePlatform; token?: string },
  origin: string,
): Promise<SocialShareResult> {
  const db = await getDb();
  let token = input.token;
  if (token === undefined) {
    const newest = await db.share.findFirst({
      where: { outfitId, outfit: ownerWhere(owner), revokedAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { token: true },
    });
    token =
      newest?.token ?? (await createShareImage(owner, outfitId, shareOptionsSchema.parse({}), origin)).share.token;
  }
  const share = await publishShare(owner, token, { outfitId, platform: input.platform }, origin);
  return { shareUrl: platformShareUrl(input.platform, share.shareUrl, share.caption), pageUrl: share.shareUrl };
}

/**
 * Makes a share public (copy link, download, a platform): the draft's PNG is copied under the public
 * prefix, the row points at the copy and is dated published_at, and the draft's file goes. Publishing
 * a published share only records the platform. 404 for a token not of this owner (or outfit), or revoked.
 */
export async function publishShare(
  owner: Owner,
  token: string,
  scope: { outfitId?: number; platform?: SharePlatform },
  origin: string,
): Promise<ShareView> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw shareNotFound();
  const db = await getDb();
  const where = {
    token,
    outfit: ownerWhere(owner),
    revokedAt: null,
    ...(scope.outfitId ? { outfitId: scope.outfitId } : {}),
  };
  const found = await db.share.findFirst({ where, select: { id: true, imageKey: true, publishedAt: true } });
  if (!found) throw shareNotFound();
  const platform = scope.platform ? { platform: scope.platform } : {};
  if (found.publishedAt) {
    const row = await db.share.update({ where: { id: found.id }, data: platform, select: shareSelect });
    return toShareView(row, origin);
  }

  const stored = await getStorage().get(found.imageKey);
  if (!stored) throw shareNotFound();
  const png = Buffer.from(await new Response(stored.body).arrayBuffer());
  // Under the revocable prefix: caches keep the image for minutes, so revoking takes it off the web.
  const imageKey = newKey(REVOCABLE_PREFIX, "png");
  await reserveKeys([imageKey]);
  try {
    const { url } = await getStorage().put({ key: imageKey, body: png, contentType: "image/png" });
    const result = await db.$transaction(async (tx) => {
      // Locked: a concurrent publish waits here, then finds the share published and keeps its copy.
      const [locked] = await tx.$queryRaw<{ imageKey: string; published: boolean }[]>`
        SELECT image_key AS "imageKey", published_at IS NOT NULL AS published FROM shares
        WHERE id = ${found.id} AND revoked_at IS NULL FOR UPDATE`;
      if (!locked) throw shareNotFound();
      if (locked.published) {
        const row = await tx.share.update({ where: { id: found.id }, data: platform, select: shareSelect });
        return { row, draftKey: null };
      }
      const row = await tx.share.update({
        where: { id: found.id },
        data: { imageKey, imageUrl: url, publishedAt: new Date(), ...platform },
        select: shareSelect,
      });
      await claimKeys(tx, [imageKey]);
      await scheduleDeletion(tx, [locked.imageKey]);
      return { row, draftKey: locked.imageKey };
    });
    await deleteListedFiles(result.draftKey ? [result.draftKey] : [imageKey]);
    return toShareView(result.row, origin);
  } catch (error) {
    await deleteListedFiles([imageKey]); // never throws; what the store refuses stays listed for the sweep
    throw error;
  }
}

/**
 * GET /api/shares/{token}/image: the share's image key, for its owner only (a draft's image is
 * nobody else's). Null for a token not of this owner, or revoked.
 */
export async function ownShareImageKey(owner: Owner, token: string): Promise<string | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const row = await db.share.findFirst({
    where: { token, outfit: ownerWhere(owner), revokedAt: null },
    select: { imageKey: true },
  });
  return row?.imageKey ?? null;
}

/** GET /api/shares: the owner's shares, newest first. */
export async function listShares(owner: Owner, origin: string): Promise<ShareView[]> {
  const db = await getDb();
  const rows = await db.share.findMany({
    where: { outfit: ownerWhere(owner), revokedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: shareSelect,
  });
  return rows.map((row) => toShareView(row, origin));
}

/**
 * DELETE /api/shares/{token}: the link stops working at once; its image is deleted once the undo
 * window (DELETE_UNDO_WINDOW_MS) is over, unless `restoreShare` brings the link back before.
 */
export async function revokeShare(owner: Owner, token: string): Promise<void> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw shareNotFound();
  const db = await getDb();
  const revoked = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ imageKey: string }[]>`
      UPDATE shares SET revoked_at = ${UTC_NOW}
      WHERE token = ${token} AND revoked_at IS NULL
        AND outfit_id IN (SELECT id FROM outfits WHERE ${ownerSql(owner)})
      RETURNING image_key AS "imageKey"`;
    await scheduleDeletionAfter(
      tx,
      rows.map((row) => row.imageKey),
      DELETE_UNDO_WINDOW_MS,
    );
    return rows.length;
  });
  if (revoked === 0) throw shareNotFound();
}

/** POST /api/shares/{token}/restore: "undo" of a revoke within the undo window; 404 after it. */
export async function restoreShare(owner: Owner, token: string, origin: string): Promise<ShareView> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw shareNotFound();
  const db = await getDb();
  const row = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; imageKey: string }[]>`
      UPDATE shares SET revoked_at = NULL
      WHERE token = ${token} AND revoked_at > ${ago(DELETE_UNDO_WINDOW_MS)}
        AND outfit_id IN (SELECT id FROM outfits WHERE ${ownerSql(owner)})
      RETURNING id, image_key AS "imageKey"`;
    const [restored] = rows;
    if (!restored) return null;
    await claimKeys(tx, [restored.imageKey]);
    return tx.share.findUniqueOrThrow({ where: { id: restored.id }, select: shareSelect });
  });
  if (!row) throw shareNotFound();
  return toShareView(row, origin);
}

/**
 * The sweep (lib/guests/cleanup.ts): shares revoked longer ago than the undo window can no longer
 * come back, and drafts nobody published within SHARE_DRAFT_MAX_AGE_MS are dropped; their files are
 * listed for deletion now (a revoked one's were already, for the same moment). Answers the rows removed.
 */
export async function purgeExpiredShares(): Promise<number> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const gone = await tx.$queryRaw<{ imageKey: string }[]>`
      DELETE FROM shares
      WHERE revoked_at <= ${ago(DELETE_UNDO_WINDOW_MS)}
         OR (published_at IS NULL AND created_at <= ${ago(SHARE_DRAFT_MAX_AGE_MS)})
      RETURNING image_key AS "imageKey"`;
    await scheduleDeletion(
      tx,
      gone.map((row) => row.imageKey),
    );
    return gone.length;
  });
}

/**
 * What the public page shows of a share: the image and the caption, nothing of its owner (no
 * name, no outfit, no ids). Null for a token that was never issued or was revoked, and for a draft
 * unless `viewer` (asked only for a draft) is its owner, who sees it through the owner-only image.
 */
export type PublicShare = { caption: string; imageUrl: string; width: number; height: number };

export async function loadPublicShare(
  token: string,
  viewer?: () => Promise<Owner | null>,
): Promise<PublicShare | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const row = await db.share.findFirst({
    where: { token, revokedAt: null },
    select: { caption: true, imageUrl: true, publishedAt: true, outfitId: true },
  });
  if (!row) return null;
  const view = (imageUrl: string) => ({
    caption: row.caption,
    imageUrl,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
  });
  if (row.publishedAt) return view(row.imageUrl);
  const owner = viewer ? await viewer() : null;
  if (!owner) return null;
  const own = await db.outfit.count({ where: { id: row.outfitId, ...ownerWhere(owner) } });
  return own > 0 ? view(shareImagePath(token)) : null;
}
