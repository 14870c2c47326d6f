import { cn } from "@/lib/ui/cn";
import type { ComponentProps } from "react";

/** A placeholder block; loading states compose these in the shape of the real card. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div aria-hidden data-slot="skeleton" className={cn("animate-shimmer rounded-xl bg-muted", className)} {...props} />
  );
}
