"use client";

import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "@/components/ui/tabs-style";
import type { CategoryCounts, ClosetFilter } from "@/lib/closet/contract";
import { CATEGORIES } from "@/lib/constants";
import { CLOSET_MESSAGES } from "@/lib/messages";
import { cn } from "@/lib/utils";
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

const FILTERS: readonly ClosetFilter[] = ["all", ...CATEGORIES];

/** Keys that move the focus along the row (it wraps), as Radix Tabs' roving focus does. */
const MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % FILTERS.length,
  ArrowLeft: (index) => (index - 1 + FILTERS.length) % FILTERS.length,
  Home: () => 0,
  End: () => FILTERS.length - 1,
};

/**
 * The closet filter (SPEC §2/§4): all items plus each category, each with its count. On phones the
 * row scrolls sideways instead of wrapping into a wall of pills. Only the chosen panel is rendered.
 * A tablist of its own with Radix Tabs' markup and manual activation (arrows move, Enter, Space or a
 * press chooses), so the closet ships no Radix with its first load.
 */
export function CategoryTabs({
  value,
  onChange,
  counts,
  children,
}: {
  value: ClosetFilter;
  onChange: (next: ClosetFilter) => void;
  /** Absent while loading ("·"); null where the counts do not describe the list (archived, laundry). */
  counts?: CategoryCounts | null;
  children: ReactNode;
}) {
  const baseId = useId();
  const triggerId = (filter: ClosetFilter) => `${baseId}-trigger-${filter}`;
  const panelId = (filter: ClosetFilter) => `${baseId}-content-${filter}`;
  // The tab that Tab lands on: the last one focused, the chosen one until then.
  const [focused, setFocused] = useState<ClosetFilter | null>(null);
  const tabStop = focused ?? value;
  const choose = (filter: ClosetFilter) => {
    if (filter !== value) onChange(filter);
  };
  const onMouseDown = (filter: ClosetFilter, event: MouseEvent) => {
    // A ctrl-click (a context menu on macOS) neither chooses nor focuses.
    if (event.button === 0 && !event.ctrlKey) choose(filter);
    else event.preventDefault();
  };
  const onKeyDown = (filter: ClosetFilter, event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      choose(filter);
      return;
    }
    const move = MOVES[event.key];
    if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    document.getElementById(triggerId(FILTERS[move(FILTERS.indexOf(filter))]!))?.focus();
  };

  return (
    <div dir="ltr" data-orientation="horizontal">
      <div className="-mx-5 [scrollbar-width:none] overflow-x-auto px-5 sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden">
        <div
          role="tablist"
          aria-orientation="horizontal"
          aria-label="filter by category"
          data-slot="tabs-list"
          data-orientation="horizontal"
          className={cn(TABS_LIST_CLASS, "w-max")}
          style={{ outline: "none" }}
        >
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              role="tab"
              id={triggerId(filter)}
              aria-selected={filter === value}
              aria-controls={panelId(filter)}
              data-state={filter === value ? "active" : "inactive"}
              data-orientation="horizontal"
              data-slot="tabs-trigger"
              tabIndex={filter === tabStop ? 0 : -1}
              className={cn(TABS_TRIGGER_CLASS, "px-3.5 sm:px-4")}
              onMouseDown={(event) => onMouseDown(filter, event)}
              onKeyDown={(event) => onKeyDown(filter, event)}
              onFocus={() => setFocused(filter)}
            >
              {filter === "all" ? CLOSET_MESSAGES.allItems : filter}
              {counts === null ? null : (
                <span
                  data-testid={`count-${filter}`}
                  className={cn(
                    "min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums",
                    value === filter ? "bg-accent-soft text-accent-hover" : "bg-surface/70 text-muted-foreground",
                  )}
                >
                  {counts ? counts[filter] : "·"}
                </span>
              )}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={triggerId(value)}
        data-state="active"
        data-orientation="horizontal"
        data-slot="tabs-content"
        tabIndex={0}
        className={TABS_CONTENT_CLASS}
      >
        {children}
      </div>
    </div>
  );
}
