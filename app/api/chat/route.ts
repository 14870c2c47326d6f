import { AI_ADDRESS_LIMITS } from "@/lib/ai/limits";
import { withOwner } from "@/lib/http/route";
import { chatOutfits, chatRequestSchema } from "@/lib/outfits";

/**
 * POST /api/chat {message} → {response}: `response` is JSON text `{"outfits": [...]}` (SPEC §7).
 * Not a prompt relay: the message (≤ 500 characters) is preference text for outfits built from the
 * caller's own closet.
 */
export const POST = withOwner({ body: chatRequestSchema, limits: AI_ADDRESS_LIMITS }, async ({ owner, input }) =>
  Response.json(await chatOutfits(owner, input.message)),
);
