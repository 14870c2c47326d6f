/**
 * Inputs of the "before you buy" check calls as zod schemas (issue #44), shared by the route handlers
 * and the screens' forms, and the shape a check's judgement is kept in. Price, currency, name and
 * brand follow the closet's own rules and messages (lib/closet/item-schema.ts): a check that is
 * bought becomes a closet item with them. The zod-free part (views) is ./contract.ts.
 */
import { closetItemPatchSchema, currencySchema, priceSchema, purchasedOnSchema } from "@/lib/closet/item-schema";
import { BUY_CHECK_LIMITS, OUTFIT_ITEMS } from "@/lib/constants";
import { BUY_CHECK_MESSAGES } from "@/lib/messages/buy";
import { z } from "zod";

/** The longest link a check reads: longer ones are no shop's product page. */
export const PRODUCT_URL_MAX = 2048;

/** A form field left empty is a field not given. */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const unknownKeys = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys" ? BUY_CHECK_MESSAGES.unknownField(String(issue.keys[0])) : undefined,
};

const pricing = {
  price: optional(priceSchema.unwrap()),
  currency: optional(currencySchema.unwrap()),
};

/**
 * POST /api/buy-checks multipart: the fields beside the `image` part. `url` is read only to refuse a
 * body that sends both a photo and a link (an empty one is no link).
 */
export const buyCheckPhotoFieldsSchema = z.object({
  ...pricing,
  name: optional(closetItemPatchSchema.shape.name),
  brand: optional(closetItemPatchSchema.shape.brand),
  url: optional(z.string()),
});
export type BuyCheckPhotoFields = z.output<typeof buyCheckPhotoFieldsSchema>;

/** POST /api/buy-checks as JSON {url, price?, currency?}; a body without `url` is told to send a photo or a link. */
export const buyCheckLinkSchema = z
  .strictObject(
    {
      url: z
        .string({ error: BUY_CHECK_MESSAGES.invalidUrl })
        .trim()
        .max(PRODUCT_URL_MAX, BUY_CHECK_MESSAGES.urlTooLong(PRODUCT_URL_MAX))
        .optional(),
      ...pricing,
    },
    unknownKeys,
  )
  .optional();
export type BuyCheckLinkInput = z.output<typeof buyCheckLinkSchema>;

/** POST /api/buy-checks/{id}/bought multipart: the day it was bought (the owner's own), today when absent. */
export const buyCheckBoughtFieldsSchema = z.object({ purchasedOn: optional(purchasedOnSchema.unwrap()) });
export type BuyCheckBoughtFields = z.output<typeof buyCheckBoughtFieldsSchema>;

const id = z.number().int().min(1).max(2_147_483_647);
const money = z.number().min(0).max(1e10).nullable();
/** A gap's words: a trip's name (80 at most), or the piece as a reason names it (a longer description is cut). */
export const GAP_WORDS_MAX = 120;
const words = z.string().max(GAP_WORDS_MAX);
/** A reason names at most three pieces (80-character names), a gap's words or figures: well under this. */
export const REASON_MAX = 400;
/** verdictOf's reasons: look-alikes, outfits, up to 3 gaps and a count of the rest, the cost per wear. */
export const REASONS_MAX = 8;

/**
 * A check's judgement as kept (buy_checks.result): closet item ids (the look-alikes, and each example
 * outfit's pieces without the product), the gaps it fills, the cost per wear and the reasons, as they
 * were when the check was made. Read back with this schema (a row that does not parse shows no pieces,
 * its verdict kept), and an archive's checks are checked with it on restore.
 */
export const buyCheckResultSchema = z.object({
  similarItems: z.array(id).max(20),
  unlocks: z.object({
    count: z.number().int().min(0),
    examples: z.array(z.array(id).max(OUTFIT_ITEMS.max)).max(BUY_CHECK_LIMITS.examples),
  }),
  fillsGaps: z
    .array(z.object({ kind: z.enum(["inspiration", "trip"]), name: words, piece: words, id }))
    .max(BUY_CHECK_LIMITS.gapsKept),
  costPerWear: z
    .object({
      value: money,
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .nullable(),
      wearsPerYear: money,
      closetMedian: money,
    })
    .nullable(),
  reasons: z.array(z.string().max(REASON_MAX)).max(REASONS_MAX),
});
export type BuyCheckResult = z.output<typeof buyCheckResultSchema>;

export const BUY_VERDICTS = ["buy", "think twice", "skip"] as const;

export * from "./contract";
