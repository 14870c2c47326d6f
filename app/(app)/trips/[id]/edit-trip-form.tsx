"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripView } from "@/lib/trips/schemas";
import { useEffect, useId, useState } from "react";
import { placeErrorOf, TripFields, type TripFieldValues } from "../trip-fields";

const fieldsOf = (trip: TripView): TripFieldValues => ({
  name: trip.name,
  startDate: trip.dates.start,
  endDate: trip.dates.end,
  place: trip.place?.name ?? "",
  activities: trip.activities,
});

/**
 * The trip page's edit form: the new-trip form's fields, checked with PATCH's own schema, saved in
 * one PATCH that repacks the trip (ticks of pieces still packed stay). An emptied place removes it;
 * the place as shown is kept without a second lookup.
 */
export function EditTripForm({
  trip,
  onSaved,
  onCancel,
}: {
  trip: TripView;
  onSaved: (trip: TripView) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = fieldsOf(trip);
  const { values, errors, setField, handleSubmit, busy, formRef } = useZodForm({
    loadSchema: () => import("@/lib/trips/schemas").then((schemas) => schemas.tripPatchSchema),
    initial,
    onInvalid: () => setFailure(null),
    submit: (input) => {
      setFailure(null);
      return sendJson<TripView>("PATCH", `/api/trips/${trip.id}`, { ...input, place: input.place ?? null });
    },
    onSuccess: (saved) => {
      toast({ title: TRIP_TEXT.saved });
      onSaved(saved);
    },
    fieldErrorOf: placeErrorOf,
    onError: (error) => {
      if (!placeErrorOf(error)) setFailure(describeError(error) || TRIP_TEXT.editFailed);
    },
  });

  // Opened by its button: the first field takes the focus, so typing starts where the form is.
  useEffect(() => {
    const name = formRef.current?.elements.namedItem("name");
    if (name instanceof HTMLElement) name.focus();
  }, [formRef]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-(--radius-card) border border-border bg-surface p-5 print:hidden"
    >
      <h2 id={`${id}-title`} className="font-display text-heading">
        {TRIP_TEXT.editTitle}
      </h2>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="mt-4 grid max-w-xl gap-4">
        <TripFields
          id={id}
          values={{
            name: values.name ?? "",
            startDate: values.startDate ?? "",
            endDate: values.endDate ?? "",
            place: typeof values.place === "string" ? values.place : "",
            activities: values.activities ?? [],
          }}
          errors={errors}
          setField={(field, value) => setField(field, value)}
        />
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? TRIP_TEXT.saving : TRIP_TEXT.save}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {TRIP_TEXT.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
