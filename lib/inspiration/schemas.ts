/**
 * Inputs of the inspiration calls as zod schemas, for the route handlers. The zod-free part of the
 * contract (views, keys) is ./contract.ts, re-exported here; client islands import that one.
 */
import { INSPIRATION_MESSAGES } from "@/lib/messages";
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

/** PATCH /api/inspiration/{id}'s body, defined beside the closet's tag rules (one tag rule for both). */
export { inspirationTagsPatchSchema } from "@/lib/closet/schemas";

export * from "./contract";
