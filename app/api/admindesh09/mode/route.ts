import { checkAdmin } from "@/lib/admin";
import { toErrorResponse } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** POST /api/admindesh09/mode {password} → {mode}; 401 for a wrong password, 429 past the limit. */
export async function POST(req: Request) {
  try {
    return Response.json(await checkAdmin(req, await req.json()), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
