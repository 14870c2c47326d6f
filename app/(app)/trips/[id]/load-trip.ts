import "server-only";

import { requirePageOwner } from "@/lib/auth/page-owner";
import { AppError } from "@/lib/errors";
import { rowIdFrom } from "@/lib/http/row-id";
import { getTrip } from "@/lib/trips";
import type { TripView } from "@/lib/trips/schemas";
import { notFound } from "next/navigation";
import { cache } from "react";

/**
 * The owner's trip, or the app's 404 page: another owner's id, a missing trip and an id that
 * cannot be one all read alike. Cached per request, so the layout (which answers the 404) and the
 * page share one query.
 */
export const loadTrip = cache(async (idParam: string): Promise<TripView> => {
  const owner = await requirePageOwner(`/trips/${encodeURIComponent(idParam)}`);
  const id = rowIdFrom(idParam);
  if (id === null) notFound();
  try {
    return await getTrip(owner, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});
