"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripSummary } from "@/lib/trips/schemas";
import { Luggage } from "lucide-react";
import Link from "next/link";
import { useHiddenTrips } from "./pending-trip-deletes";

/**
 * The owner's trips as the server listed them, less those deleted from this browser whose undo
 * window is still open (or that it has just deleted): a client island for that one reason.
 */
export function TripList({ trips }: { trips: TripSummary[] }) {
  const hidden = useHiddenTrips();
  const shown = trips.filter((trip) => !hidden.has(trip.id));
  if (shown.length === 0)
    return <EmptyState icon={Luggage} title={TRIP_TEXT.empty} description={TRIP_TEXT.emptyHelp} />;
  return (
    <ul className="grid gap-3">
      {shown.map((trip) => (
        <li key={trip.id}>
          <Link
            href={`/trips/${trip.id}`}
            className="block rounded-(--radius-card) border border-border bg-surface p-4 hover:border-foreground focus-visible:outline-2"
          >
            <span className="font-medium">{trip.name}</span>
            <span className="mt-1 block text-sm text-muted-foreground">
              {trip.dates.start} – {trip.dates.end} · {TRIP_TEXT.dayCount(trip.days)}
              {trip.place ? ` · ${trip.place.name}` : ""} · {TRIP_TEXT.packedCount(trip.checked, trip.items)}
              {trip.activities.length > 0 ? ` · ${trip.activities.join(", ")}` : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
