/**
 * The calendar feed's REST contract without zod or server code (issue #43), for /account's client
 * island and the server alike.
 */

export const CALENDAR_FEED_KEY = "/api/account/calendar-feed";

/**
 * GET/POST/DELETE /api/account/calendar-feed: whether the owner's feed is on, and its absolute
 * address while it is (null when off).
 */
export type CalendarFeedStatus = { enabled: boolean; url: string | null };

/** The feed's path: the token is the only thing that names the owner, so the path is the secret. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/**
 * The same address with the webcal scheme, which phones and desktop calendars open as "subscribe"
 * (an https link would download the file once, a copy that never updates).
 */
export const webcalUrl = (url: string) => url.replace(/^https?:/, "webcal:");
