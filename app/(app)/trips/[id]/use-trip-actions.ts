"use client";

import { describeError, sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { tickedIds, toggledTick } from "@/lib/trips/checklist-view";
import type { TripView } from "@/lib/trips/schemas";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

/**
 * What the trip page changes: a tick on the packing list (shown at once, rolled back if it is not
 * saved) and the trip's deletion, with the last failure of either to show.
 */
export function useTripActions(trip: TripView) {
  const router = useRouter();
  const [checked, setChecked] = useState(() => tickedIds(trip));
  const [failure, setFailure] = useState<string | null>(null);
  // Ticks are saved in order: each PATCH sends the whole set, so the last one sent wins.
  const saving = useRef(Promise.resolve());

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

  async function remove() {
    try {
      await sendJson("DELETE", `/api/trips/${trip.id}`);
      router.push("/trips");
      router.refresh();
    } catch (error) {
      setFailure(describeError(error) || TRIP_TEXT.deleteFailed);
    }
  }

  return { checked, toggle, remove, failure };
}
