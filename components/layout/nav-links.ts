/** The header's destinations (SPEC §2 shared layout; today and trips from issue #29), shared by the bar and the side menu. */
export type NavLink = {
  href: string;
  label: string;
  /** Other paths that show this destination's screen, so its link is marked current there too. */
  alsoCurrentOn?: readonly string[];
  /** Shown only with a session (signed in or a guest): visitors keep SPEC §2's four. */
  sessionOnly?: boolean;
};

export const NAV_LINKS: readonly NavLink[] = [
  { href: "/", label: "home" },
  // Issue #29: the day's three looks, for people with a closet.
  { href: "/today", label: "today", sessionOnly: true },
  { href: "/closet", label: "my closet", alsoCurrentOn: ["/closet-upload"] },
  { href: "/outfit-creator", label: "outfit creator", alsoCurrentOn: ["/outfit-ideas", "/outfits"] },
  { href: "/inspiration", label: "inspiration", alsoCurrentOn: ["/inspiration-upload"] },
  // Issue #29: trips, also for people with a closet.
  { href: "/trips", label: "trips", sessionOnly: true },
];

function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isCurrentLink(link: NavLink, pathname: string): boolean {
  if (link.href === "/") return pathname === "/";
  return [link.href, ...(link.alsoCurrentOn ?? [])].some((base) => isAtOrBelow(pathname, base));
}

/**
 * The closet's own pages (issue #28): the clothes, the wear calendar and the insights, and "before
 * you buy" (issue #44), which weighs a piece against the closet and moves it in once bought. Shown
 * as a sub-nav on each of them, in the mobile menu and in the account menu, so they are reachable at
 * every width and for guests (who have no account menu). Not in the header's bar: a seventh link
 * there no longer fits beside the account area between 768 and 1280 px.
 */
export const WARDROBE_LINKS: readonly NavLink[] = [
  { href: "/closet", label: "my clothes" },
  { href: "/calendar", label: "calendar" },
  { href: "/insights", label: "insights" },
  { href: "/buy", label: "before you buy" },
];

/** The links to show: visitors without a session don't see the session-only ones. */
export const navLinksFor = (hasSession: boolean): readonly NavLink[] =>
  hasSession ? NAV_LINKS : NAV_LINKS.filter((link) => !link.sessionOnly);
