import { Menu } from "lucide-react";

export type MobileMenuProps = { productName: string; contactEmail: string };

/**
 * The menu button's label, look and icon, shared by the look-alike the header renders at first
 * (./mobile-menu.tsx) and the real trigger of the sheet loaded on demand (./mobile-menu-sheet.tsx).
 * Its own module, so the sheet does not import the look-alike back and both stay one-way.
 */
export const MenuButtonFace = {
  "aria-label": "open menu",
  className:
    "-ml-2 inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted md:hidden",
  children: <Menu aria-hidden className="size-5" strokeWidth={1.75} />,
};
