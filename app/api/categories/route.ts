import { closetCategoryCounts } from "@/lib/closet";
import { withOwner } from "@/lib/http/route";

/** GET /api/categories → {all, tops, bottoms, ...}: the owner's item count per category. */
export const GET = withOwner(async ({ owner }) => Response.json(await closetCategoryCounts(owner)));
