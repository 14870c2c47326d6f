"use client";

import { useCallback, useEffect, useState } from "react";

type Point = { clientX: number; clientY: number };

/**
 * After a delete the next card slides under the pointer: its hover controls (a bin) must not show,
 * and a second click of a double click must not land on it. `pause(event)` turns the grid's hover
 * off (the caller renders it `pointer-events-none` while `paused`) until the pointer really moves
 * away from where it was; a layout change alone does not count as a move.
 */
export function useHoverPause(): [paused: boolean, pause: (at?: Point) => void] {
  const [from, setFrom] = useState<Point | null>(null);
  const pause = useCallback((at?: Point) => setFrom(at ?? { clientX: NaN, clientY: NaN }), []);
  useEffect(() => {
    if (!from) return;
    const moved = (event: PointerEvent) => {
      if (event.clientX !== from.clientX || event.clientY !== from.clientY) setFrom(null);
    };
    window.addEventListener("pointermove", moved);
    return () => window.removeEventListener("pointermove", moved);
  }, [from]);
  return [from !== null, pause];
}
