import { switchMode } from "@/lib/admin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /api/admindesh09/toggle-mode {mode, password} → {mode}; 400 bad mode, 401 wrong password. */
export const POST = route(async ({ req }) =>
  Response.json(await switchMode(req, await req.json()), { headers: { "Cache-Control": "no-store" } }),
);
