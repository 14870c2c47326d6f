import { bulkUpdateClosetItems, closetBulkSchema } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";

/**
 * POST /api/closet/bulk {ids, action, value?} → {updated, ignored}: one action over up to 500 of the
 * caller's items, in one transaction; ids that are not theirs are ignored and counted (lib/closet/bulk.ts).
 */
export const POST = withOwner({ body: closetBulkSchema }, async ({ owner, input }) =>
  Response.json(await bulkUpdateClosetItems(owner, input)),
);
