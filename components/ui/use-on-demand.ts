"use client";

import { useCallback, useRef, useState, type RefObject } from "react";

/** What the on-demand component receives: open it at once, and focus its trigger. */
export type OnDemandProps = { defaultOpen: boolean; autoFocus: boolean };

type Arrival<T> = { module: T; defaultOpen: boolean; autoFocus: boolean };

/**
 * Code that loads when a visitor shows the intent to use it (pointer over, touch, focus, click),
 * not with the page: the header's menus keep their Radix code out of every page's first-load JS
 * (DESIGN.md "Screens"). Until it arrives the caller renders a look-alike trigger with `ref` and
 * `intent` on it. When it arrives, the real component replaces the look-alike; it opens at once if
 * the look-alike was clicked meanwhile, and takes the focus if the look-alike had it.
 */
export function useOnDemand<T, E extends HTMLElement = HTMLButtonElement>(load: () => Promise<T>) {
  const ref = useRef<E>(null) as RefObject<E | null>;
  const requested = useRef(false);
  const clicked = useRef(false);
  const [arrival, setArrival] = useState<Arrival<T> | null>(null);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (module) => setArrival({ module, defaultOpen: clicked.current, autoFocus: ref.current !== null && ref.current === document.activeElement }),
      () => {
        // Offline or a new deployment: the look-alike stays, and the next intent tries again.
        requested.current = false;
      },
    );
  }, [load]);

  const intent = {
    onPointerEnter: request,
    onTouchStart: request,
    onFocus: request,
    onClick: () => {
      clicked.current = true;
      request();
    },
  };
  return { ref, intent, arrival };
}
