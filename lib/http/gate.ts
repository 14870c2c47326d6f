/**
 * Which paths the request gate (proxy.ts) guards, as plain functions so they can be unit-tested.
 *
 * Protected pages are SPEC §2's route table with one deliberate exception: "/" is public. The spec
 * lists home as protected, but it is the marketing page (hero, features, 'how it works') that the
 * product shows to first-time visitors, and its calls to action lead into protected pages anyway.
 */
const PROTECTED_PREFIXES = [
  "/account",
  "/calendar",
  "/closet",
  "/closet-upload",
  "/inspiration",
  "/insights",
  "/inspiration-upload",
  "/outfit-creator",
  "/outfit-ideas",
  "/outfits",
  "/trips",
  "/today",
];

/** True for the path itself and anything below it ("/closet" and "/closet/tags", not "/closets"). */
export function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isProtectedPage(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => under(pathname, prefix));
}

/**
 * The page a request renders. Next still answers the pages router's data URLs
 * (`/_next/data/<build id>/closet.json`) with the page itself, and the proxy sees them as they came
 * (`skipProxyUrlNormalize`), so the gate judges the page they name, never the `/_next` prefix.
 */
export function requestedPage(pathname: string): string {
  const data = /^\/_next\/data\/[^/]+\/(.+)\.json$/.exec(pathname);
  if (!data) return pathname;
  return data[1] === "index" ? "/" : `/${data[1]}`;
}

/**
 * Framework files, uploads, the background-removal model and public files pass untouched. Only the
 * framework's real files: anything else under /_next (its data URLs above) can render a page.
 */
export function isStaticAsset(pathname: string): boolean {
  const fileFolders = ["/_next/static", "/_next/image", "/uploads", "/bg-removal"];
  if (fileFolders.some((prefix) => under(pathname, prefix))) return true;
  if (under(pathname, "/_next")) return false;
  // A public file such as /favicon.ico or /robots.txt: the last segment has an extension. API paths
  // and protected pages never count (/closet/x.png is a page to gate, not a file).
  return !under(pathname, "/api") && !isProtectedPage(pathname) && /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The legal pages stay readable while the app is closed: the waitlist collects e-mail addresses
 * and links its privacy policy (issue #26).
 */
const LEGAL_PAGES = ["/privacy", "/terms"];

/**
 * Share pages stay reachable in coming-soon mode: people posted those links. The page itself answers
 * 404 for a draft or a revoked link, so only published shares show.
 */
export function isSharePage(pathname: string): boolean {
  return under(pathname, "/share");
}

/**
 * In coming-soon mode these pages still show themselves; every other page shows the waitlist. The
 * request gate and the client's site-mode watcher both read this one list.
 */
export function pageOpenInComingSoon(pathname: string): boolean {
  if (LEGAL_PAGES.includes(pathname) || isSharePage(pathname)) return true;
  return under(pathname, "/admindesh09") || under(pathname, "/coming-soon");
}

/**
 * In coming-soon mode only the mode, admin, waitlist and health calls answer; the rest 503. The Web
 * Share Target (/share-target) is a navigation, not an API call: it answers itself, with a redirect
 * to /closet-upload, where the gate shows the waitlist as on every other app page.
 */
export function apiOpenInComingSoon(pathname: string, method: string): boolean {
  if (pathname === "/api/admin/mode") return method === "GET" || method === "HEAD";
  if (pathname === "/share-target") return true;
  return under(pathname, "/api/admindesh09") || pathname === "/api/waitlist-signup" || pathname === "/api/health";
}

export const COMING_SOON_PATH = "/coming-soon";

/** Path and query of a page request as a person would link to it: without Next's `_rsc` cache-busting parameter. */
export function pagePath(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("_rsc");
  const query = params.toString();
  const pathname = requestedPage(url.pathname);
  return query ? `${pathname}?${query}` : pathname;
}
