import "server-only";

import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Limit } from "@/lib/rate-limit";

/** lastSeenAt is bumped at most this often, so an active guest costs one write an hour, not one per request. */
const TOUCH_EVERY_MS = 60 * 60_000;

/** Each new guest is a database row: bound how fast one address can make them (a live guest asking again costs nothing). */
export const GUEST_LIMITS: readonly Limit<{ session: { guest: unknown }; client: { address: string } }>[] = [
  {
    counts: "attempts",
    bucket: "guest:address",
    limit: 60,
    windowSeconds: 60 * 60,
    key: ({ session, client }) => (session.guest ? null : client.address),
  },
];

export async function createGuest(): Promise<string> {
  const db = await getDb();
  const guest = await db.guest.create({ data: {}, select: { id: true } });
  return guest.id;
}

/** The guest id while that guest exists and was not ended (it may have been cleaned up after 30 idle days). */
export async function findActiveGuest(guestId: string, now = new Date()): Promise<string | null> {
  const db = await getDb();
  const guest = await db.guest.findFirst({
    where: { id: guestId, endedAt: null },
    select: { id: true, lastSeenAt: true },
  });
  if (!guest) return null;
  if (now.getTime() - guest.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.guest.updateMany({ where: { id: guestId }, data: { lastSeenAt: now } });
  }
  return guest.id;
}

/**
 * Ends guest mode on the server: the guest's cookie stops working at once, wherever a copy of it
 * is, and the next cleanup removes the guest with everything it made (nobody can reach it again).
 */
export async function endGuest(guestId: string): Promise<void> {
  const db = await getDb();
  await db.guest.updateMany({ where: { id: guestId, endedAt: null }, data: { endedAt: new Date() } });
}

/**
 * Hands everything a guest made to a new account and removes the guest. Runs inside the
 * registration transaction: either the account exists with the guest's data, or neither changed.
 * Answers how many closet items came along, for the welcome after registering.
 */
export async function moveGuestDataToUser(
  tx: Prisma.TransactionClient,
  guestId: string,
  userId: number,
): Promise<{ closetItems: number }> {
  const moved = { userId, guestId: null };
  const closet = await tx.clothingItem.updateMany({ where: { guestId }, data: moved });
  await tx.inspirationImage.updateMany({ where: { guestId }, data: moved });
  await tx.outfit.updateMany({ where: { guestId }, data: moved });
  // The wear log (issue #28): its pieces and outfits moved above, so the links stay the owner's own.
  await tx.wear.updateMany({ where: { guestId }, data: moved });
  // Trips (issue #29): their pieces moved above too.
  await tx.trip.updateMany({ where: { guestId }, data: moved });
  // Plans (issue #43): their pieces, outfits and wears moved above too.
  await tx.plan.updateMany({ where: { guestId }, data: moved });
  // "Before you buy" checks (issue #44): the closet items they were bought as moved above too.
  await tx.buyCheck.updateMany({ where: { guestId }, data: moved });
  // Settings (issue #29): hemisphere, place and the day's swaps, and the calendar feed's secret (issue
  // #43: a phone subscribed while a guest keeps its feed); a new account has none of its own yet.
  await tx.ownerSetting.updateMany({ where: { guestId }, data: moved });
  // Items deleted just before signing up can still be brought back (the restore takes its owner from these columns).
  await tx.deletedClothingItem.updateMany({ where: { guestId }, data: moved });
  await tx.deletedInspirationImage.updateMany({ where: { guestId }, data: moved });
  // Archives restored (issue #30): the account keeps knowing them, so the same archive is not imported twice.
  await tx.accountImport.updateMany({ where: { guestId }, data: moved });
  // Cached AI answers are keyed by owner (lib/auth/owner.ts ownerKey); they stay valid for the same closet.
  await tx.aiResult.updateMany({ where: { ownerKey: `g:${guestId}` }, data: { ownerKey: `u:${userId}` } });
  await tx.guest.deleteMany({ where: { id: guestId } });
  return { closetItems: closet.count };
}
