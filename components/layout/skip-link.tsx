export const MAIN_CONTENT_ID = "main-content";

/** First focusable element on every page: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-site-chrome
      className="sr-only z-[60] rounded-full bg-primary px-5 py-3 text-sm font-medium text-primary-foreground shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      skip to content
    </a>
  );
}
