"use client";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describeError, sendJson } from "@/lib/api-client";
import { checkForm, type FieldErrors } from "@/lib/forms/field-errors";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { TRIP_ACTIVITIES, tripCreateSchema, type TripSummary, type TripView } from "@/lib/trips/schemas";
import { Luggage } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";

type Field = "name" | "startDate" | "endDate" | "activities";

/** The trips list (from the server) and the new-trip form, checked with the handler's own schema. */
export function TripsScreen({ trips }: { trips: TripSummary[] }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-display">{TRIP_TEXT.title}</h1>
      <p className="mt-2 text-muted-foreground">{TRIP_TEXT.intro}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_360px]">
        <section aria-labelledby="trips-list">
          <h2 id="trips-list" className="sr-only">
            {TRIP_TEXT.title}
          </h2>
          {trips.length === 0 ? (
            <EmptyState icon={Luggage} title={TRIP_TEXT.empty} description={TRIP_TEXT.emptyHelp} />
          ) : (
            <ul className="grid gap-3">
              {trips.map((trip) => (
                <li key={trip.id}>
                  <Link
                    href={`/trips/${trip.id}`}
                    className="block rounded-(--radius-card) border border-border bg-surface p-4 hover:border-foreground focus-visible:outline-2"
                  >
                    <span className="font-medium">{trip.name}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {trip.dates.start} – {trip.dates.end} · {TRIP_TEXT.dayCount(trip.days)} ·{" "}
                      {TRIP_TEXT.packedCount(trip.checked, trip.items)}
                      {trip.activities.length > 0 ? ` · ${trip.activities.join(", ")}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <NewTripForm />
      </div>
    </div>
  );
}

function NewTripForm() {
  const router = useRouter();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      name: String(form.get("name") ?? ""),
      startDate: String(form.get("startDate") ?? ""),
      endDate: String(form.get("endDate") ?? ""),
      activities: form.getAll("activities").map(String) as (typeof TRIP_ACTIVITIES)[number][],
    };
    const checked = checkForm(tripCreateSchema, values);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors as FieldErrors<Field>);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const trip = await sendJson<TripView>("POST", "/api/trips", values);
      router.push(`/trips/${trip.id}`);
    } catch (error) {
      setFailure(describeError(error) || TRIP_TEXT.createFailed);
      setBusy(false);
    }
  }

  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-(--radius-card) border border-border bg-surface p-5">
      <h2 id={`${id}-title`} className="font-display text-heading">
        {TRIP_TEXT.newTrip}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <div>
          <Label htmlFor={`${id}-name`}>{TRIP_TEXT.name}</Label>
          <Input
            id={`${id}-name`}
            name="name"
            maxLength={80}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described("name")}
          />
          {error("name")}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor={`${id}-start`}>{TRIP_TEXT.startDate}</Label>
            <Input
              id={`${id}-start`}
              name="startDate"
              type="date"
              aria-invalid={errors.startDate ? true : undefined}
              aria-describedby={described("startDate")}
            />
            {error("startDate")}
          </div>
          <div>
            <Label htmlFor={`${id}-end`}>{TRIP_TEXT.endDate}</Label>
            <Input
              id={`${id}-end`}
              name="endDate"
              type="date"
              aria-invalid={errors.endDate ? true : undefined}
              aria-describedby={described("endDate")}
            />
            {error("endDate")}
          </div>
        </div>
        <fieldset aria-describedby={described("activities")}>
          <legend className="text-sm font-medium">{TRIP_TEXT.activities}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {TRIP_ACTIVITIES.map((activity) => (
              <label key={activity} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="activities" value={activity} className="size-4" />
                {activity}
              </label>
            ))}
          </div>
          {error("activities")}
        </fieldset>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? TRIP_TEXT.submitting : TRIP_TEXT.submit}
        </Button>
      </form>
    </section>
  );
}
