import { cn } from "@/lib/ui/cn";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * A styled native `<select>`: the look of the app's fields with none of a popup library's script
 * (issue #31), and the phone's own picker. The chevron is drawn over the control and lets clicks through.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          "h-11 w-full appearance-none truncate rounded-xl border border-input bg-surface pr-10 pl-4 text-sm text-foreground shadow-xs transition-colors",
          "hover:border-foreground/30 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none",
          "disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** The label of a native field, in the Label component's style (without its script). */
export const FIELD_LABEL_CLASS = "text-sm leading-none font-medium text-foreground select-none";
