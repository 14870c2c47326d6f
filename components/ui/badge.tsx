import { cn } from "@/lib/ui/cn";
import type { ComponentProps } from "react";

const variants = {
  neutral: "border-border bg-muted text-foreground",
  outline: "border-input bg-transparent text-muted-foreground",
  accent: "border-transparent bg-accent-soft text-accent-hover",
  solid: "border-transparent bg-primary text-primary-foreground",
  destructive: "border-transparent bg-destructive-soft text-destructive",
  success: "border-transparent bg-success/10 text-success",
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  variant = "neutral",
  className,
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
