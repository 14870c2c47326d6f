/**
 * PATCH /api/closet/{id}'s body as one zod schema, shared by the route handler and the item page's
 * edit form, so a rule and its message cannot drift. Client-safe: no server code, and loaded lazily
 * by the form (zod arrives after the page is interactive).
 */
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { CATEGORIES, ITEM_LIMITS, ITEM_STATUSES, SEASONS } from "@/lib/constants";
import { hasNoControlCharacters } from "@/lib/forms/plain-text";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { VALIDATION } from "@/lib/messages/validation";
import { factsPatchSchema } from "@/lib/style/fact-overrides";
import { z } from "zod";
import { seasonsAreExclusive } from "./seasons";

/** A free-text field: trimmed, "" or null clears it, bounded with a message naming the field. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} must be text.` })
    .refine(hasNoControlCharacters, VALIDATION.controlCharacters)
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, ITEM_MESSAGES.tooLong(field, max))
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** An owner's tag: '#' dropped, trimmed, lower-cased, 1–32 characters. */
export const tagSchema = z
  .string({ error: ITEM_MESSAGES.emptyTag })
  .refine(hasNoControlCharacters, VALIDATION.controlCharacters)
  .transform((value) => value.trim().replace(/^#+/, "").trim().toLowerCase())
  .refine((value) => value.length >= 1, ITEM_MESSAGES.emptyTag)
  .refine((value) => value.length <= ITEM_LIMITS.tag, ITEM_MESSAGES.tagTooLong(ITEM_LIMITS.tag));

/** The whole tag list of an item (vocabulary and own tags alike), without repeats, at most 20. */
export const styleTagsSchema = z
  .array(tagSchema, { error: ITEM_MESSAGES.tooManyTags(ITEM_LIMITS.tagsPerItem) })
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= ITEM_LIMITS.tagsPerItem, ITEM_MESSAGES.tooManyTags(ITEM_LIMITS.tagsPerItem));

const unique = <T>(values: T[]) => [...new Set(values)];

export const colorsSchema = z
  .array(z.enum(COLOUR_TAGS, { error: ITEM_MESSAGES.invalidColor }), { error: ITEM_MESSAGES.invalidColor })
  .transform(unique)
  .refine((colors) => colors.length <= ITEM_LIMITS.colors, ITEM_MESSAGES.tooManyColors(ITEM_LIMITS.colors));

/** "all-season" alone, or single seasons (./seasons.ts): a list with both is refused. */
export const seasonsSchema = z
  .array(z.enum(SEASONS, { error: ITEM_MESSAGES.invalidSeason }), { error: ITEM_MESSAGES.invalidSeason })
  .transform(unique)
  .refine(seasonsAreExclusive, ITEM_MESSAGES.seasonsExclusive);

export const itemStatusSchema = z.enum(ITEM_STATUSES, { error: ITEM_MESSAGES.invalidStatus });

const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/** A number or a numeric string ("12.5"), 0 to 1,000,000 with at most 2 decimals; null clears it. */
export const priceSchema = z
  .union([z.number(), z.string()], { error: ITEM_MESSAGES.invalidPrice(ITEM_LIMITS.priceMax) })
  .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
  .refine((value) => PRICE_PATTERN.test(value), ITEM_MESSAGES.invalidPrice(ITEM_LIMITS.priceMax))
  .transform(Number)
  .refine((value) => value <= ITEM_LIMITS.priceMax, ITEM_MESSAGES.invalidPrice(ITEM_LIMITS.priceMax))
  .nullable();

export const currencySchema = z
  .string({ error: ITEM_MESSAGES.invalidCurrency })
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => /^[A-Z]{3}$/.test(value), ITEM_MESSAGES.invalidCurrency)
  .nullable();

/** A calendar date "YYYY-MM-DD" from 1900 on and not after tomorrow (a purchase today, in any time zone). */
export const purchasedOnSchema = z
  .string({ error: ITEM_MESSAGES.invalidDate })
  .refine(isPurchaseDate, ITEM_MESSAGES.invalidDate)
  .nullable();

function isPurchaseDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return Number(match[1]) >= 1900 && date.getTime() <= Date.now() + 24 * 60 * 60_000;
}

export const EDITABLE_FIELDS = [
  "name",
  "category",
  "styleTags",
  "colors",
  "brand",
  "size",
  "price",
  "currency",
  "purchasedOn",
  "material",
  "seasons",
  "notes",
  "status",
  "favorite",
  "facts",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/**
 * PATCH /api/closet/{id}: any subset of the editable fields (at least one); other keys are refused
 * by name. The cleanout queue's choice has its own call, PUT /api/closet/{id}/cleanout (issue #41),
 * since "keep" comes with a period (lib/wears/cleanout-schema.ts).
 */
export const closetItemPatchSchema = z
  .strictObject(
    {
      name: optionalText("name", ITEM_LIMITS.name),
      category: z.enum(CATEGORIES, { error: CLOSET_MESSAGES.invalidCategory }),
      styleTags: styleTagsSchema,
      colors: colorsSchema,
      brand: optionalText("brand", ITEM_LIMITS.brand),
      size: optionalText("size", ITEM_LIMITS.size),
      price: priceSchema,
      currency: currencySchema,
      purchasedOn: purchasedOnSchema,
      material: optionalText("material", ITEM_LIMITS.material),
      seasons: seasonsSchema,
      notes: optionalText("notes", ITEM_LIMITS.notes),
      status: itemStatusSchema,
      favorite: z.boolean({ error: ITEM_MESSAGES.invalidFavorite }),
      /** the garment facts the owner sets (issue #39): each a value, or "auto" */
      facts: factsPatchSchema,
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? ITEM_MESSAGES.unknownField(String(issue.keys[0])) : undefined,
    },
  )
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, ITEM_MESSAGES.noChanges);

export type ClosetItemPatch = z.output<typeof closetItemPatchSchema>;
