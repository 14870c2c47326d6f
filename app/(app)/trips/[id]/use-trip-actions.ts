"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { Occasion, TripView } from "@/lib/trips/schemas";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { deleteTripLater } from "../pending-trip-deletes";
import { usePackingTicks } from "./use-packing-ticks";

/**
 * What the trip page changes, on the trip as the server last answered it: the packing list's ticks
 * (./use-packing-ticks.ts), an edit or a day's activity (repacked by
 * the server; the answer replaces the trip), a swap, and the trip's deletion (with undo,
 * app/(app)/trips/pending-trip-deletes.ts), with the last failure to show.
 */
export function useTripActions(initial: TripView) {
  const router = useRouter();
  const [trip, setTrip] = useState(initial);
  const ticks = usePackingTicks(initial);
  const [failure, setFailure] = useState<string | null>(null);

  /** The trip as the server answered a change: its days, list and ticks. */
  function replace(next: TripView) {
    setTrip(next);
    ticks.reset(next);
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

  /** To the trips, which say "trip deleted" with undo; the delete is sent when the undo window ends. */
  function remove() {
    deleteTripLater({ id: trip.id, name: trip.name });
    router.push("/trips");
  }

  return { trip, ticks, replace, setDayOccasion, swap, remove, failure };
}
