import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Who owns a row: a signed-in user or a private guest. Every domain function takes one explicitly
 * and scopes its queries with `ownerWhere`, so another owner's id simply finds nothing (404).
 */
export type UserOwner = { kind: "user"; userId: number; username: string };
export type GuestOwner = { kind: "guest"; guestId: string };
export type Owner = UserOwner | GuestOwner;

/** The owner columns of clothing_items, inspiration_images and outfits for this owner. */
export function ownerWhere(owner: Owner): { userId: number } | { guestId: string } {
  return owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId };
}

/** The same condition as `ownerWhere`, for raw SQL on a table with user_id and guest_id columns. */
export function ownerSql(owner: Owner): Prisma.Sql {
  return owner.kind === "user" ? Prisma.sql`user_id = ${owner.userId}` : Prisma.sql`guest_id = ${owner.guestId}::uuid`;
}

/** A stable string for cache keys and rate-limit buckets. */
export function ownerKey(owner: Owner): string {
  return owner.kind === "user" ? `u:${owner.userId}` : `g:${owner.guestId}`;
}
