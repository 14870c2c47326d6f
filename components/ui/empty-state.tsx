import { cn } from "@/lib/ui/cn";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A calm, centred empty state: an icon in a soft disc, a title, a line of help and an action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-(--radius-card) border border-dashed border-input bg-surface/60 px-6 py-14 text-center sm:py-20",
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon aria-hidden className="size-6" strokeWidth={1.5} />
      </span>
      <h2 className="mt-5 font-display text-heading font-normal">{title}</h2>
      {description ? <p className="mt-2 max-w-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-7">{action}</div> : null}
    </div>
  );
}
