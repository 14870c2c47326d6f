export const MAIN_CONTENT_ID = "main-content";

/**
 * First focusable element on every page: jumps keyboard users past the header. Off screen until
 * focused; its shadow only comes with it, since a shadow reaches further than -200% moves the link.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-site-chrome
      className="fixed top-3 left-3 z-[60] -translate-y-[200%] rounded-full bg-primary px-5 py-3 text-sm font-medium text-primary-foreground transition-transform focus:translate-y-0 focus:shadow-lifted"
    >
      skip to content
    </a>
  );
}
