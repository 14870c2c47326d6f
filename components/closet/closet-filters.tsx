"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { DEFAULT_VIEW, type ClosetView } from "@/lib/closet/closet-view";
import { CLOSET_SORTS, SEASONS, STATUS_FILTERS } from "@/lib/constants";
import { CLOSET_GRID_TEXT } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { useId } from "react";

// Radix Select has no empty value: "any" stands for "no colour/season filter".
const ANY = "any";

/**
 * Sort, colour, season and status menus. Each is a labelled Radix select (a combobox to assistive
 * technology); on phones they sit two by two under the search box.
 */
export function ClosetFilters({
  view,
  onChange,
}: {
  view: ClosetView;
  onChange: (patch: Partial<ClosetView>) => void;
}) {
  const text = CLOSET_GRID_TEXT;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end sm:gap-3">
      <Menu
        label={text.sortLabel}
        value={view.sort}
        options={CLOSET_SORTS.map((sort) => [sort, text.sorts[sort]])}
        onChange={(sort) => onChange({ sort: sort as ClosetView["sort"] })}
      />
      <Menu
        label={text.statusLabel}
        value={view.status}
        options={STATUS_FILTERS.map((status) => [status, text.statuses[status]])}
        onChange={(status) => onChange({ status: status as ClosetView["status"] })}
        active={view.status !== DEFAULT_VIEW.status}
      />
      <Menu
        label={text.colorLabel}
        value={view.color ?? ANY}
        options={[[ANY, text.anyColor], ...COLOUR_TAGS.map((color) => [color, color] as const)]}
        onChange={(color) => onChange({ color: color === ANY ? null : (color as ClosetView["color"]) })}
        active={view.color !== null}
      />
      <Menu
        label={text.seasonLabel}
        value={view.season ?? ANY}
        options={[[ANY, text.anySeason], ...SEASONS.map((season) => [season, season] as const)]}
        onChange={(season) => onChange({ season: season === ANY ? null : (season as ClosetView["season"]) })}
        active={view.season !== null}
      />
    </div>
  );
}

function Menu({
  label,
  value,
  options,
  onChange,
  active = false,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
  /** A filter that narrows the list is outlined, so a glance tells why items are missing. */
  active?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-40">
      <span id={id} className="text-xs text-muted-foreground">
        {label}
      </span>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger aria-labelledby={id} className={cn("h-10", active && "border-accent bg-accent-soft/40")}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([option, name]) => (
            <SelectItem key={option} value={option}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
