/**
 * Inputs of the inspiration calls as zod schemas, for the route handlers. The zod-free part of the
 * contract (views, keys) is ./contract.ts, re-exported here; client islands import that one.
 */
import { INSPIRATION_MESSAGES } from "@/lib/messages/inspiration";
import { z } from "zod";

/**
 * GET /api/inspiration's query: `saved=true` lists only saved images, `saved=false` only the
 * others; absent or empty (`?saved=`) lists all.
 */
export const inspirationListQuerySchema = z.object({
  saved: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(["true", "false"], { error: INSPIRATION_MESSAGES.invalidSavedFilter })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true")),
  ),
});

/**
 * POST /api/inspiration/{id}/save: `{saved: true|false}` sets the saved state (PUT-like, so a double
 * click cannot undo itself); a call without a body toggles, as SPEC §7 says (`undefined` here).
 */
export const inspirationSaveRequestSchema = z
  .object(
    { saved: z.boolean({ error: INSPIRATION_MESSAGES.invalidSaved }) },
    { error: INSPIRATION_MESSAGES.invalidSaved },
  )
  .optional()
  .transform((body) => body?.saved);

/** PATCH /api/inspiration/{id}'s body, defined beside the closet's tag rules (one tag rule for both). */
export { inspirationTagsPatchSchema } from "@/lib/closet/schemas";

export * from "./contract";
