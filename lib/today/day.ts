/**
 * One "today" for every screen (issue #41): the person's own day, in their own time zone. The browser
 * knows that zone; it keeps it in a cookie so the server renders the same day the browser will show
 * (Today's looks, the calendar's marked day), instead of the server's UTC day. Plain functions: the
 * server, the browser and the tests share them.
 */

/** The browser's IANA time zone (e.g. "Asia/Tokyo"), written by the browser, read by the server. */
export const TIME_ZONE_COOKIE = "stylematch-tz";
/** A year: the zone changes only when the person travels, and each visit writes it again. */
const TIME_ZONE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether `value` is a time zone this runtime knows (what Intl accepts). */
export function isTimeZone(value: string): boolean {
  if (value === "" || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ("YYYY-MM-DD") at `now` in `zone`; in UTC when the zone is missing or unknown. */
export function dayInZone(zone: string | undefined | null, now: number = Date.now()): string {
  if (zone && isTimeZone(zone)) return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(now));
  return new Date(now).toISOString().slice(0, 10);
}

/** The cookie's value as the browser sends it (URL-encoded), or null when it holds no known zone. */
export function zoneOfCookie(value: string | undefined | null): string | null {
  if (!value) return null;
  let zone: string;
  try {
    zone = decodeURIComponent(value);
  } catch {
    return null; // a hand-made cookie that is not URL-encoded text
  }
  return isTimeZone(zone) ? zone : null;
}

/** The `document.cookie` assignment that keeps `zone` for the server (Secure over https). */
export function timeZoneCookie(zone: string, https: boolean): string {
  const secure = https ? "; Secure" : "";
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
