"use client";

import { cn } from "@/lib/ui/cn";
import { type KeyboardEvent, useRef, useState } from "react";

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A radio group whose arrow keys only move (issue #41 §16): the choices here act at once (store a
 * choice, archive a piece), so selection must not follow focus as a native radio group's does,
 * where four arrow presses from "keep" archived the piece. Arrows, Home and End move focus; Space
 * or Enter (a click) chooses. One tab stop: the checked choice, else the first.
 */
export function ChoiceGroup<T extends string>({
  label,
  describedBy,
  options,
  current,
  busy,
  nameOf,
  onChoose,
}: {
  label: string;
  describedBy?: string;
  options: readonly T[];
  current: T | null;
  busy: boolean;
  nameOf: (option: T) => string;
  onChoose: (option: T) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = current === null ? -1 : options.indexOf(current);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabIndexAt = focusIndex ?? (checkedIndex >= 0 ? checkedIndex : 0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(tabIndexAt, options.length);
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={busy}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1.5"
    >
      {options.map((option, index) => (
        <button
          key={option}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={index === checkedIndex}
          data-choice={option}
          tabIndex={index === tabIndexAt ? 0 : -1}
          onFocus={() => setFocusIndex(index)}
          onClick={() => {
            if (!busy) onChoose(option);
          }}
          className={cn(
            "inline-flex h-9 cursor-pointer items-center rounded-full border px-3 text-sm transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            index === checkedIndex
              ? "border-transparent bg-primary text-primary-foreground"
              : "border-input bg-surface hover:bg-muted",
          )}
        >
          {nameOf(option)}
        </button>
      ))}
    </div>
  );
}
