"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { describeError, sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripView } from "@/lib/trips/schemas";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { placeErrorOf, TripFields, type TripFieldValues } from "./trip-fields";

const EMPTY: TripFieldValues = { name: "", startDate: "", endDate: "", place: "", activities: [] };

/**
 * The new-trip form, checked with the handler's own schema; once the trip is made, its page opens.
 * The place is resolved by the server as Today's is: a city it does not know is named under the field.
 */
export function NewTripForm() {
  const router = useRouter();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // The button stays busy while the new trip's page loads.
  const [leaving, setLeaving] = useState(false);
  const { values, errors, setField, handleSubmit, busy, formRef } = useZodForm({
    loadSchema: () => import("@/lib/trips/schemas").then((schemas) => schemas.tripCreateSchema),
    initial: EMPTY,
    onInvalid: () => setFailure(null),
    submit: (input) => {
      setFailure(null);
      return sendJson<TripView>("POST", "/api/trips", input);
    },
    onSuccess: (trip) => {
      setLeaving(true);
      router.push(`/trips/${trip.id}`);
    },
    fieldErrorOf: placeErrorOf,
    onError: (error) => {
      if (!placeErrorOf(error)) setFailure(describeError(error) || TRIP_TEXT.createFailed);
    },
  });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-(--radius-card) border border-border bg-surface p-5">
      <h2 id={`${id}-title`} className="font-display text-heading">
        {TRIP_TEXT.newTrip}
      </h2>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
        <TripFields
          id={id}
          values={{ ...EMPTY, ...values, place: typeof values.place === "string" ? values.place : "" }}
          errors={errors}
          setField={(field, value) => setField(field, value)}
        />
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={busy || leaving}>
          {busy || leaving ? TRIP_TEXT.submitting : TRIP_TEXT.submit}
        </Button>
      </form>
    </section>
  );
}
