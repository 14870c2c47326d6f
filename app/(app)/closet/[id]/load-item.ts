import "server-only";

import { requirePageOwner } from "@/lib/auth/page-owner";
import { closetItemView } from "@/lib/closet";
import type { ClosetItemView } from "@/lib/closet/contract";
import { AppError } from "@/lib/errors";
import { rowIdFrom } from "@/lib/http/row-id";
import { notFound } from "next/navigation";
import { cache } from "react";

/**
 * The owner's item, or the app's 404 page: another owner's id, a missing item and an id that
 * cannot be one all read alike. Cached per request, so the layout (which answers the 404), the
 * title and the page share one query.
 */
export const loadItem = cache(async (idParam: string): Promise<ClosetItemView> => {
  const owner = await requirePageOwner(`/closet/${encodeURIComponent(idParam)}`);
  const id = rowIdFrom(idParam);
  if (id === null) notFound();
  try {
    return await closetItemView(owner, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
});
