"use client";

import { useCallback, useRef } from "react";

/**
 * Runs `run` once at a time: a press while the last one is still under way is ignored. A button
 * disables itself only from the next render on, after both halves of a quick double click have
 * landed; this ref is checked synchronously, before any render.
 */
export function useOnceAtATime<A extends unknown[]>(run: (...args: A) => Promise<unknown>): (...args: A) => void {
  const inFlight = useRef(false);
  return useCallback(
    (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      void run(...args)
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
        });
    },
    [run],
  );
}

/**
 * `useOnceAtATime` per id (a card's save or delete): a second press for the same id before the
 * first answer is ignored; other ids run meanwhile. Any further arguments (a mutation's per-call
 * options) are passed on.
 */
export function useOncePerId<V extends number | { id: number }, R extends unknown[]>(
  run: (variables: V, ...rest: R) => Promise<unknown>,
): (variables: V, ...rest: R) => void {
  const inFlight = useRef(new Set<number>());
  return useCallback(
    (variables: V, ...rest: R) => {
      const id = typeof variables === "number" ? variables : variables.id;
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      void run(variables, ...rest)
        .catch(() => undefined)
        .finally(() => inFlight.current.delete(id));
    },
    [run],
  );
}
