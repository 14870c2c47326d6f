import { requirePageOwner } from "@/lib/auth/page-owner";
import { busyAware } from "@/lib/http/busy-page";
import { listTrips } from "@/lib/trips";
import type { Metadata } from "next";
import { TripsScreen } from "../trips-screen";

export const metadata: Metadata = { title: "trips" };

/**
 * /trips (issue #29), rendered on the server: the owner's trips are in the first HTML; the client
 * island adds the new-trip form, which opens the new trip's page once it is packed.
 */
async function TripsPage() {
  const owner = await requirePageOwner("/trips");
  return <TripsScreen trips={await listTrips(owner)} />;
}

export default busyAware(TripsPage);
