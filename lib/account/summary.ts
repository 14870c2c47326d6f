import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import type { AccountSummary } from "./schemas";

/**
 * The account page's facts: who, since when, and how much they keep here. An active share link is a
 * published one not revoked (drafts are private previews; links do not expire).
 */
export async function accountSummary(owner: Owner): Promise<AccountSummary | null> {
  const db = await getDb();
  const where = ownerWhere(owner);
  const [who, closetItems, inspirationImages, savedOutfits, activeShareLinks] = await Promise.all([
    owner.kind === "user"
      ? db.user.findUnique({ where: { id: owner.userId }, select: { username: true, email: true, createdAt: true } })
      : db.guest
          .findUnique({ where: { id: owner.guestId }, select: { createdAt: true } })
          .then((guest) => guest && { ...guest, username: null, email: null }),
    db.clothingItem.count({ where }),
    db.inspirationImage.count({ where }),
    db.outfit.count({ where: { ...where, isSaved: true } }),
    db.share.count({ where: { outfit: where, publishedAt: { not: null }, revokedAt: null } }),
  ]);
  if (!who) return null; // deleted a moment ago
  return {
    kind: owner.kind,
    username: who.username,
    email: who.email,
    memberSince: who.createdAt.toISOString(),
    counts: { closetItems, inspirationImages, savedOutfits, activeShareLinks },
  };
}
