"use client";

import { cn } from "@/lib/ui/cn";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";

/**
 * Tabs without Radix: Radix Tabs' roving focus, collection and presence code was more first-load JS
 * than the screens could carry (issue #31). The WAI-ARIA tabs pattern as Radix renders it: one tab
 * stop, arrows loop, Home/End, panels labelled by their tab and focusable, the same data attributes.
 * `activationMode` as in Radix: "automatic" chooses a tab when it takes the focus; "manual" only
 * moves the focus, and Enter, Space or a press chooses (the closet's filter, where a choice loads a list).
 */
type TabsState = {
  baseId: string;
  value: string;
  select: (value: string) => void;
  manual: boolean;
  /** The tab Tab lands on: the last one focused, the chosen one until then. */
  tabStop: string;
  setFocused: (value: string) => void;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("a tab outside <Tabs>");
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

const TABS_LIST_CLASS = "inline-flex items-center gap-1 rounded-full border border-border bg-muted p-1";

const TABS_TRIGGER_CLASS = [
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors",
  "hover:text-foreground disabled:pointer-events-none disabled:opacity-50",
  "data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-soft",
];

export function Tabs({
  value,
  onValueChange,
  activationMode = "automatic",
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  activationMode?: "automatic" | "manual";
  children: ReactNode;
}) {
  const baseId = useId();
  const [focused, setFocused] = useState<string | null>(null);
  const manual = activationMode === "manual";
  const select = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  const tabStop = manual ? (focused ?? value) : value;
  return (
    <TabsContext.Provider value={{ baseId, value, select, manual, tabStop, setFocused }}>
      <div dir="ltr" data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** The next tab for a key, among the list's enabled tabs (looping), or null for any other key. */
function tabFor(key: string, tabs: HTMLButtonElement[], current: HTMLButtonElement): HTMLButtonElement | null {
  const index = tabs.indexOf(current);
  if (key === "ArrowRight") return tabs[(index + 1) % tabs.length] ?? null;
  if (key === "ArrowLeft") return tabs[(index - 1 + tabs.length) % tabs.length] ?? null;
  if (key === "Home" || key === "PageUp") return tabs[0] ?? null;
  if (key === "End" || key === "PageDown") return tabs.at(-1) ?? null;
  return null;
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const current = event.target;
    if (event.defaultPrevented || !(current instanceof HTMLButtonElement) || current.getAttribute("role") !== "tab")
      return;
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const next = tabFor(event.key, tabs, current);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(TABS_LIST_CLASS, className)}
      onKeyDown={keyDown}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onFocus,
  onMouseDown,
  onKeyDown,
  ...props
}: Omit<ComponentProps<"button">, "value" | "type" | "role"> & { value: string }) {
  const { baseId, value: selected, select, manual, tabStop, setFocused } = useTabs();
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={active}
      aria-controls={contentId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      tabIndex={value === tabStop ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(TABS_TRIGGER_CLASS, className)}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        // A press chooses at once; a ctrl-click (a context menu on macOS) does not, nor takes the focus.
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.key === "Enter" || event.key === " ") select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(value);
        if (!manual) select(value);
      }}
      {...props}
    />
  );
}

/** A tab's panel. `forceMount` keeps its content mounted while another tab is shown (hide it with `data-[state=inactive]`). */
export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: Omit<ComponentProps<"div">, "role"> & { value: string; forceMount?: boolean }) {
  const { baseId, value: selected } = useTabs();
  const active = value === selected;
  const present = forceMount || active;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!present}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn("mt-6 focus-visible:outline-none", className)}
      {...props}
    >
      {present ? children : null}
    </div>
  );
}
