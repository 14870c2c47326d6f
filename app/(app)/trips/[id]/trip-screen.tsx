"use client";

import { Button } from "@/components/ui/button";
import { describeError, sendJson } from "@/lib/api-client";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripItemView, TripView } from "@/lib/trips/schemas";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

const pieceName = (item: TripItemView) => item.name ?? item.category;

/** A trip's page: the packing list as a checklist, the days' outfits with photos, and the gaps. */
export function TripScreen({ trip }: { trip: TripView }) {
  const router = useRouter();
  const [checked, setChecked] = useState(
    () => new Set(trip.checklist.filter((entry) => entry.checked).map((entry) => entry.itemId)),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Ticks are saved in order: each PATCH sends the whole set, so the last one sent wins.
  const saving = useRef(Promise.resolve());

  function toggle(itemId: number) {
    const before = checked;
    const after = new Set(before);
    if (after.has(itemId)) after.delete(itemId);
    else after.add(itemId);
    setChecked(after); // optimistic
    setFailure(null);
    saving.current = saving.current.then(async () => {
      try {
        await sendJson<TripView>("PATCH", `/api/trips/${trip.id}`, { checked: [...after] });
      } catch {
        setChecked(before); // roll back
        setFailure(TRIP_TEXT.saveFailed);
      }
    });
  }

  async function remove() {
    try {
      await sendJson("DELETE", `/api/trips/${trip.id}`);
      router.push("/trips");
      router.refresh();
    } catch (error) {
      setFailure(describeError(error) || TRIP_TEXT.deleteFailed);
    }
  }

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
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          {TRIP_TEXT.print}
        </Button>
        {confirming ? (
          <Button variant="destructive" onClick={remove}>
            {TRIP_TEXT.confirmDelete}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {TRIP_TEXT.delete}
          </Button>
        )}
      </div>
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-destructive print:hidden">
          {failure}
        </p>
      ) : null}

      {trip.gaps.length > 0 ? (
        <section aria-labelledby="trip-gaps" className="mt-8 rounded-(--radius-card) border border-border p-4">
          <h2 id="trip-gaps" className="font-medium">
            {TRIP_TEXT.gaps}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {trip.gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="trip-checklist" className="mt-8">
        <h2 id="trip-checklist" className="font-display text-heading">
          {TRIP_TEXT.checklist}{" "}
          <span className="text-sm text-muted-foreground">
            ({TRIP_TEXT.packedCount(trip.items.filter((item) => checked.has(item.id)).length, trip.items.length)})
          </span>
        </h2>
        {trip.items.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{TRIP_TEXT.noItems}</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {trip.items.map((item) => (
              <li key={item.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-border p-2">
                  <input
                    type="checkbox"
                    className="size-5 print:appearance-auto"
                    checked={checked.has(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                  {/* eslint-disable-next-line @next/next/no-img-element -- stored thumbnails, sized here */}
                  <img src={item.thumbnailUrl} alt="" width={40} height={40} className="size-10 rounded object-cover" />
                  <span>
                    {pieceName(item)}
                    <span className="block text-xs text-muted-foreground">{item.category}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="trip-days" className="mt-10">
        <h2 id="trip-days" className="font-display text-heading">
          {TRIP_TEXT.days}
        </h2>
        <ol className="mt-3 grid gap-4">
          {trip.days.map((day) => (
            <li key={day.date} className="break-inside-avoid rounded-(--radius-card) border border-border p-4">
              <h3 className="font-medium">
                {day.date} · {TRIP_TEXT.occasion(day.occasion)}
              </h3>
              {day.items.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">{TRIP_TEXT.noOutfit}</p>
              ) : (
                <ul className="mt-3 flex flex-wrap gap-3">
                  {day.items.map((item) => (
                    <li key={item.id} className="w-24 text-center text-xs">
                      {/* eslint-disable-next-line @next/next/no-img-element -- stored thumbnails, sized here */}
                      <img
                        src={item.thumbnailUrl}
                        alt={pieceName(item)}
                        width={96}
                        height={96}
                        className="size-24 rounded-lg object-cover"
                      />
                      <span className="mt-1 block truncate">{pieceName(item)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
