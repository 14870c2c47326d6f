import "server-only";

import { CLEANOUT_CHOICES } from "@/lib/constants";
import { importInvalid } from "@/lib/errors";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { HEMISPHERES, placeSchema } from "@/lib/settings/schemas";
import { readFactOverrides, storedFactsSchema } from "@/lib/style/fact-overrides";
import { DAY_OCCASIONS, tripDayWeatherSchema } from "@/lib/trips/schemas";
import { z } from "zod";
import { EXPORT_FORMAT, EXPORT_VERSION } from "./export-format";

/**
 * data.json of an account export (lib/account/export-data.ts), as the restore reads it back. Fields
 * added by later issues are optional, so an archive made before them still reads (an item without
 * `cleanout`, an export without `wears` or `trips`). What the export writes but the restore leaves
 * out is not parsed: the account itself, shares (a link belongs to the instance that made it), the
 * trash and the AI cache (a cache of this closet is rebuilt on demand).
 */
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullable().optional().default(null);
const tags = z.array(text(64)).max(200).optional().default([]);
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const day = z.iso.date();
const id = z.number().int().min(1);
const ids = z.array(id).max(2_000).optional().default([]);
const photo = text(512);

const closetItem = z.object({
  id,
  category: text(40).min(1),
  styleTags: tags,
  name: optionalText(200),
  colors: tags,
  brand: optionalText(200),
  size: optionalText(60),
  price: z.number().min(0).max(1e9).nullable().optional().default(null),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional()
    .default(null),
  purchasedOn: day.nullable().optional().default(null),
  material: optionalText(200),
  seasons: tags,
  notes: optionalText(4000),
  status: z.enum(["active", "laundry", "archived"]).optional().default("active"),
  favorite: z.boolean().optional().default(false),
  categoryDetected: z.boolean().optional().default(false),
  /** The photo as shot (issue #25), when the item kept one. */
  originalImage: photo.nullable().optional().default(null),
  cleanout: z.enum(CLEANOUT_CHOICES).nullable().optional().default(null),
  /** The garment facts the owner set (issue #39), checked as the item page's PATCH checks them. */
  factOverrides: storedFactsSchema
    .nullable()
    .optional()
    .transform((facts) => (facts ? readFactOverrides(facts) : null)),
  userTags: tags,
  removedTags: tags,
  correctedAt: instant.nullable().optional().default(null),
  createdAt: instant.optional(),
  updatedAt: instant.optional(),
  image: photo,
});

const inspirationImage = z.object({
  id,
  styleTags: tags,
  isSaved: z.boolean().optional().default(false),
  createdAt: instant.optional(),
  image: photo,
});

const outfit = z.object({
  id,
  name: text(200),
  description: text(4000),
  style: text(200),
  occasion: text(200),
  season: optionalText(200),
  styleTheme: optionalText(200),
  isSaved: z.boolean().optional().default(false),
  isBuilt: z.boolean().optional().default(false),
  savedAt: instant.nullable().optional().default(null),
  itemCount: z.number().int().min(0).max(100).optional(),
  createdAt: instant.optional(),
  clothingItemIds: z.array(id).max(100),
});

const wear = z.object({
  id,
  date: day,
  outfitId: id.nullable().optional().default(null),
  createdAt: instant.optional(),
  clothingItemIds: z.array(id).max(100),
});

/**
 * A trip's day: its activity (anything else reads as an ordinary day), whether the owner chose it
 * and the weather it was packed for (issue #39 §5; left out when it does not read, as on the trip page).
 */
const tripDay = z.looseObject({
  date: day,
  occasion: z.enum(DAY_OCCASIONS).catch("everyday"),
  items: z.array(id).max(100),
  assigned: z.literal(true).optional().catch(undefined),
  weather: tripDayWeatherSchema.optional().catch(undefined),
});
const coordinate = (max: number) => z.number().min(-max).max(max).nullable().optional().default(null);
const trip = z.object({
  id,
  name: text(200),
  startDate: day,
  endDate: day,
  place: optionalText(200),
  /** The destination's coordinates (issue #39 §5); an archive made before them has none. */
  latitude: coordinate(90),
  longitude: coordinate(180),
  activities: tags,
  days: z.array(tripDay).max(400),
  gaps: z.array(text(1000)).max(200).optional().default([]),
  clothingItemIds: ids,
  checkedItemIds: ids,
  createdAt: instant.optional(),
});

const settings = z.object({
  hemisphere: z.enum(HEMISPHERES).optional().default("north"),
  place: placeSchema.nullable().optional().default(null),
});

const exportDataSchema = (caps: { closet: number; inspiration: number }) =>
  z.object({
    closetItems: z
      .array(closetItem)
      .max(caps.closet, IMPORT_TEXT.tooManyRows("closet items", caps.closet))
      .optional()
      .default([]),
    inspirationImages: z
      .array(inspirationImage)
      .max(caps.inspiration, IMPORT_TEXT.tooManyRows("inspiration images", caps.inspiration))
      .optional()
      .default([]),
    outfits: z.array(outfit).max(50_000).optional().default([]),
    wears: z.array(wear).max(100_000).optional().default([]),
    trips: z.array(trip).max(10_000).optional().default([]),
    settings: settings.nullable().optional().default(null),
    shares: z.array(z.unknown()).optional().default([]),
    deletedInspirationImages: z.array(z.unknown()).optional().default([]),
  });

export type ExportData = z.output<ReturnType<typeof exportDataSchema>>;
export type ImportedClosetItem = ExportData["closetItems"][number];
export type ImportedTrip = ExportData["trips"][number];

/**
 * Parses data.json's bytes: JSON, then the format and version (an archive made before the version
 * was written is version 1), then the rows. Every refusal is a 400 whose message says what is wrong.
 */
export function parseExportData(bytes: Buffer, caps: { closet: number; inspiration: number }): ExportData {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw importInvalid(IMPORT_TEXT.malformedDataJson("it is not JSON"));
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw importInvalid(IMPORT_TEXT.malformedDataJson("it is not an object"));
  const { format, version } = json as { format?: unknown; version?: unknown };
  if (format !== undefined && format !== EXPORT_FORMAT)
    throw importInvalid(IMPORT_TEXT.malformedDataJson(`its format is not "${EXPORT_FORMAT}"`));
  if (version !== undefined && version !== EXPORT_VERSION)
    throw importInvalid(IMPORT_TEXT.unknownVersion(JSON.stringify(version).slice(0, 40)));
  const parsed = exportDataSchema(caps).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === "too_big" && issue.path.length === 1) throw importInvalid(issue.message);
    throw importInvalid(IMPORT_TEXT.malformedDataJson(`${issue.path.join(".") || "data"}: ${issue.message}`));
  }
  return parsed.data;
}
