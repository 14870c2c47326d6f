"use client";

import { describeError, sendJson } from "@/lib/api-client";
import { PACKING_TEXT } from "@/lib/messages/packing-list";
import { pieceName, tickedIds, toggledTick } from "@/lib/trips/checklist-view";
import type { TripItemView, TripView } from "@/lib/trips/schemas";
import { useMemo, useRef, useState } from "react";

/** The packing list's state for its checklist: what is shown ticked, what the server holds, the last failure. */
export type PackingTicks = {
  /** the boxes: the saved ticks with the presses still under way applied */
  checked: ReadonlySet<number>;
  /** the ticks the server answered with: the counter counts these only */
  saved: ReadonlySet<number>;
  /** the last tick that didn't reach the server, said as such */
  failure: string | null;
  toggle: (item: TripItemView) => void;
  /** the trip as the server answered another change (an edit, a swap): its ticks are the saved ones */
  reset: (trip: TripView) => void;
};

/**
 * A trip's packing-list ticks (issue #41). A press shows in its box at once; the counter claims only
 * what the server answered. Presses are saved one after another, each as the server's last answer
 * with this one piece flipped, so a press that failed (offline) is never carried to the server by a
 * later one; its box goes back and the list says it wasn't saved.
 */
export function usePackingTicks(initial: TripView): PackingTicks {
  const [saved, setSaved] = useState<ReadonlySet<number>>(() => tickedIds(initial));
  const [pending, setPending] = useState<readonly number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's last answer, read when each queued press is sent (state would be a render late).
  const savedNow = useRef(saved);
  const queue = useRef(Promise.resolve());
  const checked = useMemo(() => pending.reduce<ReadonlySet<number>>(toggledTick, saved), [pending, saved]);

  function keep(next: ReadonlySet<number>) {
    savedNow.current = next;
    setSaved(next);
  }

  function toggle(item: TripItemView) {
    const packing = !checked.has(item.id);
    setPending((presses) => [...presses, item.id]);
    setFailure(null);
    queue.current = queue.current.then(async () => {
      const tripId = initial.id;
      try {
        const next = toggledTick(savedNow.current, item.id);
        keep(tickedIds(await sendJson<TripView>("PATCH", `/api/trips/${tripId}`, { checked: [...next] })));
      } catch (error) {
        setFailure(PACKING_TEXT.tickNotSaved(pieceName(item), packing, describeError(error)));
      } finally {
        setPending((presses) => presses.filter((_, at) => at !== presses.indexOf(item.id)));
      }
    });
  }

  return { checked, saved, failure, toggle, reset: (trip) => keep(tickedIds(trip)) };
}
