"use client";

import { LAYOUT } from "@/lib/constants";
import { cn } from "@/lib/ui/cn";
import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";

/** Appears once the page has scrolled past 300 px (SPEC §9) and takes the reader back up. */
export function BackToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > LAYOUT.backToTopAfterPx);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  function scrollToTop() {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }

  return (
    <button
      type="button"
      data-site-chrome
      aria-label="back to top"
      onClick={scrollToTop}
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-lifted sm:right-6 sm:bottom-6",
        "transition-[opacity,transform,visibility,background-color] duration-300 hover:bg-muted",
        // visibility (not just opacity) so the hidden button is out of the tab order and the a11y tree.
        shown ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0",
      )}
    >
      <ArrowUp aria-hidden className="size-5" strokeWidth={1.75} />
    </button>
  );
}
