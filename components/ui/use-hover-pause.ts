"use client";

import { useCallback, useEffect, useState } from "react";

type Point = { clientX: number; clientY: number };

/**
 * After a delete the next card slides under the pointer: its hover controls (a bin) must not show,
 * and a second click of a double click must not land on it. `pause(event)` turns the grid's hover
 * off (the caller renders it `pointer-events-none` while `paused`) until the pointer really moves
 * away from where it was (a layout change alone does not count as a move), or until the next press,
 * which the paused grid does not receive (a double click's second half), but which ends the pause.
 */
export function useHoverPause(): [paused: boolean, pause: (at?: Point) => void] {
  const [from, setFrom] = useState<Point | null>(null);
  const pause = useCallback((at?: Point) => setFrom(at ?? { clientX: NaN, clientY: NaN }), []);
  useEffect(() => {
    if (!from) return;
    const moved = (event: PointerEvent) => {
      if (event.clientX !== from.clientX || event.clientY !== from.clientY) setFrom(null);
    };
    const pressed = () => setFrom(null);
    window.addEventListener("pointermove", moved);
    window.addEventListener("pointerdown", pressed);
    return () => {
      window.removeEventListener("pointermove", moved);
      window.removeEventListener("pointerdown", pressed);
    };
  }, [from]);
  return [from !== null, pause];
}
