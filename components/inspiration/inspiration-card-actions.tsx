"use client";

import { Spinner } from "@/components/ui/spinner";
import { INSPIRATION_TEXT } from "@/lib/messages/inspiration";
import { cn } from "@/lib/ui/cn";
import { Bookmark, Trash2 } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";

/** The round icon buttons over the photo: visible on hover and keyboard focus, always on touch screens. */
function OverlayButton({
  label,
  pressed,
  busy,
  onClick,
  className,
  children,
}: {
  label: string;
  pressed?: boolean;
  busy?: boolean;
  onClick: (event: MouseEvent) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      aria-pressed={pressed}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface/95 text-foreground shadow-soft backdrop-blur",
        "transition-[opacity,background-color,color] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * Save (a toggle, always shown: one name, its state in aria-pressed) and delete (shown on hover, on
 * keyboard focus of the card's buttons, and always on touch screens) over an inspiration photo's corner.
 */
export function InspirationCardActions({
  label,
  saved,
  saving,
  deleting,
  onToggleSaved,
  onDelete,
}: {
  /** The card's name ('inspiration #{id}'), for the buttons' accessible names. */
  label: string;
  saved: boolean;
  saving: boolean;
  deleting: boolean;
  onToggleSaved: () => void;
  onDelete: (event: MouseEvent) => void;
}) {
  return (
    <div className="absolute top-3 right-3 flex gap-2">
      <OverlayButton
        label={INSPIRATION_TEXT.saveLook(label)}
        pressed={saved}
        busy={saving}
        onClick={onToggleSaved}
        className={
          saved ? "border-transparent bg-primary text-primary-foreground hover:bg-primary-hover" : "hover:bg-muted"
        }
      >
        <Bookmark aria-hidden className="size-4" strokeWidth={1.75} fill={saved ? "currentColor" : "none"} />
      </OverlayButton>
      <OverlayButton
        label={INSPIRATION_TEXT.deleteLook(label)}
        busy={deleting}
        onClick={onDelete}
        className={cn(
          "hover:bg-destructive hover:text-destructive-foreground",
          // Focus shows it only when it is keyboard focus on the card's buttons: a card focused
          // after a delete (its heading) keeps its bin hidden under a pointer that has not moved.
          "opacity-0 group-hover:opacity-100 group-has-[button:focus-visible]:opacity-100 [@media(hover:none)]:opacity-100",
          deleting && "opacity-100",
        )}
      >
        {deleting ? (
          <Spinner size="sm" label="deleting" />
        ) : (
          <Trash2 aria-hidden className="size-4" strokeWidth={1.75} />
        )}
      </OverlayButton>
    </div>
  );
}
