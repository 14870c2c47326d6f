import { EmptyState } from "@/components/ui/empty-state";
import { TRIP_TEXT } from "@/lib/messages/trips";
import type { TripSummary } from "@/lib/trips/schemas";
import { Luggage } from "lucide-react";
import Link from "next/link";
import { NewTripForm } from "./new-trip-form";

/** The trips list (from the server) and, as the one client island, the new-trip form. */
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
                      {trip.dates.start} – {trip.dates.end} · {TRIP_TEXT.dayCount(trip.days)}
                      {trip.place ? ` · ${trip.place.name}` : ""} · {TRIP_TEXT.packedCount(trip.checked, trip.items)}
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
