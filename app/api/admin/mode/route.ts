import { route } from "@/lib/http/route";
import { getSiteMode } from "@/lib/site-mode";

/** GET /api/admin/mode → {mode}; public, polled every 30 s by the visitor app. */
export const GET = route(async () => Response.json({ mode: await getSiteMode() }));
