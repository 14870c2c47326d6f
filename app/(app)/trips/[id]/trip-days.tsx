"use client";

import { FIELD_LABEL_CLASS, NativeSelect } from "@/components/ui/native-select";
import { Photo } from "@/components/ui/photo";
import { TRIP_TEXT } from "@/lib/messages/trips";
import { dayWeatherText, pieceName, plannedOccasions } from "@/lib/trips/checklist-view";
import { DAY_OCCASIONS, type Occasion, type TripDayView, type TripView } from "@/lib/trips/schemas";
import { useRef, useState } from "react";
import { SwapDialog, type SwapTarget } from "./swap-dialog";

const PLAN = "plan";

/**
 * Each day of the trip: its date, weather (the forecast, or the season and why) and activity,
 * which the owner may choose (a native select: the phone's own picker, labelled by the day), and
 * the outfit's photos, each with a swap button that opens the pieces that fit (./swap-dialog.tsx).
 */
export function TripDays({
  trip,
  onDayOccasion,
  onSwap,
}: {
  trip: TripView;
  onDayOccasion: (date: string, occasion: Occasion | null) => Promise<void>;
  onSwap: (date: string, from: number, to: number) => Promise<void>;
}) {
  const [target, setTarget] = useState<SwapTarget | null>(null);
  // The swap button that opened the dialog, by day and place: after a swap its piece has changed,
  // so the focus goes back to the button in the same place.
  const opener = useRef<string | null>(null);
  const returnFocus = () => {
    const button = document.querySelector<HTMLElement>(`[data-swap-slot="${opener.current}"]`);
    button?.focus();
  };
  const planned = plannedOccasions(trip);
  const packed = new Set(trip.items.map((item) => item.id));
  return (
    <section aria-labelledby="trip-days" className="mt-10">
      <h2 id="trip-days" className="font-display text-heading">
        {TRIP_TEXT.days}
      </h2>
      <ol className="mt-3 grid gap-4">
        {trip.days.map((day, index) => (
          <li key={day.date} className="break-inside-avoid rounded-(--radius-card) border border-border p-4">
            <DayHeading day={day} planned={planned[index] ?? "everyday"} onDayOccasion={onDayOccasion} />
            {day.items.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{TRIP_TEXT.noOutfit}</p>
            ) : (
              <ul className="mt-3 flex flex-wrap gap-3">
                {day.items.map((item, position) => (
                  <li key={item.id} className="w-24 text-center text-xs">
                    <Photo
                      src={item.thumbnailUrl}
                      alt={pieceName(item)}
                      width={96}
                      height={96}
                      className="size-24 rounded-lg object-cover"
                    />
                    <span className="mt-1 block truncate">{pieceName(item)}</span>
                    <button
                      type="button"
                      data-swap-slot={`${day.date}:${position}`}
                      onClick={() => {
                        opener.current = `${day.date}:${position}`;
                        setTarget({ date: day.date, item, packed });
                      }}
                      aria-label={TRIP_TEXT.swapLabel(pieceName(item), day.date)}
                      className="mt-1 min-h-11 w-full rounded-md text-xs underline underline-offset-2 hover:text-foreground focus-visible:outline-2 print:hidden"
                    >
                      {TRIP_TEXT.swap}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <SwapDialog
        tripId={trip.id}
        target={target}
        onSwap={onSwap}
        onClose={() => setTarget(null)}
        returnFocus={returnFocus}
      />
    </section>
  );
}

/** The day's date and weather, and its activity: as planned for the trip, or the owner's choice. */
function DayHeading({
  day,
  planned,
  onDayOccasion,
}: {
  day: TripDayView;
  planned: Occasion;
  onDayOccasion: (date: string, occasion: Occasion | null) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const weather = dayWeatherText(day.weather);
  const selectId = `trip-day-${day.date}`;
  async function choose(value: string) {
    setBusy(true);
    await onDayOccasion(day.date, value === PLAN ? null : (value as Occasion));
    setBusy(false);
  }
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h3 className="font-medium">
          {day.date} · {TRIP_TEXT.occasion(day.occasion)}
        </h3>
        {weather ? (
          <p className="text-sm text-muted-foreground" data-testid="trip-day-weather">
            {weather}
          </p>
        ) : null}
      </div>
      <div className="grid w-full gap-1 sm:w-56 print:hidden">
        <label htmlFor={selectId} className={FIELD_LABEL_CLASS}>
          {TRIP_TEXT.dayActivity(day.date)}
        </label>
        <NativeSelect
          id={selectId}
          value={day.assigned ? day.occasion : PLAN}
          disabled={busy}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value={PLAN}>{TRIP_TEXT.dayPlan(planned)}</option>
          {DAY_OCCASIONS.map((occasion) => (
            <option key={occasion} value={occasion}>
              {TRIP_TEXT.occasion(occasion)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
