"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describeError, sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { TRIP_ACTIVITIES, type TripActivity, type TripCreateFields, type TripView } from "@/lib/trips/schemas";
import { useRouter } from "next/navigation";
import { type ComponentProps, useId, useState } from "react";

const EMPTY: TripCreateFields = { name: "", startDate: "", endDate: "", activities: [] };

/** The activities with one ticked or unticked, in the order the boxes are drawn. */
const withActivity = (current: readonly TripActivity[], activity: TripActivity, ticked: boolean) =>
  TRIP_ACTIVITIES.filter((each) => (each === activity ? ticked : current.includes(each)));

/** The new-trip form, checked with the handler's own schema; once the trip is made, its page opens. */
export function NewTripForm() {
  const router = useRouter();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // The button stays busy while the new trip's page loads.
  const [leaving, setLeaving] = useState(false);
  const { values, errors, setField, handleSubmit, busy } = useZodForm({
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
    onError: (error) => setFailure(describeError(error) || TRIP_TEXT.createFailed),
  });
  const activities = values.activities ?? [];
  const errorId = (field: keyof typeof errors) => `${id}-${field}-error`;
  const text = (field: "name" | "startDate" | "endDate") => ({
    name: field,
    value: values[field],
    onValueChange: (value: string) => setField(field, value),
    error: errors[field],
    errorId: errorId(field),
  });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-(--radius-card) border border-border bg-surface p-5">
      <h2 id={`${id}-title`} className="font-display text-heading">
        {TRIP_TEXT.newTrip}
      </h2>
      <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
        <TripInput id={`${id}-name`} label={TRIP_TEXT.name} maxLength={80} {...text("name")} />
        <div className="grid grid-cols-2 gap-3">
          <TripInput id={`${id}-start`} label={TRIP_TEXT.startDate} type="date" {...text("startDate")} />
          <TripInput id={`${id}-end`} label={TRIP_TEXT.endDate} type="date" {...text("endDate")} />
        </div>
        <fieldset aria-describedby={errors.activities ? errorId("activities") : undefined}>
          <legend className="text-sm font-medium">{TRIP_TEXT.activities}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {TRIP_ACTIVITIES.map((activity) => (
              <label key={activity} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="activities"
                  value={activity}
                  checked={activities.includes(activity)}
                  onChange={(event) => setField("activities", withActivity(activities, activity, event.target.checked))}
                  className="size-4"
                />
                {activity}
              </label>
            ))}
          </div>
          <FieldMessage id={errorId("activities")} message={errors.activities} />
        </fieldset>
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

/** A labelled input of the form with its message underneath, which the input names as its description. */
function TripInput({
  id,
  label,
  error,
  errorId,
  onValueChange,
  ...input
}: Omit<ComponentProps<typeof Input>, "onChange"> & {
  id: string;
  label: string;
  error?: string;
  errorId: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
