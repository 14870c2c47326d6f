"use client";

import { Button } from "@/components/ui/button";
import { SEASONS, STYLE_THEMES } from "@/lib/constants";
import { OUTFIT_TEXT } from "@/lib/messages/outfits";
import type { OutfitFilters as Filters } from "@/lib/outfits/contract";
import { cn } from "@/lib/ui/cn";
import { RefreshCw, X } from "lucide-react";

/** One filter's chips: toggle buttons (aria-pressed); pressing the pressed one clears the filter (SPEC §4). */
function ChipGroup<T extends string>({
  label,
  values,
  value,
  onChange,
}: {
  label: string;
  values: readonly T[];
  value?: T;
  onChange: (value?: T) => void;
}) {
  const id = `filter-${label.replace(/\s+/g, "-")}`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
      <span id={id} className="w-28 shrink-0 text-sm font-medium text-muted-foreground">
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="flex flex-wrap gap-2">
        {values.map((option) => {
          const pressed = option === value;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? undefined : option)}
              className={cn(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                pressed
                  ? "border-transparent bg-primary text-primary-foreground"
                  : "border-input bg-surface hover:bg-muted",
              )}
            >
              {option}
            </button>
          );
        })}
      </div>
    </div>
  );
}

type Props = { filters: Filters; onChange: (filters: Filters) => void; onNewIdeas?: () => void; busy: boolean };

/** Season and style theme (each one value or none), 'clear filters' and 'new ideas'. */
export function OutfitFilters({ filters, onChange, onNewIdeas, busy }: Props) {
  const any = Boolean(filters.season || filters.styleTheme);
  return (
    <div className="flex flex-col gap-4 rounded-(--radius-card) border border-border bg-surface/60 p-4 sm:p-5">
      <ChipGroup
        label={OUTFIT_TEXT.seasonLabel}
        values={SEASONS}
        value={filters.season}
        onChange={(season) => onChange({ ...filters, season })}
      />
      <ChipGroup
        label={OUTFIT_TEXT.styleThemeLabel}
        values={STYLE_THEMES}
        value={filters.styleTheme}
        onChange={(styleTheme) => onChange({ ...filters, styleTheme })}
      />
      <div className="flex flex-wrap gap-2 sm:pl-32">
        <Button variant="ghost" size="sm" disabled={!any} onClick={() => onChange({})}>
          <X aria-hidden />
          {OUTFIT_TEXT.clearFilters}
        </Button>
        {onNewIdeas ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onNewIdeas}>
            <RefreshCw aria-hidden className={cn(busy && "animate-spin")} />
            {OUTFIT_TEXT.newIdeas}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
