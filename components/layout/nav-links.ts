/** The header's destinations (SPEC §2 shared layout; trips from issue #29), shared by the bar and the side menu. */
export type NavLink = {
  href: string;
  label: string;
  /** Other paths that show this destination's screen, so its link is marked current there too. */
  alsoCurrentOn?: readonly string[];
};

export const NAV_LINKS: readonly NavLink[] = [
  { href: "/", label: "home" },
  { href: "/closet", label: "my closet", alsoCurrentOn: ["/closet-upload"] },
  { href: "/outfit-creator", label: "outfit creator", alsoCurrentOn: ["/outfit-ideas", "/outfits"] },
  { href: "/inspiration", label: "inspiration", alsoCurrentOn: ["/inspiration-upload"] },
  { href: "/trips", label: "trips" },
];

function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isCurrentLink(link: NavLink, pathname: string): boolean {
  if (link.href === "/") return pathname === "/";
  return [link.href, ...(link.alsoCurrentOn ?? [])].some((base) => isAtOrBelow(pathname, base));
}

/**
 * The closet's own pages (issue #28): the clothes, the wear calendar and the insights. Shown as a
 * sub-nav on each of them, in the mobile menu and in the account menu, so they are reachable at
 * every width and for guests (who have no account menu).
 */
export const WARDROBE_LINKS: readonly NavLink[] = [
  { href: "/closet", label: "my clothes" },
  { href: "/calendar", label: "calendar" },
  { href: "/insights", label: "insights" },
];
