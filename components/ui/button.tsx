import { cn } from "@/lib/utils";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

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

type VariantOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The button look, for elements that are not a <Button> (e.g. a Next <Link>). */
export function buttonVariants({ variant = "primary", size = "md", className }: VariantOptions = {}): string {
  return cn(base, variants[variant], variant === "link" ? "h-auto" : sizes[size], className);
}

type ButtonProps = ComponentProps<"button"> &
  VariantOptions & {
    /** Render the single child (e.g. a Link) with the button's look and behaviour. */
    asChild?: boolean;
  };

export function Button({ variant, size, className, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      // A <button> inside a form defaults to submit; make that an explicit choice.
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
