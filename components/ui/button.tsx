import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { type ButtonVariantOptions, buttonVariants } from "./button-variants";

export { type ButtonSize, type ButtonVariant, buttonVariants } from "./button-variants";

type ButtonProps = ComponentProps<"button"> &
  ButtonVariantOptions & {
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
