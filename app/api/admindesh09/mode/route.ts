import { checkAdmin } from "@/lib/admin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /api/admindesh09/mode {password} → {mode}; 401 for a wrong password, 429 past the limit. */
export const POST = route(async ({ req }) =>
  Response.json(await checkAdmin(req, await req.json()), { headers: { "Cache-Control": "no-store" } }),
);
