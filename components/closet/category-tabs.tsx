"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { CategoryCounts, ClosetFilter } from "@/lib/closet/contract";
import { CATEGORIES } from "@/lib/constants";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { cn } from "@/lib/ui/cn";
import type { ReactNode } from "react";

const FILTERS: readonly ClosetFilter[] = ["all", ...CATEGORIES];

/**
 * The closet filter (SPEC §2/§4): all items plus each category, each with its count. On phones the
 * row scrolls sideways instead of wrapping into a wall of pills. Only the chosen panel is rendered.
 * Manual activation: arrows move the focus, Enter, Space or a press chooses (a choice loads a list).
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
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as ClosetFilter)} activationMode="manual">
      <div className="-mx-5 [scrollbar-width:none] overflow-x-auto px-5 sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden">
        <TabsList aria-label="filter by category" className="w-max" style={{ outline: "none" }}>
          {FILTERS.map((filter) => (
            <TabsTrigger key={filter} value={filter} className="px-3.5 sm:px-4">
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
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  );
}
