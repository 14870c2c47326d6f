"use client";

import { type RefObject, useEffect, useRef } from "react";

/**
 * Focus that follows a row leaving a list (issue #41): the row's control was focused and is gone,
 * so after the next render focus goes to the next row's control (`selector` inside the row with that
 * data-id), or to `fallback` when none is left, never to the page's body. `moveAfter(id)` names
 * the row to focus (null: the fallback).
 */
export function useFocusNext(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  selector: string,
) {
  const target = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (target.current === undefined) return;
    const id = target.current;
    target.current = undefined;
    const next = id === null ? null : list.current?.querySelector(`[data-id="${id}"] ${selector}`);
    (next instanceof HTMLElement ? next : fallback.current)?.focus();
  });
  return (rows: readonly { id: number }[], leaving: number) => {
    const index = rows.findIndex((row) => row.id === leaving);
    target.current = (rows[index + 1] ?? rows[index - 1])?.id ?? null;
  };
}
