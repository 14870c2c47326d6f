import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { calendarFeedNotFound } from "@/lib/errors";
import { absoluteUrl } from "@/lib/share/contract";
import { randomBytes } from "node:crypto";
import { calendarFeedPath, type CalendarFeedStatus } from "./contract";

/**
 * The feed's secret (owner_settings.calendar_token): the only thing the feed's URL carries, since a
 * phone's calendar sends no cookies. Null means off. Turning the feed off forgets the token, so
 * turning it on again makes a new one and every old subscription stops working.
 */

const OFF: CalendarFeedStatus = { enabled: false, url: null };

/** 32 random bytes (256 bits), base64url: 43 characters, unguessable, unrelated to any id. */
const newFeedToken = () => randomBytes(32).toString("base64url");

/** `<token>.ics` as the feed's URL names it; the length allows longer tokens later, nothing else. */
const FEED_FILE = /^([A-Za-z0-9_-]{40,64})\.ics$/;

const uniqueWhere = (owner: Owner) => {
  const where = ownerWhere(owner);
  return "userId" in where ? { userId: where.userId } : { guestId: where.guestId };
};

/** GET /api/account/calendar-feed: on with its absolute URL (on `origin`), or off. */
export async function feedStatus(owner: Owner, origin: string): Promise<CalendarFeedStatus> {
  const db = await getDb();
  const row = await db.ownerSetting.findFirst({ where: ownerWhere(owner), select: { calendarToken: true } });
  return row?.calendarToken ? { enabled: true, url: absoluteUrl(origin, calendarFeedPath(row.calendarToken)) } : OFF;
}

/**
 * POST /api/account/calendar-feed: turns the feed on. Already on, it keeps its token (a second tap,
 * or another tab, must not break the subscription just made). The settings row is made on first
 * write, as lib/settings does; the token is set only where none is, so two requests at once agree
 * on one token.
 */
export async function enableFeed(owner: Owner, origin: string): Promise<CalendarFeedStatus> {
  const db = await getDb();
  const token = newFeedToken();
  await db.ownerSetting.upsert({
    where: uniqueWhere(owner),
    create: { ...ownerWhere(owner), calendarToken: token },
    update: {},
  });
  await db.ownerSetting.updateMany({
    where: { ...ownerWhere(owner), calendarToken: null },
    data: { calendarToken: token },
  });
  return feedStatus(owner, origin);
}

/** DELETE /api/account/calendar-feed: turns the feed off; its URL answers 404 from now on. */
export async function disableFeed(owner: Owner): Promise<CalendarFeedStatus> {
  const db = await getDb();
  await db.ownerSetting.updateMany({ where: ownerWhere(owner), data: { calendarToken: null } });
  return OFF;
}

/** The token in a feed file name ("<token>.ics"); anything else answers 404 like a token nobody holds. */
export function feedTokenOf(file: string | string[] | undefined): string {
  const match = typeof file === "string" ? FEED_FILE.exec(file) : null;
  if (!match) throw calendarFeedNotFound();
  return match[1]!;
}

/**
 * The owner holding `token`, or null. A user's feed works while the account exists (deleting it
 * takes the settings row along); a guest's only while the guest has not ended (logout, sign-in),
 * though the guest's row stays until the next cleanup.
 */
export async function feedOwner(token: string): Promise<Owner | null> {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ userId: number | null; username: string | null; guestId: string | null }[]>`
    SELECT s.user_id AS "userId", u.username, s.guest_id::text AS "guestId"
    FROM owner_settings s
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN guests g ON g.id = s.guest_id
    WHERE s.calendar_token = ${token} AND (u.id IS NOT NULL OR (g.id IS NOT NULL AND g.ended_at IS NULL))`;
  if (!row) return null;
  if (row.userId !== null && row.username !== null) return { kind: "user", userId: row.userId, username: row.username };
  return row.guestId ? { kind: "guest", guestId: row.guestId } : null;
}
