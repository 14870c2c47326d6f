/**
 * The look of a tab row, shared by Radix's tabs (components/ui/tabs) and the closet's own tablist
 * (components/closet/category-tabs), so both read the same.
 */
export const TABS_LIST_CLASS = "inline-flex items-center gap-1 rounded-full border border-border bg-muted p-1";

export const TABS_TRIGGER_CLASS = [
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors",
  "hover:text-foreground disabled:pointer-events-none disabled:opacity-50",
  "data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-soft",
];

export const TABS_CONTENT_CLASS = "mt-6 focus-visible:outline-none";
