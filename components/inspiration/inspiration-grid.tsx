import { cn } from "@/lib/ui/cn";
import type { ReactNode } from "react";

/**
 * The gallery grid adapts to how many images there are (SPEC §2): one sits alone at a readable
 * width, two share a row, three or more flow in up to three columns.
 */
export function InspirationGrid({
  count,
  children,
  className,
  ...props
}: {
  count: number;
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
  "aria-busy"?: boolean;
}) {
  return (
    <ul
      role="list"
      data-columns={count <= 1 ? 1 : count === 2 ? 2 : 3}
      className={cn(
        "grid gap-5 sm:gap-6",
        count <= 1 && "max-w-md grid-cols-1",
        count === 2 && "max-w-3xl grid-cols-1 sm:grid-cols-2",
        count >= 3 && "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
        className,
      )}
      {...props}
    >
      {children}
    </ul>
  );
}
