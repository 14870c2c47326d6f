import { requirePageOwner } from "@/lib/auth/page-owner";
import { AppError } from "@/lib/errors";
import { busyAware } from "@/lib/http/busy-page";
import { rowIdFrom } from "@/lib/http/row-id";
import { getTrip } from "@/lib/trips";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TripScreen } from "./trip-screen";

export const metadata: Metadata = { title: "trip" };

/**
 * /trips/{id} (issue #29), rendered on the server: the packing list, the days and the gaps are in
 * the first HTML; the client island saves ticks (optimistic, rolled back on failure), prints, deletes.
 */
async function TripPage({ params }: PageProps<"/trips/[id]">) {
  const { id: raw } = await params;
  const id = rowIdFrom(raw);
  const owner = await requirePageOwner(`/trips/${raw}`);
  if (id === null) notFound();
  const trip = await getTrip(owner, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return <TripScreen trip={trip} />;
}

export default busyAware(TripPage);
