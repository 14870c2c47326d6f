"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { tickedIds, toggledTick } from "@/lib/trips/checklist-view";
import type { Occasion, TripView } from "@/lib/trips/schemas";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

/**
 * What the trip page changes, on the trip as the server last answered it: a tick on the packing
 * list (shown at once, rolled back if it is not saved), an edit or a day's activity (repacked by
 * the server; the answer replaces the trip), a swap, and the trip's deletion, with the last failure
 * to show.
 */
export function useTripActions(initial: TripView) {
  const router = useRouter();
  const [trip, setTrip] = useState(initial);
  const [checked, setChecked] = useState(() => tickedIds(initial));
  const [failure, setFailure] = useState<string | null>(null);
  // Ticks are saved in order: each PATCH sends the whole set, so the last one sent wins.
  const saving = useRef(Promise.resolve());

  /** The trip as the server answered a change: its days, list and ticks. */
  function replace(next: TripView) {
    setTrip(next);
    setChecked(tickedIds(next));
  }

  function toggle(itemId: number) {
    const before = checked;
    const after = toggledTick(before, itemId);
    setChecked(after); // optimistic
    setFailure(null);
    saving.current = saving.current.then(async () => {
      try {
        await sendJson<TripView>("PATCH", `/api/trips/${trip.id}`, { checked: [...after] });
      } catch {
        setChecked(before); // roll back
        setFailure(TRIP_TEXT.saveFailed);
      }
    });
  }

  /** A day's own activity (null: back to the trip's plan); the trip is repacked. */
  async function setDayOccasion(date: string, occasion: Occasion | null) {
    setFailure(null);
    try {
      replace(await sendJson<TripView>("PATCH", `/api/trips/${trip.id}`, { days: [{ date, occasion }] }));
    } catch (error) {
      setFailure(describeError(error) || TRIP_TEXT.dayFailed);
    }
  }

  /** Puts `to` in `from`'s place on `date`; a refusal is thrown for the swap dialog to show. */
  async function swap(date: string, from: number, to: number) {
    replace(await sendJson<TripView>("PATCH", `/api/trips/${trip.id}`, { swap: { date, from, to } }));
    toast({ title: TRIP_TEXT.swapped });
  }

  async function remove() {
    try {
      await sendJson("DELETE", `/api/trips/${trip.id}`);
      router.push("/trips");
      router.refresh();
    } catch (error) {
      setFailure(describeError(error) || TRIP_TEXT.deleteFailed);
    }
  }

  return { trip, checked, toggle, replace, setDayOccasion, swap, remove, failure };
}
