"use client";

import { Button } from "@/components/ui/button";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripView } from "@/lib/trips/schemas";
import Link from "next/link";
import { type RefObject, useRef, useState } from "react";
import { EditTripForm } from "./edit-trip-form";
import { TripDays } from "./trip-days";
import { PackingList, TripGaps } from "./trip-sections";
import { tripDeleteWaits, undoTripDelete, useHiddenTrips } from "../pending-trip-deletes";
import { useTripActions } from "./use-trip-actions";

/**
 * A trip's page: the packing list as a checklist, the days' outfits with photos, weather and
 * activity (each piece swappable), the gaps, and the trip's own edit form.
 */
export function TripScreen({ trip: initial }: { trip: TripView }) {
  const { trip, ticks, replace, setDayOccasion, swap, remove, failure } = useTripActions(initial);
  const hidden = useHiddenTrips();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closeEdit = () => {
    setEditing(false);
    // Back to the button that opened it, so the keyboard does not lose its place.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (hidden.has(trip.id)) return <DeletedTrip trip={trip} />;
  return (
    <div className="trip-page mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/trips" className="text-sm text-muted-foreground underline print:hidden">
        {TRIP_TEXT.back}
      </Link>
      <h1 className="mt-2 font-display text-display break-words">{trip.name}</h1>
      <p className="mt-1 text-muted-foreground">
        {trip.dates.start} – {trip.dates.end} · {TRIP_TEXT.dayCount(trip.days.length)}
        {trip.place ? ` · ${trip.place.name}` : ""}
        {trip.activities.length > 0 ? ` · ${trip.activities.join(", ")}` : ""}
      </p>
      <TripButtons onDelete={remove} editing={editing} onEdit={() => setEditing(true)} editButton={editButton} />
      {editing ? (
        <EditTripForm
          trip={trip}
          onSaved={(saved) => {
            replace(saved);
            closeEdit();
          }}
          onCancel={closeEdit}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-destructive print:hidden">
          {failure}
        </p>
      ) : null}
      <TripGaps gaps={trip.gaps} />
      <PackingList items={trip.items} ticks={ticks} />
      <TripDays trip={trip} onDayOccasion={setDayOccasion} onSwap={swap} />
    </div>
  );
}

/** Edit, print, and delete behind a second press. */
function TripButtons({
  onDelete,
  editing,
  onEdit,
  editButton,
}: {
  onDelete: () => void;
  editing: boolean;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-4 flex flex-wrap gap-2 print:hidden">
      <Button ref={editButton} variant="secondary" onClick={onEdit} aria-expanded={editing}>
        {TRIP_TEXT.edit}
      </Button>
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

/** The page reached again (back) while the trip's delete waits out its undo window. */
function DeletedTrip({ trip }: { trip: TripView }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/trips" className="text-sm text-muted-foreground underline">
        {TRIP_TEXT.back}
      </Link>
      <h1 className="mt-2 font-display text-display break-words">{trip.name}</h1>
      <p role="status" className="mt-3 text-muted-foreground">
        {TRIP_TEXT.deletedHere}
      </p>
      {tripDeleteWaits(trip.id) ? (
        <Button className="mt-4" variant="secondary" onClick={() => undoTripDelete(trip.id)}>
          {TRIP_TEXT.undoDelete(trip.name)}
        </Button>
      ) : null}
    </div>
  );
}
