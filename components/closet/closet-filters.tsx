"use client";

import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-style";
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { type ClosetView, DEFAULT_VIEW } from "@/lib/closet/closet-view";
import { CLOSET_SORTS, SEASONS, STATUS_FILTERS } from "@/lib/constants";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { cn } from "@/lib/ui/cn";
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";

type SelectModule = typeof import("@/components/ui/select");
let selectModule: Promise<SelectModule> | undefined;

/**
 * Radix Select (with its positioning code, most of what /closet would ship beyond the other screens)
 * arrives when a menu is first pointed at, focused or opened, not with the page. A failed load is
 * forgotten, so the next try fetches again.
 */
function loadSelect(): Promise<SelectModule> {
  selectModule ??= import("@/components/ui/select").catch((error: unknown) => {
    selectModule = undefined;
    throw error;
  });
  return selectModule;
}

// Radix Select has no empty value: "any" stands for "no colour/season filter".
const ANY = "any";

/**
 * Sort, colour, season and status menus. Each is a labelled Radix select (a combobox to assistive
 * technology), loaded on first use; on phones they sit two by two under the search box.
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
  // Radix takes over the menu the first time it is opened, and opens at once.
  const [radix, setRadix] = useState<SelectModule | null>(null);
  const triggerClass = cn("h-10", active && "border-accent bg-accent-soft/40");
  // A module object is no state updater: wrapped, React stores it as it is.
  const open = () =>
    void loadSelect().then(
      (module) => setRadix(() => module),
      () => {},
    );
  const preload = () => void loadSelect().catch(() => {});
  // The keys that open a Radix select besides Enter and Space (which click the button).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    open();
  };
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-40">
      <span id={id} className="text-xs text-muted-foreground">
        {label}
      </span>
      {radix ? (
        <radix.Select value={value} onValueChange={onChange} defaultOpen>
          <radix.SelectTrigger aria-labelledby={id} className={triggerClass}>
            <radix.SelectValue />
          </radix.SelectTrigger>
          <radix.SelectContent>
            {options.map(([option, name]) => (
              <radix.SelectItem key={option} value={option}>
                {name}
              </radix.SelectItem>
            ))}
          </radix.SelectContent>
        </radix.Select>
      ) : (
        // Radix's closed trigger, as its markup and look: the same combobox to assistive technology.
        <button
          type="button"
          role="combobox"
          aria-labelledby={id}
          aria-expanded={false}
          // Like Radix's closed trigger, it names the list it opens, which exists only while open.
          aria-controls={`${id}-options`}
          aria-autocomplete="none"
          data-state="closed"
          className={cn(SELECT_TRIGGER_CLASS, triggerClass)}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={open}
          onKeyDown={onKeyDown}
        >
          <span style={{ pointerEvents: "none" }}>{options.find(([option]) => option === value)?.[1]}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </button>
      )}
    </div>
  );
}
