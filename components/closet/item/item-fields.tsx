"use client";

import { Label } from "@/components/ui/label";
import { ITEM_LIMITS, ITEM_STATUSES, type ItemStatus } from "@/lib/constants";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { cn } from "@/lib/ui/cn";
import { Heart } from "lucide-react";
import { useId } from "react";

type NotesProps = { value: string; error?: string; onValueChange: (value: string) => void; onBlur: () => void };

/** Free notes with a running count against the bound; the count turns red past it (the save is refused). */
export function NotesField({ value, error, onValueChange, onBlur }: NotesProps) {
  const id = useId();
  const over = value.length > ITEM_LIMITS.notes;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{ITEM_TEXT.notes}</Label>
        <span
          id={`${id}-count`}
          className={cn("text-xs text-muted-foreground tabular-nums", over && "text-destructive")}
        >
          {ITEM_TEXT.notesCount(value.length, ITEM_LIMITS.notes)}
        </span>
      </div>
      <textarea
        id={id}
        name="notes"
        value={value}
        rows={4}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className={cn(
          "min-h-24 w-full rounded-xl border border-input bg-surface px-4 py-3 text-base shadow-xs transition-colors md:text-sm",
          "hover:border-foreground/30 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none",
          "aria-invalid:border-destructive",
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** active / laundry / archived as one radio group, shaped as a segmented control. */
export function StatusRadios({ value, onChange }: { value: ItemStatus; onChange: (value: ItemStatus) => void }) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{ITEM_TEXT.status}</legend>
      <div className="inline-flex w-fit flex-wrap rounded-full border border-input bg-surface p-1">
        {ITEM_STATUSES.map((status) => (
          <label
            key={status}
            className={cn(
              "relative inline-flex h-9 cursor-pointer items-center rounded-full px-4 text-sm transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              value === status ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="sr-only"
            />
            {ITEM_TEXT.statusLabels[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FavoriteToggle({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={value}
      onClick={() => onChange(!value)}
      className={cn(
        "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        value ? "border-accent bg-accent-soft text-accent-hover" : "border-input hover:bg-muted",
      )}
    >
      <Heart aria-hidden className={cn("size-4", value && "fill-current")} />
      {ITEM_TEXT.favorite}
    </button>
  );
}
