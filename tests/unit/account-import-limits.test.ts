/**
 * The restore's bounds (issue #40): a full account at every bound, as the export writes it, passes
 * the restore's row checks and fits data.json's cap; ROW_MAX_BYTES is that measurement.
 */
import { parseExportData } from "@/lib/account/import-data";
import { dataJsonMaxBytes, ROW_MAX_BYTES, rowLimits, UNREAD_SECTIONS_BYTES } from "@/lib/account/import-limits";
import { parseRows, type RowKind } from "@/lib/account/import-rows";
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { GAP_WORDS_MAX, PRODUCT_URL_MAX, REASON_MAX, REASONS_MAX } from "@/lib/buy-checks/schemas";
import { MAX_REMOVED_TAGS } from "@/lib/closet/tags";
import {
  BUY_CHECK_LIMITS,
  ITEM_LIMITS,
  NEAR_DUPLICATES_SHOWN,
  OUTFIT_ITEMS,
  PLAN_LIMITS,
  SEASONS,
  STYLE_THEMES,
  WEAR_LIMITS,
} from "@/lib/constants";
import { ACTIVITIES, KIND_NAMES } from "@/lib/style/facts";
import { DAY_OCCASIONS, TRIP_ACTIVITIES, TRIP_LIMITS } from "@/lib/trips/schemas";
import { describe, expect, it } from "vitest";

const ID = 2_147_483_647;
const AT = "2026-01-01T00:00:00.000Z";
const text = (length: number) => "x".repeat(length);
const longest = (list: readonly string[], count = list.length) =>
  [...list].sort((a, b) => b.length - a.length).slice(0, count);
const tags = (count: number) => Array.from({ length: count }, (_, i) => `t${i}`.padEnd(ITEM_LIMITS.tag, "x"));
const ids = (count: number) => Array.from({ length: count }, (_, i) => ID - i);

/** One row of each kind with every field at its bound: text at its longest, ids of ten digits. */
const MAXIMAL: Record<RowKind, Record<string, unknown>> = {
  closetItems: {
    id: ID,
    category: "accessories",
    categoryDetected: true,
    styleTags: tags(ITEM_LIMITS.tagsPerItem),
    name: text(ITEM_LIMITS.name),
    colors: longest(COLOUR_TAGS, ITEM_LIMITS.colors),
    brand: text(ITEM_LIMITS.brand),
    size: text(ITEM_LIMITS.size),
    price: 999_999.99,
    currency: "EUR",
    purchasedOn: "2024-02-29",
    material: text(ITEM_LIMITS.material),
    seasons: SEASONS.filter((season) => season !== "all-season"), // "all-season" goes alone (issue #41)
    notes: text(ITEM_LIMITS.notes),
    status: "archived",
    favorite: false,
    cleanout: "donate",
    // A keep's end (issue #41): the restore reads it (and keeps it only with "keep").
    keepUntil: "2026-09-15",
    factOverrides: {
      kind: longest(KIND_NAMES, 1)[0],
      warmth: 4,
      rainReady: false,
      formality: 4,
      activities: [...ACTIVITIES],
      seasonsChosen: true,
      analysis: { kind: longest(KIND_NAMES, 1)[0], warmth: 4, formality: 4 },
    },
    userTags: tags(ITEM_LIMITS.tagsPerItem),
    removedTags: tags(MAX_REMOVED_TAGS),
    correctedAt: AT,
    createdAt: AT,
    updatedAt: AT,
    image: `closet/accessories/${ID}.webp`,
    originalImage: `closet/accessories/${ID}-original.webp`,
  },
  inspirationImages: {
    id: ID,
    styleTags: tags(ITEM_LIMITS.tagsPerItem),
    isSaved: false,
    createdAt: AT,
    image: `inspiration/${ID}.webp`,
  },
  outfits: {
    id: ID,
    name: text(80),
    description: text(600),
    style: text(60),
    occasion: text(120),
    season: text(30),
    styleTheme: longest(STYLE_THEMES, 1)[0],
    isSaved: false,
    isBuilt: false,
    savedAt: AT,
    itemCount: WEAR_LIMITS.outfitMaxItems,
    createdAt: AT,
    clothingItemIds: ids(WEAR_LIMITS.outfitMaxItems),
  },
  wears: {
    id: ID,
    date: "2026-01-01",
    outfitId: ID,
    createdAt: AT,
    clothingItemIds: ids(WEAR_LIMITS.itemsPerWear),
  },
  trips: {
    id: ID,
    name: text(TRIP_LIMITS.nameMax),
    startDate: "2026-01-01",
    endDate: "2026-01-30",
    place: text(120),
    latitude: -89.12345678901234,
    longitude: -179.1234567890123,
    activities: [...TRIP_ACTIVITIES],
    days: Array.from({ length: TRIP_LIMITS.maxDays }, (_, day) => ({
      date: `2026-01-${String(day + 1).padStart(2, "0")}`,
      occasion: longest(DAY_OCCASIONS, 1)[0],
      assigned: true,
      items: ids(WEAR_LIMITS.outfitMaxItems),
      weather: {
        source: "forecast",
        season: "all-season",
        place: text(200),
        morningC: -12.345678901234567,
        maxC: -12.345678901234567,
        rainMm: 123.45678901234567,
        rainChance: 12.345678901234567,
      },
    })),
    gaps: Array.from({ length: 30 }, () => text(200)),
    clothingItemIds: ids(TRIP_LIMITS.maxDays * WEAR_LIMITS.outfitMaxItems),
    checkedItemIds: ids(TRIP_LIMITS.maxDays * WEAR_LIMITS.outfitMaxItems),
    createdAt: AT,
  },
  // A plan (issue #43): its day today, so it is within the days ahead a plan may be for.
  plans: {
    id: ID,
    date: new Date().toISOString().slice(0, 10),
    outfitId: ID,
    note: text(PLAN_LIMITS.noteMax),
    free: false,
    worn: true,
    wearId: ID,
    createdAt: AT,
    clothingItemIds: ids(PLAN_LIMITS.itemsPerPlan),
  },
  // A check before buying (issue #44): its judgement as kept, every list at its bound.
  buyChecks: {
    id: ID,
    createdAt: AT,
    name: text(ITEM_LIMITS.name),
    brand: text(ITEM_LIMITS.brand),
    price: 999_999.99,
    currency: "EUR",
    sourceUrl: `https://${text(PRODUCT_URL_MAX - 8)}`,
    category: "accessories",
    styleTags: tags(ITEM_LIMITS.tagsPerItem),
    colors: longest(COLOUR_TAGS, ITEM_LIMITS.colors),
    result: {
      similarItems: ids(NEAR_DUPLICATES_SHOWN),
      unlocks: {
        count: ID,
        examples: Array.from({ length: BUY_CHECK_LIMITS.examples }, () => ids(OUTFIT_ITEMS.max)),
      },
      fillsGaps: Array.from({ length: BUY_CHECK_LIMITS.gapsKept }, () => ({
        kind: "inspiration",
        name: text(GAP_WORDS_MAX),
        piece: text(GAP_WORDS_MAX),
        id: ID,
      })),
      costPerWear: { value: 999_999.99, currency: "EUR", wearsPerYear: 0.1, closetMedian: 999_999.99 },
      reasons: Array.from({ length: REASONS_MAX }, () => text(REASON_MAX)),
    },
    verdict: "think twice",
    boughtItemId: ID,
    boughtAt: AT,
    image: `buy-checks/${ID}.webp`,
  },
};

describe("the restore's bounds", () => {
  it.each(Object.keys(MAXIMAL) as RowKind[])("a maximal %s row passes and fits ROW_MAX_BYTES", (kind) => {
    const row = MAXIMAL[kind];
    expect(() => parseRows(kind, [row])).not.toThrow();
    const bytes = Buffer.byteLength(JSON.stringify(row));
    expect(bytes).toBeLessThanOrEqual(ROW_MAX_BYTES[kind]);
    // The measurement rounded up, not a guess.
    expect(ROW_MAX_BYTES[kind]).toBeLessThan(bytes * 1.1);
  });

  it("a full account at every bound reads, and its data.json fits the cap with room for the sections not read", () => {
    const limits = rowLimits();
    const section = (kind: RowKind) => `[${Array(limits[kind]).fill(JSON.stringify(MAXIMAL[kind])).join(",")}]`;
    const kinds = Object.keys(MAXIMAL) as RowKind[];
    const json = `{"format":"stylematch-export","version":1,${kinds.map((kind) => `"${kind}":${section(kind)}`).join(",")}}`;
    const bytes = Buffer.from(json);
    expect(bytes.length + UNREAD_SECTIONS_BYTES).toBeLessThanOrEqual(dataJsonMaxBytes());
    // Lower than the 64 MiB it was: JSON.parse of the cap's worth of `{}`s took over a gigabyte. (It
    // was 45 MiB until the checks before buying, issue #44, added a section of up to 10 MB.)
    expect(dataJsonMaxBytes()).toBeLessThan(55 * 1024 * 1024);
    const data = parseExportData(bytes, limits);
    expect(kinds.map((kind) => data[kind].length)).toEqual(kinds.map((kind) => limits[kind]));
    // Parsing every row of a full account at its bounds takes seconds on a busy 2-core machine.
  }, 30_000);
});
