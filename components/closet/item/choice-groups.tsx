"use client";

import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { withSeasonToggled } from "@/lib/closet/seasons";
import { SEASONS } from "@/lib/constants";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { cn } from "@/lib/ui/cn";
import { colourHex } from "@/lib/vision/palette";
import { Check } from "lucide-react";
import { useId } from "react";

type ListProps = { value: readonly string[]; onChange: (value: string[]) => void; error?: string };

const toggled = (list: readonly string[], entry: string) =>
  list.includes(entry) ? list.filter((other) => other !== entry) : [...list, entry];

function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-destructive" data-field-error>
      {error}
    </p>
  ) : null;
}

/** The vocabulary's colours as swatch toggles (several may be on), in the palette's order. */
export function ColourPicker({ value, onChange, error }: ListProps) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{ITEM_TEXT.colors}</legend>
      <div className="flex flex-wrap gap-1.5">
        {COLOUR_TAGS.map((colour) => {
          const on = value.includes(colour);
          return (
            <button
              key={colour}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggled(value, colour))}
              className={cn(
                "inline-flex h-8 items-center gap-1.5 rounded-full border pr-3 pl-1.5 text-xs transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                on ? "border-foreground bg-foreground/5 font-medium" : "border-input hover:border-foreground/40",
              )}
            >
              <span
                aria-hidden
                className="inline-flex size-5 items-center justify-center rounded-full border border-foreground/15"
                style={{ backgroundColor: colourHex(colour) }}
              >
                {on ? <Check className="size-3 text-white mix-blend-difference" strokeWidth={3} /> : null}
              </span>
              {colour}
            </button>
          );
        })}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

/** SPEC §9's five seasons as checkboxes; "all-season" and the single seasons exclude each other. */
export function SeasonChecks({ value, onChange, error }: ListProps) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{ITEM_TEXT.seasons}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {SEASONS.map((season) => (
          <label key={season} className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-(--color-accent)"
              checked={value.includes(season)}
              onChange={(event) => onChange(withSeasonToggled(value, season, event.target.checked))}
            />
            {season}
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
