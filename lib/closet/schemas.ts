/**
 * Inputs of the closet calls as zod schemas, for the route handlers, so the category rule and its
 * message cannot drift. The zod-free part of the contract (views, keys, helpers) is ./contract.ts,
 * re-exported here; client islands import that one.
 */
import { CATEGORIES } from "@/lib/constants";
import { plainText } from "@/lib/forms/plain-text";
import { CLOSET_MESSAGES } from "@/lib/messages";
import { z } from "zod";
import { decodeCursor, MAX_PAGE_SIZE, parseTags } from "./contract";

export const categorySchema = z.enum(CATEGORIES, { error: CLOSET_MESSAGES.invalidCategory });

/** The upload form's `category` field. Absent means the schema default 'other' (SPEC §3). */
export const uploadCategorySchema = z.preprocess(
  (value) => (value === undefined || value === "" ? "other" : value),
  categorySchema,
);

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** GET /api/closet's query: `category` ('all' or absent for every item), `tags`, `limit`, `cursor`. */
export const closetListQuerySchema = z.object({
  category: z.preprocess((value) => (value === "all" ? undefined : emptyToUndefined(value)), categorySchema.optional()),
  tags: z.preprocess(emptyToUndefined, plainText().optional()).transform((value) => parseTags(value)),
  limit: z.preprocess(
    emptyToUndefined,
    // Without `limit` a call still gets one page (the largest), with X-Next-Cursor when more follow.
    z.coerce
      .number({ error: CLOSET_MESSAGES.invalidLimit })
      .int(CLOSET_MESSAGES.invalidLimit)
      .min(1, CLOSET_MESSAGES.invalidLimit)
      .max(MAX_PAGE_SIZE, CLOSET_MESSAGES.invalidLimit)
      .default(MAX_PAGE_SIZE),
  ),
  cursor: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform(
        (value, ctx) =>
          decodeCursor(value) ?? (ctx.addIssue({ code: "custom", message: CLOSET_MESSAGES.invalidCursor }), z.NEVER),
      )
      .optional(),
  ),
});

export type ClosetListQuery = z.infer<typeof closetListQuerySchema>;

export * from "./contract";
