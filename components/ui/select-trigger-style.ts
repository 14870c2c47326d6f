/**
 * The look of a select's closed trigger, shared by Radix's (components/ui/select) and the closet
 * filters' stand-in that shows until Radix has loaded, so the swap does not move or restyle anything.
 */
export const SELECT_TRIGGER_CLASS = [
  "flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-input bg-surface px-4 text-sm text-foreground shadow-xs transition-colors",
  "hover:border-foreground/30 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none",
  "disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground [&>span]:truncate",
];
