/**
 * The `Next-Router-State-Tree` header a client router sends with an RSC request. Next parses it
 * (next/dist/server/app-render/parse-and-validate-flight-router-state.js: at most 40,000 characters,
 * URI-encoded JSON, checked against `flightRouterStateSchema` in app-render/types.js) and throws when
 * it does not parse, which answered a 500. The request gate (proxy.ts) checks it the same way first,
 * so a forged or damaged header is the client's fault (400), not ours.
 */
export const ROUTER_STATE_HEADER = "next-router-state-tree";
const MAX_HEADER_CHARS = 20 * 2000;
/** Deeper than any route tree; bounds the walk over a hostile value. */
const MAX_DEPTH = 64;
const DYNAMIC_PARAM_TYPES = new Set([
  "c",
  "ci(..)(..)",
  "ci(.)",
  "ci(..)",
  "ci(...)",
  "oc",
  "d",
  "di(..)(..)",
  "di(.)",
  "di(..)",
  "di(...)",
]);
const REFRESH_MARKERS = new Set(["refetch", "inside-shared-layout", "metadata-only"]);

/** True when the header is absent or Next would accept it. */
export function routerStateHeaderParses(header: string | null): boolean {
  if (header === null) return true;
  if (header.length > MAX_HEADER_CHARS) return false;
  try {
    return isRouterState(JSON.parse(decodeURIComponent(header)), 0);
  } catch {
    return false;
  }
}

const isString = (value: unknown): value is string => typeof value === "string";
const absentOrNull = (value: unknown) => value === undefined || value === null;

/** [segment, children, url?, refresh?, isRootLayout-ish number?, string?]: Next's tuple, element for element. */
function isRouterState(value: unknown, depth: number): boolean {
  if (!Array.isArray(value) || value.length < 2 || value.length > 6 || depth > MAX_DEPTH) return false;
  const [segment, children, url, refresh, flag, extra] = value as unknown[];
  if (!isSegment(segment)) return false;
  if (typeof children !== "object" || children === null || Array.isArray(children)) return false;
  if (!Object.values(children).every((child) => isRouterState(child, depth + 1))) return false;
  if (!absentOrNull(url) && !(Array.isArray(url) && url.length === 2 && url.every(isString))) return false;
  if (!absentOrNull(refresh) && !REFRESH_MARKERS.has(refresh as string)) return false;
  if (!absentOrNull(flag) && typeof flag !== "number") return false;
  return extra === undefined || isString(extra);
}

/** A static segment, or [param name, cache key, dynamic param type, static siblings or null]. */
function isSegment(value: unknown): boolean {
  if (isString(value)) return true;
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [name, key, type, siblings] = value as unknown[];
  return (
    isString(name) &&
    isString(key) &&
    DYNAMIC_PARAM_TYPES.has(type as string) &&
    (siblings === null || (Array.isArray(siblings) && siblings.every(isString)))
  );
}
