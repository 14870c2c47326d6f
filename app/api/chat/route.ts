import { withOwner } from "@/lib/http/route";
import { chatOutfits, chatRequestSchema } from "@/lib/outfits";

export const dynamic = "force-dynamic";

/**
 * POST /api/chat {message} → {response}: `response` is JSON text `{"outfits": [...]}` (SPEC §7).
 * Not a prompt relay: the message (≤ 500 characters) is preference text for outfits built from the
 * caller's own closet.
 */
export const POST = withOwner(async ({ owner, req }) => {
  const { message } = chatRequestSchema.parse(await req.json());
  return Response.json(await chatOutfits(owner, message), { headers: { "Cache-Control": "private, no-store" } });
});
