import { cn } from "@/lib/ui/cn";

/**
 * The button look (./button.tsx), on its own so that links styled as buttons (the header's account
 * area on every page) do not bring <Button>'s Radix Slot into the first-load JS.
 */
const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium " +
  "transition-[background-color,color,border-color,box-shadow,transform] duration-200 " +
  "active:translate-y-px disabled:pointer-events-none disabled:opacity-50 " +
  "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover",
  accent: "bg-accent text-accent-foreground shadow-soft hover:bg-accent-hover",
  secondary: "border border-input bg-surface text-foreground hover:border-foreground/40 hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90",
  link: "rounded-none px-0 text-foreground underline decoration-border decoration-1 underline-offset-4 hover:decoration-foreground",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonVariantOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The button look, for elements that are not a <Button> (e.g. a Next <Link>). */
export function buttonVariants({ variant = "primary", size = "md", className }: ButtonVariantOptions = {}): string {
  return cn(base, variants[variant], variant === "link" ? "h-auto" : sizes[size], className);
}
