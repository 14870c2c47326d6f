/** The header's destinations (SPEC §2 shared layout), shared by the bar and the side menu. */
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
];

function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isCurrentLink(link: NavLink, pathname: string): boolean {
  if (link.href === "/") return pathname === "/";
  return [link.href, ...(link.alsoCurrentOn ?? [])].some((base) => isAtOrBelow(pathname, base));
}

/** The links to show: visitors without a session don't see the session-only ones. */
export const navLinksFor = (hasSession: boolean): readonly NavLink[] =>
  hasSession ? NAV_LINKS : NAV_LINKS.filter((link) => !link.sessionOnly);
