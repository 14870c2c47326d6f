import "server-only";

import { type Owner, ownerKey, ownerWhere } from "@/lib/auth/owner";
import type { CleanoutChoice } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { closetItemNotFound } from "@/lib/errors";
import { addMonths, type CleanoutRequest } from "./cleanout-schema";
import type { CleanoutView } from "./contract";
import { utcToday } from "./schemas";

/**
 * PUT /api/closet/{id}/cleanout (issue #41): stores the cleanout queue's choice. "keep" takes the
 * piece out of the queue until `keepMonths` after the owner's today (it comes back then if still
 * unworn); donate and sell put it on the leaving list (out of outfits); maybe keeps it in the
 * queue; null brings it back from either. Any other choice ends a keep. Another owner's id is 404.
 */
export async function setCleanout(owner: Owner, id: number, request: CleanoutRequest): Promise<CleanoutView> {
  const keepUntil =
    request.choice === "keep" && request.keepMonths !== undefined
      ? addMonths(request.today ?? utcToday(), request.keepMonths)
      : null;
  const db = await getDb();
  const [row] = await db.$transaction(async (tx) => {
    const updated = await tx.clothingItem.updateManyAndReturn({
      where: { id, ...ownerWhere(owner) },
      data: { cleanout: request.choice, keepUntil: keepUntil === null ? null : new Date(`${keepUntil}T00:00:00Z`) },
      select: { id: true, cleanout: true, keepUntil: true },
    });
    // Leaving and coming back decide which pieces outfits may use (lib/style/rules.ts isWearable):
    // the cached outfits are stale, as after an edit of the item's facts.
    if (updated.length > 0) await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner), kind: "outfits" } });
    return updated;
  });
  if (!row) throw closetItemNotFound();
  return {
    id: row.id,
    cleanout: row.cleanout as CleanoutChoice | null,
    keepUntil: row.keepUntil?.toISOString().slice(0, 10) ?? null,
  };
}
