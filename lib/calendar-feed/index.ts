import "server-only";

import type { Limit } from "@/lib/rate-limit";

/**
 * The private calendar feed (issue #43): a revocable iCalendar URL (/api/calendar/<token>.ics) that
 * phone and desktop calendars subscribe to, holding the owner's planned days and trips and nothing
 * else. Turned on and off on /account (tokens.ts); the feed's text is built in feed.ts.
 */
export * from "./contract";
export { feedFor } from "./feed";
export { disableFeed, enableFeed, feedStatus, feedTokenOf } from "./tokens";

/**
 * Per client address. A calendar asks every 15 minutes or so, and a household or an office behind
 * one address holds a few subscriptions; a script fetching feeds in a loop is held back. The token
 * itself cannot be guessed (256 bits), so this guards the database, not the secret.
 */
export const CALENDAR_FEED_LIMITS: readonly Limit<{ client: { address: string } }>[] = [
  {
    counts: "attempts",
    bucket: "calendar-feed:address",
    limit: 60,
    windowSeconds: 60,
    key: ({ client }) => client.address,
  },
];
