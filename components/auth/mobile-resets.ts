import { LAYOUT, TIMINGS } from "@/lib/constants";

const isMobile = () => window.innerWidth < LAYOUT.mobileBreakpointPx;

/** SPEC §2: on mobile the auth heading scrolls into view after 500 ms, 90 px below the top. */
export function scrollHeadingIntoView(heading: HTMLElement | null): () => void {
  if (!heading || !isMobile()) return () => {};
  const timer = setTimeout(() => {
    const top = heading.getBoundingClientRect().top + window.scrollY - LAYOUT.mobileAuthScrollOffsetPx;
    window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
  }, TIMINGS.mobileAuthScrollMs);
  return () => clearTimeout(timer);
}

/**
 * SPEC §2: after signing in on mobile, the on-screen keyboard is dismissed and the viewport reset
 * at 0, 300 and 600 ms (mobile browsers zoom into focused inputs and keep the zoom after the page
 * changes). The timers outlive the auth page on purpose: they tidy up the page being navigated to.
 */
export function resetViewportAfterSignIn(): void {
  if (!isMobile()) return;
  for (const delay of TIMINGS.postLoginResetsMs) {
    setTimeout(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      resetZoom();
      window.scrollTo({ top: 0, left: 0 });
    }, delay);
  }
}

function resetZoom(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) return;
  const original = meta.content;
  // Pinning the maximum scale for a frame makes iOS Safari drop its input zoom; then restore pinch-zoom.
  meta.content = `${original}, maximum-scale=1`;
  requestAnimationFrame(() => {
    meta.content = original;
  });
}
