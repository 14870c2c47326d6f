import { toErrorResponse } from "@/lib/errors";
import { getSiteMode } from "@/lib/site-mode";

export const dynamic = "force-dynamic";

/** GET /api/admin/mode → {mode}; public, polled every 30 s by the visitor app. */
export async function GET() {
  try {
    return Response.json({ mode: await getSiteMode() }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
