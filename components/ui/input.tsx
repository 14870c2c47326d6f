import { cn } from "@/lib/ui/cn";
import type { ComponentProps } from "react";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-11 w-full min-w-0 rounded-xl border border-input bg-surface px-4 text-base text-foreground shadow-xs transition-colors md:text-sm",
        "placeholder:text-muted-foreground/80 hover:border-foreground/30",
        "focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
        "file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
