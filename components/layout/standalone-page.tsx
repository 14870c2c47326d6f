import { cn } from "@/lib/ui/cn";
import type { ComponentProps } from "react";

/**
 * Root element for pages that stand alone without the shared header and footer (the
 * coming-soon waitlist, the admin page). The marker attribute hides the site chrome through
 * CSS (app/globals.css), which works even when the request gate serves the page under
 * another URL.
 */
export function StandalonePage({ className, ...props }: ComponentProps<"div">) {
  return <div data-standalone-page className={cn("min-h-dvh", className)} {...props} />;
}
