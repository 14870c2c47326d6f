import { switchMode } from "@/lib/admin";
import { toErrorResponse } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** POST /api/admindesh09/toggle-mode {mode, password} → {mode}; 400 bad mode, 401 wrong password. */
export async function POST(req: Request) {
  try {
    return Response.json(await switchMode(req, await req.json()), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
