"use client";

import { useOnDemand } from "@/components/ui/use-on-demand";
import { MenuButtonFace, type MobileMenuProps } from "./mobile-menu-trigger";

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
