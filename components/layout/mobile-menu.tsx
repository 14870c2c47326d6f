"use client";

import { useOnDemand } from "@/components/ui/use-on-demand";
import { Menu } from "lucide-react";

export type MobileMenuProps = { productName: string; contactEmail: string };

/** The menu button's label, look and icon, shared by the look-alike below and the real trigger. */
export const MenuButtonFace = {
  "aria-label": "open menu",
  className:
    "-ml-2 inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted md:hidden",
  children: <Menu aria-hidden className="size-5" strokeWidth={1.75} />,
};

const loadSheet = () => import("./mobile-menu-sheet");

/**
 * The side menu for windows under 768 px. Its dialog code loads when the button is about to be
 * used (./mobile-menu-sheet.tsx), so pages don't carry it in their first-load JS.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { intent, arrival } = useOnDemand(loadSheet);
  if (arrival) {
    const Sheet = arrival.module.default;
    return <Sheet {...props} defaultOpen={arrival.defaultOpen} autoFocus={arrival.autoFocus} />;
  }
  return <button type="button" aria-haspopup="dialog" aria-expanded={false} {...MenuButtonFace} {...intent} />;
}
