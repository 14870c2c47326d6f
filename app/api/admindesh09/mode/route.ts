import { ADMIN_LIMITS, adminCheckSchema, checkAdmin } from "@/lib/admin";
import { route } from "@/lib/http/route";

/** POST /api/admindesh09/mode {password} → {mode}; 401 for a wrong password, 429 while a delay runs. */
export const POST = route({ body: adminCheckSchema, limits: ADMIN_LIMITS }, async ({ input }) =>
  Response.json(await checkAdmin(input.password)),
);
