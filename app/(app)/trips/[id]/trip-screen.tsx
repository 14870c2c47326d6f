"use client";

import { Button } from "@/components/ui/button";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripView } from "@/lib/trips/schemas";
import Link from "next/link";
import { useState } from "react";
import { PackingList, TripDays, TripGaps } from "./trip-sections";
import { useTripActions } from "./use-trip-actions";

/** A trip's page: the packing list as a checklist, the days' outfits with photos, and the gaps. */
export function TripScreen({ trip }: { trip: TripView }) {
  const { checked, toggle, remove, failure } = useTripActions(trip);
  return (
    <div className="trip-page mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/trips" className="text-sm text-muted-foreground underline print:hidden">
        {TRIP_TEXT.back}
      </Link>
      <h1 className="mt-2 font-display text-display">{trip.name}</h1>
      <p className="mt-1 text-muted-foreground">
        {trip.dates.start} – {trip.dates.end} · {TRIP_TEXT.dayCount(trip.days.length)}
        {trip.activities.length > 0 ? ` · ${trip.activities.join(", ")}` : ""}
      </p>
      <TripButtons onDelete={remove} />
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-destructive print:hidden">
          {failure}
        </p>
      ) : null}
      <TripGaps gaps={trip.gaps} />
      <PackingList items={trip.items} checked={checked} onToggle={toggle} />
      <TripDays days={trip.days} />
    </div>
  );
}

/** Print, and delete behind a second press. */
function TripButtons({ onDelete }: { onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-4 flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" onClick={() => window.print()}>
        {TRIP_TEXT.print}
      </Button>
      {confirming ? (
        <Button variant="destructive" onClick={onDelete}>
          {TRIP_TEXT.confirmDelete}
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {TRIP_TEXT.delete}
        </Button>
      )}
    </div>
  );
}
