/**
 * Inputs of the outfit calls as zod schemas, for the route handlers. The zod-free part of the
 * contract (views, keys, limits) is ./contract.ts, re-exported here; client islands import that one.
 */
import { SEASONS, STYLE_THEMES, WEAR_LIMITS } from "@/lib/constants";
import { hasNoControlCharacters, noControlCharacters } from "@/lib/forms/plain-text";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import { VALIDATION } from "@/lib/messages/validation";
import { z } from "zod";
import { CHAT_MESSAGE_MAX_CHARS } from "./contract";

// The filters hold one value or are empty (SPEC §4): "", null and absent all mean "no filter".
const empty = (value: unknown) => (value === "" || value === null ? undefined : value);

/** POST /api/outfits/suggestions: `{season?, styleTheme?}`. */
export const outfitSuggestionsRequestSchema = z.object({
  season: z.preprocess(empty, z.enum(SEASONS, { error: OUTFIT_MESSAGES.invalidSeason }).optional()),
  styleTheme: z.preprocess(empty, z.enum(STYLE_THEMES, { error: OUTFIT_MESSAGES.invalidStyleTheme }).optional()),
});
export type OutfitSuggestionsRequest = z.infer<typeof outfitSuggestionsRequestSchema>;

/** POST /api/chat: `{message}`. */
export const chatRequestSchema = z.object({
  message: z
    .string(OUTFIT_MESSAGES.chatMessageRequired)
    .check(noControlCharacters())
    .trim()
    .min(1, OUTFIT_MESSAGES.chatMessageRequired)
    .max(CHAT_MESSAGE_MAX_CHARS, OUTFIT_MESSAGES.chatMessageTooLong(CHAT_MESSAGE_MAX_CHARS)),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /api/outfits/suggestions with `fresh: true` asks the AI again instead of answering from the cache ('new ideas'). */
export const outfitIdeasRequestSchema = outfitSuggestionsRequestSchema.extend({
  fresh: z.boolean({ error: OUTFIT_MESSAGES.invalidFresh }).optional(),
});
export type OutfitIdeasRequest = z.infer<typeof outfitIdeasRequestSchema>;

/** How many outfits GET /api/outfits?ids= reads at once (a screen shows a handful). */
export const OUTFIT_IDS_MAX = 50;

/**
 * GET /api/outfits's query: `saved=true` lists only saved outfits, `saved=false` only the others;
 * `ids=1,2,3` reads those outfits as they are now, in that order (the ideas on screen, refetched when
 * the tab regains focus), leaving out ids that are gone or not the owner's.
 */
export const outfitListQuerySchema = z.object({
  saved: z
    .enum(["true", "false"], { error: OUTFIT_MESSAGES.invalidSavedFilter })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  ids: z
    .string({ error: OUTFIT_MESSAGES.invalidIds })
    .regex(/^\d{1,9}(,\d{1,9})*$/, OUTFIT_MESSAGES.invalidIds)
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .pipe(z.array(z.number().int().positive()).max(OUTFIT_IDS_MAX, OUTFIT_MESSAGES.invalidIds))
    .optional(),
});

/**
 * POST /api/outfits/{id}/save: `{saved: true|false}` sets the saved state (PUT-like: sending it twice
 * changes nothing the second time). A call without a body saves (`{saved: true}`), so a retried or
 * repeated body-less call can never unsave.
 */
export const outfitSaveRequestSchema = z
  .object({ saved: z.boolean({ error: OUTFIT_MESSAGES.invalidSaved }) }, { error: OUTFIT_MESSAGES.invalidSaved })
  .optional()
  .transform((body) => body?.saved ?? true);

/** A built outfit's name: trimmed, 1–80 characters ("" or absent takes the default name). */
export const OUTFIT_NAME_MAX = 80;
const outfitNameSchema = z
  .string({ error: OUTFIT_MESSAGES.invalidName(OUTFIT_NAME_MAX) })
  .refine(hasNoControlCharacters, VALIDATION.controlCharacters)
  .transform((value) => value.trim())
  .refine((value) => value.length <= OUTFIT_NAME_MAX, OUTFIT_MESSAGES.invalidName(OUTFIT_NAME_MAX));

const { outfitMinItems: MIN, outfitMaxItems: MAX } = WEAR_LIMITS;
/** 2–8 different closet item ids, in the order the outfit shows them. */
const outfitItemIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647), { error: OUTFIT_MESSAGES.buildItemIds(MIN, MAX) })
  .min(MIN, OUTFIT_MESSAGES.buildItemIds(MIN, MAX))
  .max(MAX, OUTFIT_MESSAGES.buildItemIds(MIN, MAX))
  .refine((ids) => new Set(ids).size === ids.length, OUTFIT_MESSAGES.buildDuplicateItems);

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? OUTFIT_MESSAGES.unknownField(String(issue.keys?.[0])) : undefined,
};

/** POST /api/outfits: `{name?, itemIds}`, an outfit the owner puts together (saved at once). */
export const outfitBuildSchema = z.strictObject(
  { name: outfitNameSchema.optional(), itemIds: outfitItemIdsSchema },
  strict,
);
export type OutfitBuildInput = z.output<typeof outfitBuildSchema>;

/** PATCH /api/outfits/{id}: `{name?, itemIds?}`, at least one; a saved outfit, built or suggested. */
export const outfitPatchSchema = z
  .strictObject({ name: outfitNameSchema.optional(), itemIds: outfitItemIdsSchema.optional() }, strict)
  .refine((patch) => patch.name !== undefined || patch.itemIds !== undefined, OUTFIT_MESSAGES.noChanges);
export type OutfitPatchInput = z.output<typeof outfitPatchSchema>;

export * from "./contract";
