"use client";

import { TIMINGS } from "@/lib/constants";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * Page changes fade in over 300 ms (SPEC §9). The first page of a visit does not: its server HTML
 * is shown as it arrives, since content that starts transparent is not counted as painted (a
 * later Largest Contentful Paint) and has nothing to fade from. A root template is remounted when
 * the top-level segment changes (the CSS animation plays on that mount); moves within a segment
 * (e.g. / to /privacy) replay the fade by hand, before the browser paints. Only the page fades:
 * the header and footer stay put.
 */
let firstPageShown = false;

export default function Template({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // False while the server renders and the browser hydrates the first page, true on later mounts.
  const [fadeOnMount] = useState(() => firstPageShown);
  useEffect(() => {
    firstPageShown = true;
  }, []);
  const shown = useRef(pathname);
  const element = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.current?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: TIMINGS.pageFadeMs, easing: "ease-out" });
  }, [pathname]);

  return (
    <div
      ref={element}
      data-page-transition
      className={fadeOnMount ? "flex flex-1 animate-page-fade flex-col" : "flex flex-1 flex-col"}
    >
      {children}
    </div>
  );
}
