import { publicOrigin } from "@/lib/http/public-origin";
import { withOwner } from "@/lib/http/route";
import { listShares } from "@/lib/share";

/** GET /api/shares → the owner's shares (ShareView[]), newest first. */
export const GET = withOwner(async ({ owner, req }) => Response.json(await listShares(owner, publicOrigin(req))));
