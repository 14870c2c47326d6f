import { withOwner } from "@/lib/http/route";
import { inspirationMissingPieces, parseInspirationId } from "@/lib/inspiration";

/** GET /api/inspiration/{id}/missing-pieces → {missingPieces: [...]}; cached until the closet changes. */
export const GET = withOwner<{ id: string }>(async ({ owner, params }) =>
  Response.json(await inspirationMissingPieces(owner, parseInspirationId(params.id))),
);
