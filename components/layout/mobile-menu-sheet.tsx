"use client";

import { MenuAccount } from "@/components/auth/menu-account";
import { useSession } from "@/components/auth/session";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { OnDemandProps } from "@/components/ui/use-on-demand";
import { LAYOUT, TIMINGS } from "@/lib/constants";
import { cn } from "@/lib/ui/cn";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { LogoMark } from "./logo";
import { MenuButtonFace, type MobileMenuProps } from "./mobile-menu-trigger";
import { isCurrentLink, navLinksFor, WARDROBE_LINKS } from "./nav-links";

/**
 * The slide-in side menu for windows under 768 px. A link click navigates at once, and the menu
 * stays over the new page for 750 ms before sliding away (SPEC §9), so the move reads as a
 * transition rather than a jump. Loaded on demand (./mobile-menu.tsx).
 */
export default function MobileMenuSheet({
  productName,
  contactEmail,
  defaultOpen,
  autoFocus,
}: MobileMenuProps & OnDemandProps) {
  const pathname = usePathname();
  const hasSession = useSession().status !== "anonymous";
  const links = navLinksFor(hasSession);
  const [open, setOpen] = useState(defaultOpen);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Widening the window past the breakpoint hides the trigger; do not leave an orphaned menu.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${LAYOUT.mobileBreakpointPx}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  function onOpenChange(next: boolean) {
    clearTimeout(closeTimer.current);
    setOpen(next);
  }

  // One delegated handler covers the nav links and the account links alike.
  function onLinkClick(event: MouseEvent<HTMLElement>) {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), TIMINGS.mobileMenuCloseMs);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger autoFocus={autoFocus} {...MenuButtonFace} />
      <SheetContent side="left" onClick={onLinkClick} data-testid="mobile-menu">
        <div className="flex items-center gap-2.5 px-6 pt-5 pb-2">
          <LogoMark />
          <SheetTitle className="text-[1.35rem] leading-none lowercase">{productName}</SheetTitle>
        </div>
        <SheetDescription className="sr-only">site navigation</SheetDescription>
        <MobileNavLinks links={links} hasSession={hasSession} pathname={pathname} />
        <div className="border-t border-border px-6 pt-6 pb-8">
          <MenuAccount />
          <p className="mt-6 text-xs text-muted-foreground">
            questions?{" "}
            <a href={`mailto:${contactEmail}`} className="underline underline-offset-4 hover:text-foreground">
              {contactEmail}
            </a>
          </p>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The menu's links in large type, then (for people with a closet) the closet's own pages; the current page underlined. */
function MobileNavLinks({
  links,
  hasSession,
  pathname,
}: {
  links: ReturnType<typeof navLinksFor>;
  hasSession: boolean;
  pathname: string;
}) {
  return (
    <nav aria-label="mobile" className="mt-6 flex-1 overflow-y-auto px-3">
      <ul className="grid gap-1">
        {links.map((link) => {
          const current = isCurrentLink(link, pathname);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center rounded-xl px-3 py-3 font-display text-2xl leading-tight transition-colors hover:bg-muted",
                  "decoration-2 underline-offset-[6px]",
                  current ? "text-foreground underline decoration-accent" : "text-foreground/75",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* The closet's own pages, like today and trips, are for people with a closet (visitors keep SPEC §2's four). */}
      {hasSession ? (
        <ul className="mt-2 grid gap-1 border-t border-border pt-3" aria-label="closet">
          {WARDROBE_LINKS.slice(1).map((link) => {
            const current = isCurrentLink(link, pathname);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex items-center rounded-xl px-3 py-2.5 text-lg transition-colors hover:bg-muted",
                    current ? "text-foreground underline decoration-accent" : "text-foreground/75",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </nav>
  );
}
