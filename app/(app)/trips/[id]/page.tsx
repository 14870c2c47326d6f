import { busyAware } from "@/lib/http/busy-page";
import type { Metadata } from "next";
import { loadTrip } from "./load-trip";
import { TripScreen } from "./trip-screen";

export const metadata: Metadata = { title: "trip" };

/**
 * /trips/{id} (issue #29), rendered on the server: the packing list, the days and the gaps are in
 * the first HTML; the client island saves ticks (optimistic, rolled back on failure), prints, deletes.
 * A trip that is not there is the layout's 404 (./layout.tsx).
 */
async function TripPage({ params }: PageProps<"/trips/[id]">) {
  return <TripScreen trip={await loadTrip((await params).id)} />;
}

export default busyAware(TripPage);
