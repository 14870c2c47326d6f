import { Skeleton } from "@/components/ui/skeleton";
import { TRIP_TEXT } from "@/lib/messages/trips";

/** While a trip's page renders on the server (a client-side visit), once its layout found the trip. */
export default function TripLoading() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6" role="status" aria-label={TRIP_TEXT.loading}>
      <Skeleton className="h-5 w-20" />
      <Skeleton className="mt-3 h-10 w-56" />
      <Skeleton className="mt-6 h-24 rounded-(--radius-card)" />
      <Skeleton className="mt-4 h-24 rounded-(--radius-card)" />
    </div>
  );
}
