import { Skeleton } from "@/components/ui/skeleton";
import { TRIP_TEXT } from "@/lib/messages/trips";

/** While /trips renders on the server (a client-side visit); a trip has its own (../[id]/loading.tsx). */
export default function TripsLoading() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6" role="status" aria-label={TRIP_TEXT.loading}>
      <Skeleton className="h-10 w-40" />
      <Skeleton className="mt-6 h-24 rounded-(--radius-card)" />
      <Skeleton className="mt-4 h-24 rounded-(--radius-card)" />
    </div>
  );
}
