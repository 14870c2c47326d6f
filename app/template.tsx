"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { TIMINGS } from "@/lib/constants";

/**
 * Page changes fade in over 300 ms (SPEC §9). The CSS animation covers the first paint and any
 * remount; a root template is only remounted when the top-level segment changes, so moves
 * within a segment (e.g. / to /privacy) replay the fade by hand, before the browser paints.
 * Only the page fades: the header and footer stay put.
 */
export default function Template({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const element = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.current?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: TIMINGS.pageFadeMs, easing: "ease-out" });
  }, [pathname]);

  return (
    <div ref={element} data-page-transition className="flex flex-1 flex-col animate-page-fade">
      {children}
    </div>
  );
}
