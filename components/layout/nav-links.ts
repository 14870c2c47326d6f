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
