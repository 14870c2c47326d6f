"use client";

import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from "react";

/** What the on-demand component receives: open it at once, and focus its trigger. */
export type OnDemandProps = { defaultOpen: boolean; autoFocus: boolean };

type Arrival<T> = { module: T } & OnDemandProps;

/**
 * Code that loads when a visitor shows the intent to use it (pointer over, touch, focus, click),
 * not with the page: the header's menus keep their Radix code out of every page's first-load JS
 * (DESIGN.md "Screens"). Until it arrives the caller renders a look-alike trigger with `intent` on
 * it. When it arrives, the real component replaces the look-alike; it opens at once if the
 * look-alike was clicked meanwhile, and otherwise takes the focus if the look-alike had it.
 *
 * What the look-alike saw is state, not a ref read when the code arrives: React commits the
 * arrival a moment after the import resolves, and a click in that moment must still count.
 */
export function useOnDemand<T>(load: () => Promise<T>) {
  const requested = useRef(false);
  const [module, setModule] = useState<T | null>(null);
  const [opening, setOpening] = useState(false);
  const [focused, setFocused] = useState(false);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (loaded) => setModule(() => loaded),
      () => {
        // Offline or a new deployment: the look-alike stays, and the next intent tries again.
        requested.current = false;
      },
    );
  }, [load]);

  const open = () => {
    setOpening(true);
    request();
  };
  const intent = {
    onPointerEnter: request,
    onTouchStart: request,
    onFocus: () => {
      setFocused(true);
      request();
    },
    onBlur: () => setFocused(false),
    // A mouse press counts when the button goes down, as it does for Radix's own triggers: should the
    // code arrive between the press and the release, the look-alike the press began on is gone and the
    // click that would have followed lands on neither. So the pointerdown opens, and the click too
    // (a keyboard's or an assistive technology's click comes without one). Not a touch: a finger that
    // goes down on the button may be starting a scroll, and a tap's click is aimed where it ends, at
    // whichever trigger is there by then.
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== "touch" && event.button === 0 && !event.ctrlKey) open();
    },
    onClick: open,
    // A key press is several events: should the code arrive between the keydown and the click that
    // follows it, the click lands on the real trigger, which opens on keydown. So the keydown counts.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " ") open();
    },
  };
  // A menu that opens takes the focus itself (and gives it back to its trigger on closing); the
  // trigger taking it as well would be a focus outside the menu, which dismisses it at once.
  const arrival: Arrival<T> | null =
    module === null ? null : { module, defaultOpen: opening, autoFocus: focused && !opening };
  return { intent, arrival };
}
