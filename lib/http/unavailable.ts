/**
 * The page the request gate serves, with 503 and Retry-After, when it cannot serve the app: a fresh
 * instance that could not read the site mode yet ("starting-up"), or a database too busy to answer
 * in time ("busy"). Plain functions (no server imports) so the gate's paths can be unit-tested.
 */
export const UNAVAILABLE_PATH = "/unavailable";
export const UNAVAILABLE_REASONS = ["starting-up", "busy"] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function isUnavailableReason(value: unknown): value is UnavailableReason {
  return typeof value === "string" && (UNAVAILABLE_REASONS as readonly string[]).includes(value);
}

/**
 * Where "try again" leads: the page that could not be served, when it is a path on this site
 * (never another site's address: `//host` and `/\host` are other sites to a browser); else home.
 */
export function retryPath(from: unknown): string {
  if (typeof from !== "string" || !from.startsWith("/") || /^\/[/\\]/.test(from)) return "/";
  return from;
}

/**
 * The page path a page request asked for (path and query), set by the request gate on every page
 * request it lets through (replacing any copy a client sent), so a page that finds the database too
 * busy can send the visitor to the busy page with the way back (lib/http/busy-page.ts).
 */
export const PAGE_PATH_HEADER = "x-stylematch-page";

/**
 * Marks the gate's own rendering of the unavailable page (lib/http/unavailable-page.ts), which it
 * sends on with 503; any other visit to /unavailable (a page's redirect there) gets that 503 answer.
 */
export const UNAVAILABLE_RENDER_HEADER = "x-stylematch-unavailable-render";

/** The unavailable page's address for `reason`, with the page to come back to. */
export function unavailableUrl(reason: UnavailableReason, from: string): string {
  return `${UNAVAILABLE_PATH}?${new URLSearchParams({ reason, from: retryPath(from) })}`;
}
