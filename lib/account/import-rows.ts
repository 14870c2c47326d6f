import "server-only";

import { outfitSuggestionSchema } from "@/lib/ai/schemas";
import { BUY_VERDICTS, buyCheckResultSchema, PRODUCT_URL_MAX } from "@/lib/buy-checks/schemas";
import { categorySchema, closetItemPatchSchema, tagSchema } from "@/lib/closet/schemas";
import { exclusiveSeasons } from "@/lib/closet/seasons";
import { MAX_REMOVED_TAGS } from "@/lib/closet/tags";
import { WEAR_LIMITS } from "@/lib/constants";
import { importInvalid } from "@/lib/errors";
import { hasNoControlCharacters } from "@/lib/forms/plain-text";
import { inspirationTagsPatchSchema } from "@/lib/inspiration/schemas";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { INSPIRATION_MESSAGES } from "@/lib/messages/inspiration";
import { OUTFIT_MESSAGES } from "@/lib/messages/outfits";
import { PLAN_MESSAGES } from "@/lib/messages/plans";
import { TRIP_MESSAGES } from "@/lib/messages/trips";
import { VALIDATION } from "@/lib/messages/validation";
import { WEAR_MESSAGES } from "@/lib/messages/wears";
import { outfitBuildSchema, outfitSuggestionsRequestSchema } from "@/lib/outfits/schemas";
import { latestPlanDay, planCreateSchema } from "@/lib/plans/schemas";
import { placeSchema, settingsPatchSchema } from "@/lib/settings/schemas";
import { readFactOverrides, storedFactsSchema } from "@/lib/style/fact-overrides";
import {
  TRIP_LIMITS,
  tripCreateSchema,
  tripDatesProblem,
  tripDayWeatherSchema,
  tripPatchSchema,
} from "@/lib/trips/schemas";
import { cleanoutSchema } from "@/lib/wears/cleanout-schema";
import { isCalendarDay, wearCreateSchema } from "@/lib/wears/schemas";
import { z } from "zod";

/**
 * The rows of data.json as the restore takes them. Each field is checked by the schema the API
 * checks it with when that kind is created or edited (an item's PATCH, POST /api/wears, a trip's
 * POST and PATCH, POST /api/plans, the settings' PATCH, the AI's outfit shape for a suggestion's
 * words), so nothing gets in by an archive that the API would refuse (but a plan's past day: see
 * `plan`); a row's own columns the API never takes
 * (ids, dates of this instance, the photo's path) are bounded here. A field an archive made before
 * it existed may be absent; fields the restore does not write are dropped.
 */

const id = z.number().int().min(1);
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const photo = z.string().max(512);
/** The value, or null when the archive leaves the field out. */
const orNull = <T extends z.ZodType>(schema: T) => schema.transform((value) => value ?? null);
/** A list the API refuses empty that an archive may hold empty: the pieces were deleted since. */
const orNone = <T extends z.ZodType>(schema: T) => z.union([z.array(z.never()).max(0), schema]);

const item = closetItemPatchSchema.shape;
const closetItem = z.object({
  id,
  category: categorySchema,
  categoryDetected: z.boolean().optional().default(false),
  styleTags: item.styleTags.default([]),
  name: orNull(item.name),
  colors: item.colors.default([]),
  brand: orNull(item.brand),
  size: orNull(item.size),
  price: orNull(item.price),
  currency: orNull(item.currency),
  purchasedOn: orNull(item.purchasedOn),
  material: orNull(item.material),
  // An export from before seasons were exclusive (issue #41) may mix them: read as the app reads them now.
  seasons: z.preprocess(
    (value) =>
      Array.isArray(value) && value.every((entry) => typeof entry === "string") ? exclusiveSeasons(value) : value,
    item.seasons.default([]),
  ),
  notes: orNull(item.notes),
  status: item.status.default("active"),
  favorite: item.favorite.default(false),
  cleanout: orNull(cleanoutSchema.optional()),
  /** A kept piece's return day (issue #41); an archive from before it had none (import-commit gives one). */
  keepUntil: z
    .string({ error: WEAR_MESSAGES.invalidDate("keepUntil") })
    .refine(isCalendarDay, WEAR_MESSAGES.invalidDate("keepUntil"))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /** The garment facts the owner set (issue #39), checked as the item page's PATCH checks them. */
  factOverrides: storedFactsSchema
    .nullable()
    .optional()
    .transform((facts) => (facts ? readFactOverrides(facts) : null)),
  userTags: item.styleTags.default([]),
  removedTags: z
    .array(tagSchema)
    .max(MAX_REMOVED_TAGS, IMPORT_TEXT.tooManyRemovedTags(MAX_REMOVED_TAGS))
    .optional()
    .default([]),
  correctedAt: instant.nullable().optional().default(null),
  createdAt: instant.optional(),
  updatedAt: instant.optional(),
  image: photo,
  /** The photo as shot (issue #25), when the item kept one. */
  originalImage: photo.nullable().optional().default(null),
});

const inspirationImage = z.object({
  id,
  styleTags: inspirationTagsPatchSchema.shape.styleTags.default([]),
  isSaved: z.boolean({ error: INSPIRATION_MESSAGES.invalidSaved }).optional().default(false),
  createdAt: instant.optional(),
  image: photo,
});

const { outfitMaxItems } = WEAR_LIMITS;
const piecesMessage = OUTFIT_MESSAGES.buildItemIds(WEAR_LIMITS.outfitMinItems, outfitMaxItems);
const suggestion = outfitSuggestionSchema.shape;
/** A built outfit (POST /api/outfits) has no style or occasion; a suggestion's are the AI's shape. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(""), schema]);
const outfit = z.object({
  id,
  name: suggestion.name,
  description: orEmpty(suggestion.description),
  style: orEmpty(suggestion.style),
  occasion: orEmpty(suggestion.occasion),
  season: suggestion.season.unwrap().nullable().optional().default(null),
  styleTheme: outfitSuggestionsRequestSchema.shape.styleTheme.out.unwrap().nullable().optional().default(null),
  isSaved: z.boolean().optional().default(false),
  isBuilt: z.boolean().optional().default(false),
  savedAt: instant.nullable().optional().default(null),
  itemCount: z.number().int().min(0).max(outfitMaxItems, piecesMessage).optional(),
  createdAt: instant.optional(),
  clothingItemIds: z
    .array(outfitBuildSchema.shape.itemIds.element, { error: piecesMessage })
    .max(outfitMaxItems, piecesMessage)
    .refine((ids) => new Set(ids).size === ids.length, OUTFIT_MESSAGES.buildDuplicateItems),
});

const wearShape = wearCreateSchema.shape;
const wear = z.object({
  id,
  date: wearShape.date.unwrap(),
  outfitId: wearShape.outfitId.unwrap().nullable().optional().default(null),
  createdAt: instant.optional(),
  clothingItemIds: orNone(wearShape.itemIds.unwrap()),
});

const tripShape = tripCreateSchema.shape;
const tripPatch = tripPatchSchema.shape;
const dayShape = tripPatch.days.unwrap().element.shape;
const pieceId = tripPatch.checked.unwrap().element;
/** A day's outfit is an outfit: at most an outfit's pieces. */
const dayPieces = z.array(pieceId).max(outfitMaxItems, IMPORT_TEXT.tooManyDayPieces(outfitMaxItems));
/** The packing list and its ticks (PATCH's `checked`): at most every day's outfit, all different. */
const PACKED_MAX = TRIP_LIMITS.maxDays * outfitMaxItems;
const packed = z.array(pieceId).max(PACKED_MAX, TRIP_MESSAGES.invalidChecked).optional().default([]);
/**
 * A trip's day: its activity, whether the owner chose it, the pieces it was packed with and the
 * weather it was packed for (issue #39 §5; computed by the server, so one that does not read is left
 * out, as the trip page leaves it out).
 */
const tripDay = z.object({
  date: dayShape.date,
  occasion: dayShape.occasion.unwrap(),
  items: dayPieces,
  assigned: z.literal(true).optional().catch(undefined),
  weather: tripDayWeatherSchema.optional().catch(undefined),
});
/** What the packer found missing: a few of its own sentences (lib/messages/trips.ts has under 30). */
const GAPS = { count: 30, chars: 200 };
const trip = z
  .object({
    id,
    name: tripShape.name,
    startDate: tripShape.startDate,
    endDate: tripShape.endDate,
    /** The destination as resolved, as the settings keep a place; an archive made before coordinates has none. */
    place: placeSchema.shape.name.nullable().optional().default(null),
    latitude: placeSchema.shape.latitude.nullable().optional().default(null),
    longitude: placeSchema.shape.longitude.nullable().optional().default(null),
    activities: tripPatch.activities.default([]),
    days: z.array(tripDay).max(TRIP_LIMITS.maxDays, TRIP_MESSAGES.invalidDays),
    gaps: z.array(z.string().max(GAPS.chars)).max(GAPS.count).optional().default([]),
    clothingItemIds: packed,
    checkedItemIds: packed,
    createdAt: instant.optional(),
  })
  .superRefine(checkTrip);

/** The trip's dates as POST checks them, and its days: each a day of the trip, none twice. */
function checkTrip(trip: { startDate: string; endDate: string; days: { date: string }[] }, ctx: z.RefinementCtx) {
  const problem = tripDatesProblem(trip.startDate, trip.endDate);
  if (problem) return ctx.addIssue({ code: "custom", message: problem, path: ["endDate"] });
  const seen = new Set<string>();
  for (const [index, day] of trip.days.entries()) {
    const message =
      day.date < trip.startDate || day.date > trip.endDate
        ? TRIP_MESSAGES.invalidDays
        : seen.has(day.date)
          ? TRIP_MESSAGES.repeatedDay
          : null;
    if (message) return ctx.addIssue({ code: "custom", message, path: ["days", index, "date"] });
    seen.add(day.date);
  }
}

const planShape = planCreateSchema.shape;
/**
 * A plan (issue #43): its pieces, outfit and note as POST /api/plans checks them. Its day is a real
 * one no further ahead than POST allows, but it may be past: a past plan is history (worn as planned,
 * or not worn), and only the wear it links to (`wearId`, a wear of the archive) counts as worn. `free`
 * and `worn` are not read: free is decided again by the outfit rules on the pieces that came along, and
 * worn is whether the wear link came along.
 */
const plan = z.object({
  id,
  date: z
    .string({ error: PLAN_MESSAGES.invalidDate("date") })
    .refine(isCalendarDay, PLAN_MESSAGES.invalidDate("date"))
    .refine((day) => day <= latestPlanDay(), PLAN_MESSAGES.tooFarAhead),
  outfitId: planShape.outfitId.unwrap().nullable().optional().default(null),
  note: orNull(planShape.note.nullable()),
  wearId: id.nullable().optional().default(null),
  createdAt: instant.optional(),
  clothingItemIds: orNone(planShape.itemIds.unwrap()),
});

/** An http(s) address: a check's shop page is shown as a link, so nothing else may get in. */
const isWebAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A "before you buy" check (issue #44): the product's fields as POST /api/buy-checks takes them (the
 * closet's rules), its reading and its judgement as kept (buy_checks.result's own schema), and its
 * photo. `boughtItemId` names a closet item of the archive; the restore points it at that item's new
 * id, or at nothing when it did not come along (the check stays bought).
 */
const buyCheck = z.object({
  id,
  createdAt: instant.optional(),
  name: orNull(item.name),
  brand: orNull(item.brand),
  price: orNull(item.price),
  currency: orNull(item.currency),
  sourceUrl: z
    .string()
    .max(PRODUCT_URL_MAX)
    .refine(isWebAddress, IMPORT_TEXT.notWebAddress)
    .nullable()
    .optional()
    .default(null),
  category: categorySchema,
  styleTags: item.styleTags.default([]),
  colors: item.colors.default([]),
  result: buyCheckResultSchema,
  verdict: z.enum(BUY_VERDICTS),
  boughtItemId: id.nullable().optional().default(null),
  boughtAt: instant.nullable().optional().default(null),
  image: photo,
});

const settings = z.object({
  hemisphere: settingsPatchSchema.shape.hemisphere.default("north"),
  place: placeSchema.nullable().optional().default(null),
});

/** data.json's sections of rows, each with its schema. */
export const ROW_SCHEMAS = {
  closetItems: closetItem,
  inspirationImages: inspirationImage,
  outfits: outfit,
  wears: wear,
  trips: trip,
  plans: plan,
  buyChecks: buyCheck,
} as const;
export type RowKind = keyof typeof ROW_SCHEMAS;
export type ImportedRow<K extends RowKind> = z.output<(typeof ROW_SCHEMAS)[K]>;
export type ImportedSettings = z.output<typeof settings>;

/**
 * Every row of one section, checked; the first that fails is a 400 naming the kind, the row (its
 * id in the archive, or its position when the id is unusable), the field and the API's own reason.
 * Text is checked for control characters as every text input of the API is (NUL is a character
 * Postgres refuses).
 */
export function parseRows<K extends RowKind>(kind: K, rows: readonly unknown[]): ImportedRow<K>[] {
  // One schema per kind: TypeScript cannot narrow the union of schemas by K on its own.
  const schema = ROW_SCHEMAS[kind] as unknown as z.ZodType<ImportedRow<K>>;
  return rows.map((row, index) => {
    const rowName = IMPORT_TEXT.rowName(IMPORT_TEXT.rows[kind], idOf(row), index + 1);
    return parseRow(schema, row, rowName);
  });
}

/** The archive's settings, checked as the rows are. */
export function parseSettings(value: unknown): ImportedSettings | null {
  return value === null || value === undefined ? null : parseRow(settings, value, IMPORT_TEXT.rows.settings);
}

function parseRow<T>(schema: z.ZodType<T>, row: unknown, rowName: string): T {
  const parsed = schema.safeParse(row);
  if (!parsed.success) {
    const issue = innermost(parsed.error.issues[0]!);
    throw importInvalid(IMPORT_TEXT.rowInvalid(rowName, issue.path.join("."), issue.message));
  }
  const at = controlCharacterAt(parsed.data, []);
  if (at) throw importInvalid(IMPORT_TEXT.rowInvalid(rowName, at.join("."), VALIDATION.controlCharacters));
  return parsed.data;
}

/**
 * A union's reason is its last option's: the API's own schema comes last (an archive's allowance,
 * such as an empty list, first), so the person reads the API's sentence rather than "Invalid input".
 */
function innermost(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return issue;
  const inner = issue.errors.at(-1)![0];
  if (!inner) return issue;
  const deeper = innermost(inner);
  return { path: [...issue.path, ...deeper.path], message: deeper.message };
}

const idOf = (row: unknown) => {
  const value = (row as { id?: unknown } | null)?.id;
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** Where a parsed row (plain objects, arrays, strings: bounded by its schema) holds a control character. */
function controlCharacterAt(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (typeof value === "string") return hasNoControlCharacters(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, element] of value.entries()) {
      const at = controlCharacterAt(element, [...path, index]);
      if (at) return at;
    }
  } else if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, element] of Object.entries(value)) {
      const at = controlCharacterAt(element, [...path, key]);
      if (at) return at;
    }
  }
  return null;
}
