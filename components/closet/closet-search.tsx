"use client";

import { Input } from "@/components/ui/input";
import { ITEM_LIMITS, SEARCH_DEBOUNCE_MS } from "@/lib/constants";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { Search, X } from "lucide-react";
import { useEffect, useState } from "react";

/**
 * The closet search box. It asks for `onSearch` SEARCH_DEBOUNCE_MS after the last keystroke, not on
 * every one; the clear button and Escape clear at once. When the URL's `q` changes by another hand
 * (clear filters), the box follows it; its own changes coming back through the URL are not re-applied,
 * so a keystroke made meanwhile is never lost.
 */
export function ClosetSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const [sent, setSent] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q !== sent) {
      setSent(q);
      setText(q);
    }
  }
  const wanted = text.trim();

  useEffect(() => {
    if (wanted === sent) return;
    const timer = setTimeout(() => {
      setSent(wanted);
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, sent, onSearch]);

  const clear = () => {
    setText("");
    setSent("");
    if (q) onSearch("");
  };

  return (
    <div role="search" className="relative min-w-0 flex-1">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text) {
            event.preventDefault();
            clear();
          }
        }}
        aria-label={CLOSET_GRID_TEXT.searchLabel}
        placeholder={CLOSET_GRID_TEXT.searchPlaceholder}
        maxLength={ITEM_LIMITS.search}
        enterKeyHint="search"
        autoComplete="off"
        className="pr-11 pl-10 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text ? (
        <button
          type="button"
          onClick={clear}
          aria-label={CLOSET_GRID_TEXT.clearSearch}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
