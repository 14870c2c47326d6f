import { ADMIN_LIMITS, adminToggleSchema, switchMode } from "@/lib/admin";
import { route } from "@/lib/http/route";

/** POST /api/admindesh09/toggle-mode {mode, password} → {mode}; 400 bad mode, 401 wrong password. */
export const POST = route({ body: adminToggleSchema, limits: ADMIN_LIMITS }, async ({ input }) =>
  Response.json(await switchMode(input.mode, input.password)),
);
