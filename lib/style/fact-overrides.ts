/**
 * The item page's garment facts as the owner sets them (issue #39): PATCH /api/closet/{id}'s `facts`
 * and an export's `factOverrides`. Each fact is a value, or "auto" (also null) to leave it to
 * lib/style/facts.ts. Client-safe: the item form validates with the same schema.
 */
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { z } from "zod";
import { ACTIVITIES, type Activity, type AnalysedFacts, type FactOverrides, KIND_NAMES, kindsOf } from "./facts";

const AUTO = "auto";
/** The fact's own message for a value of the wrong sort too (the union's own would be zod's "Invalid input"). */
const autoOr = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .union([z.literal(AUTO), z.null(), schema], { error: message })
    .transform((value) => (value === AUTO ? null : value));

const level = (message: string) => z.number({ error: message }).int(message).min(0, message).max(4, message);

export const factsPatchSchema = z
  .strictObject(
    {
      kind: autoOr(z.enum(KIND_NAMES as [string, ...string[]]), ITEM_MESSAGES.invalidKind("this category", KIND_NAMES)),
      warmth: autoOr(level(ITEM_MESSAGES.invalidWarmth), ITEM_MESSAGES.invalidWarmth),
      rainReady: autoOr(z.boolean(), ITEM_MESSAGES.invalidRainReady),
      formality: autoOr(level(ITEM_MESSAGES.invalidFormality), ITEM_MESSAGES.invalidFormality),
      activities: autoOr(
        z.array(z.enum(ACTIVITIES)).transform((list) => [...new Set(list)]),
        ITEM_MESSAGES.invalidActivities(ACTIVITIES),
      ),
    },
    { error: () => ITEM_MESSAGES.invalidFacts },
  )
  .partial();
export type FactsPatch = z.output<typeof factsPatchSchema>;

/** The stored overrides after a patch: set facts replace, "auto" removes; null when nothing is left. */
export function mergeFactOverrides(current: FactOverrides | null, patch: FactsPatch): StoredFactOverrides | null {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return Object.keys(merged).length > 0 ? (merged as StoredFactOverrides) : null;
}

export type StoredFactOverrides = {
  kind?: string;
  warmth?: number;
  rainReady?: boolean;
  formality?: number;
  activities?: string[];
  /**
   * The owner set the item's seasons field themselves (on the item page or through PATCH): then it
   * is a rule. Seasons the analysis filled in are a guess, read with the neighbouring seasons.
   */
  seasonsChosen?: true;
  /** what the vision provider read from the photo (POST /api/closet/{id}/analyze); not the owner's */
  analysis?: AnalysedFacts;
};

/** An export's stored overrides: the PATCH facts and the seasons marker. */
export const storedFactsSchema = factsPatchSchema.extend({
  seasonsChosen: z.literal(true).optional(),
  analysis: z
    .object({
      kind: z.string().max(40).optional(),
      warmth: z.number().int().min(0).max(4).optional(),
      formality: z.number().int().min(0).max(4).optional(),
    })
    .optional(),
});

/**
 * Reads the stored JSON back, keeping only well-formed facts (the column is only ever written
 * through factsPatchSchema). By hand, not with zod: every closet read goes through it, and a
 * 500-piece closet must not pay a schema parse per piece.
 */
export function readFactOverrides(value: unknown): StoredFactOverrides | null {
  if (value === null || value === undefined || typeof value !== "object" || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const level = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 4;
  const facts: StoredFactOverrides = {};
  if (typeof stored.kind === "string" && (KIND_NAMES as string[]).includes(stored.kind)) facts.kind = stored.kind;
  if (level(stored.warmth)) facts.warmth = stored.warmth as number;
  if (typeof stored.rainReady === "boolean") facts.rainReady = stored.rainReady;
  if (level(stored.formality)) facts.formality = stored.formality as number;
  if (stored.seasonsChosen === true) facts.seasonsChosen = true;
  if (stored.analysis && typeof stored.analysis === "object") {
    const read = stored.analysis as Record<string, unknown>;
    const analysis: AnalysedFacts = {};
    if (typeof read.kind === "string" && (KIND_NAMES as string[]).includes(read.kind)) analysis.kind = read.kind;
    if (level(read.warmth)) analysis.warmth = read.warmth as number;
    if (level(read.formality)) analysis.formality = read.formality as number;
    if (Object.keys(analysis).length > 0) facts.analysis = analysis;
  }
  if (Array.isArray(stored.activities))
    facts.activities = [...new Set(stored.activities.filter((a): a is Activity => ACTIVITIES.includes(a as Activity)))];
  return Object.keys(facts).length > 0 ? facts : null;
}

/** A kind must belong to the item's category: "sandals" is not a kind of top. */
export const kindFitsCategory = (kind: string, category: string) => kindsOf(category).includes(kind as never);
