import { cn } from "@/lib/ui/cn";
import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";

type SpinnerProps = ComponentProps<"span"> & {
  /** Read by screen readers; the icon itself is decorative. */
  label?: string;
  size?: "sm" | "md" | "lg";
};

const sizes = { sm: "size-4", md: "size-6", lg: "size-9" } as const;

export function Spinner({ label = "Loading", size = "md", className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircle aria-hidden className={cn("animate-spin", sizes[size])} strokeWidth={1.75} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A button's content: its label, or a spinning icon and the busy label while work is under way. */
export function BusyLabel({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: string }) {
  if (!busy) return <>{children}</>;
  return (
    <>
      <LoaderCircle aria-hidden className="animate-spin" /> {busyLabel}
    </>
  );
}
