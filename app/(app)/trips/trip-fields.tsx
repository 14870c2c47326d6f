import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { TRIP_LIMITS } from "@/lib/trips/schemas";
import { TRIP_ACTIVITIES, type TripActivity } from "@/lib/trips/schemas";
import type { ComponentProps } from "react";

/** What the trip forms hold: the new-trip form and the trip page's edit form alike. */
export type TripFieldValues = {
  name: string;
  startDate: string;
  endDate: string;
  place: string;
  activities: TripActivity[];
};
type Field = keyof TripFieldValues;

/** The activities with one ticked or unticked, in the order the boxes are drawn. */
const withActivity = (current: readonly TripActivity[], activity: TripActivity, ticked: boolean) =>
  TRIP_ACTIVITIES.filter((each) => (each === activity ? ticked : current.includes(each)));

/** The server's refusal of the place (a city the geocoder does not know, the lookup down), shown under it. */
export const placeErrorOf = (error: Error) =>
  error instanceof ApiError && (error.code === "place_not_found" || error.code === "place_lookup_failed")
    ? { field: "place" as const, message: error.userMessage }
    : null;

/**
 * A trip's fields: name, dates, place and activities, each labelled with its message underneath,
 * which the field names as its description. `id` keeps two forms on one page apart.
 */
export function TripFields({
  id,
  values,
  errors,
  setField,
}: {
  id: string;
  values: TripFieldValues;
  errors: Partial<Record<Field, string>>;
  setField: <F extends Field>(field: F, value: TripFieldValues[F]) => void;
}) {
  const errorId = (field: Field) => `${id}-${field}-error`;
  const text = (field: "name" | "startDate" | "endDate" | "place") => ({
    name: field,
    value: values[field],
    onValueChange: (value: string) => setField(field, value),
    error: errors[field],
    errorId: errorId(field),
  });
  return (
    <>
      <TripInput id={`${id}-name`} label={TRIP_TEXT.name} maxLength={TRIP_LIMITS.nameMax} {...text("name")} />
      <div className="grid grid-cols-2 gap-3">
        <TripInput id={`${id}-start`} label={TRIP_TEXT.startDate} type="date" {...text("startDate")} />
        <TripInput id={`${id}-end`} label={TRIP_TEXT.endDate} type="date" {...text("endDate")} />
      </div>
      <TripInput
        id={`${id}-place`}
        label={TRIP_TEXT.place}
        hint={TRIP_TEXT.placeHint}
        maxLength={TRIP_LIMITS.placeMax}
        autoComplete="off"
        {...text("place")}
      />
      <fieldset aria-describedby={errors.activities ? errorId("activities") : undefined}>
        <legend className="text-sm font-medium">{TRIP_TEXT.activities}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {TRIP_ACTIVITIES.map((activity) => (
            <label key={activity} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="activities"
                value={activity}
                checked={values.activities.includes(activity)}
                onChange={(event) =>
                  setField("activities", withActivity(values.activities, activity, event.target.checked))
                }
                className="size-4"
              />
              {activity}
            </label>
          ))}
        </div>
        <FieldMessage id={errorId("activities")} message={errors.activities} />
      </fieldset>
    </>
  );
}

/** A labelled input with its hint and message underneath, which the input names as its description. */
function TripInput({
  id,
  label,
  hint,
  error,
  errorId,
  onValueChange,
  ...input
}: Omit<ComponentProps<typeof Input>, "onChange"> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  errorId: string;
  onValueChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
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
