import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripSummary } from "@/lib/trips/schemas";
import { NewTripForm } from "./new-trip-form";
import { TripList } from "./trip-list";

/** The trips list (from the server, filtered by its island for deletes that can still be undone) and the new-trip form. */
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
          <TripList trips={trips} />
        </section>
        <NewTripForm />
      </div>
    </div>
  );
}
