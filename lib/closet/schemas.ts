/**
 * Inputs of the closet calls as zod schemas, for the route handlers, so the category rule and its
 * message cannot drift. The zod-free part of the contract (views, keys, helpers) is ./contract.ts,
 * re-exported here; client islands import that one.
 */
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { BULK_ACTIONS, CATEGORIES, CLOSET_SORTS, ITEM_LIMITS, SEASONS, STATUS_FILTERS } from "@/lib/constants";
import { noControlCharacters } from "@/lib/forms/plain-text";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { z } from "zod";
import { MAX_PAGE_SIZE, parseTags, UPLOAD_CATEGORY_AUTO } from "./contract";
import { decodeCursor } from "./cursor";
import { itemStatusSchema, styleTagsSchema, tagSchema } from "./item-schema";

export const categorySchema = z.enum(CATEGORIES, { error: CLOSET_MESSAGES.invalidCategory });

/**
 * The upload form's `category` field: one of the 8, or absent (also empty or `auto`) for "detect it"
 * (issue #25: the server reads it from the cut-out; SPEC §3's default 'other' only when nothing is
 * detected). Parsed to undefined then.
 */
export const uploadCategorySchema = z.preprocess(
  (value) => (value === undefined || value === "" || value === UPLOAD_CATEGORY_AUTO ? undefined : value),
  categorySchema.optional(),
);

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * GET /api/closet's query: `category` ('all' or absent for every item), `tags`, `q` (search), `status`
 * (default current: active and laundry), `color`, `season`, `sort` (default newest), `limit`, `cursor`.
 */
export const closetListQuerySchema = z
  .object({
    q: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .check(noControlCharacters())
        .transform((value) => value.trim())
        .refine((value) => value.length <= ITEM_LIMITS.search, ITEM_MESSAGES.searchTooLong(ITEM_LIMITS.search))
        .transform((value) => value || undefined)
        .optional(),
    ),
    status: z.preprocess(
      emptyToUndefined,
      z.enum(STATUS_FILTERS, { error: ITEM_MESSAGES.invalidStatusFilter }).default("current"),
    ),
    color: z.preprocess(emptyToUndefined, z.enum(COLOUR_TAGS, { error: ITEM_MESSAGES.invalidColor }).optional()),
    season: z.preprocess(emptyToUndefined, z.enum(SEASONS, { error: ITEM_MESSAGES.invalidSeason }).optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(CLOSET_SORTS, { error: ITEM_MESSAGES.invalidSort }).default("newest")),
    category: z.preprocess(
      (value) => (value === "all" ? undefined : emptyToUndefined(value)),
      categorySchema.optional(),
    ),
    tags: z
      .preprocess(emptyToUndefined, z.string().check(noControlCharacters()).optional())
      .transform((value) => parseTags(value)),
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
  })
  // A cursor names the sort it was made for: one from another sort would skip or repeat items.
  .refine((query) => !query.cursor || query.cursor.sort === query.sort, {
    message: CLOSET_MESSAGES.invalidCursor,
    path: ["cursor"],
  });

export type ClosetListQuery = z.infer<typeof closetListQuerySchema>;

/**
 * POST /api/closet/bulk: `ids` (1–500 of the caller's items; others are ignored and counted), `action`,
 * and `value` where the action needs one: a category, a tag, or a status.
 */
export const closetBulkSchema = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: ITEM_MESSAGES.bulkIds(ITEM_LIMITS.bulkIds) })
      .min(1, ITEM_MESSAGES.bulkIds(ITEM_LIMITS.bulkIds))
      .max(ITEM_LIMITS.bulkIds, ITEM_MESSAGES.bulkIds(ITEM_LIMITS.bulkIds))
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { error: ITEM_MESSAGES.bulkAction }),
    value: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const { ids, action } = input;
    const need = <T>(schema: z.ZodType<T>, what: string): T => {
      const parsed = schema.safeParse(input.value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: input.value === undefined ? ITEM_MESSAGES.bulkValue(action, what) : parsed.error.issues[0]!.message,
      });
      return z.NEVER;
    };
    switch (action) {
      case "set-category":
        return { ids, action, value: need(categorySchema, "one of the 8 categories") };
      case "add-tag":
      case "remove-tag":
        return { ids, action, value: need(tagSchema, "a tag") };
      case "set-status":
        return { ids, action, value: need(itemStatusSchema, "active, laundry or archived") };
      default:
        return { ids, action };
    }
  });

export type ClosetBulkInput = z.output<typeof closetBulkSchema>;

/** PATCH /api/inspiration/{id}: the image's whole tag list. */
export const inspirationTagsPatchSchema = z.strictObject(
  { styleTags: styleTagsSchema },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? ITEM_MESSAGES.unknownField(String(issue.keys[0])) : undefined,
  },
);

export { type ClosetCursor, decodeCursor, encodeCursor } from "./cursor";
export * from "./item-schema";

export * from "./contract";
