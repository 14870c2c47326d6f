"use client";

import { cn } from "@/lib/ui/cn";
import { Check } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A grid cell that, in select mode, becomes one toggle button over its card: Space or Enter (or a
 * tap) toggles it, `aria-pressed` says whether it is chosen, and the card underneath is inert so its
 * links and delete button leave the tab order. Outside select mode the card is itself.
 */
export function SelectableItem({
  selecting,
  selected,
  onToggle,
  label,
  children,
}: {
  selecting: boolean;
  selected: boolean;
  onToggle: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="relative">
      <div inert={selecting} className="h-full">
        {children}
      </div>
      {selecting ? (
        <button
          type="button"
          aria-pressed={selected}
          aria-label={label}
          onClick={onToggle}
          className={cn(
            "absolute inset-0 z-20 rounded-(--radius-card) transition-[box-shadow,background-color]",
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
            selected ? "bg-accent/10 ring-3 ring-accent" : "hover:bg-foreground/5",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "absolute top-2 right-2 flex size-7 items-center justify-center rounded-full border-2 shadow-soft",
              selected ? "border-accent bg-accent text-accent-foreground" : "border-border bg-surface/95",
            )}
          >
            {selected ? <Check className="size-4" strokeWidth={2.5} /> : null}
          </span>
        </button>
      ) : null}
    </li>
  );
}
