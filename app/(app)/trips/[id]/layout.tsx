import { busyAware } from "@/lib/http/busy-page";
import type { ReactNode } from "react";
import { loadTrip } from "./load-trip";

/**
 * Looks the trip up before the page's loading skeleton (./loading.tsx) can stream: once the
 * skeleton is sent the status is 200, so a trip that is not there must be found out here, where
 * `notFound()` still answers HTTP 404 (issue #41). The page reads the same cached trip.
 */
async function TripLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  await loadTrip((await params).id);
  return children;
}

export default busyAware(TripLayout);
