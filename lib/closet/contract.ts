/**
 * The closet REST contract without zod: view shapes, query keys, header names and small pure helpers.
 * Client islands import this module; the zod schemas (./schemas.ts, which re-exports this) stay on
 * the server, so the browser never downloads zod for them.
 */
import {
  CATEGORIES,
  type Category,
  type CleanoutChoice,
  type ClosetSort,
  type ItemStatus,
  type Season,
  type StatusFilter,
} from "@/lib/constants";
import type { ItemFacts } from "@/lib/style/facts";

export const MAX_PAGE_SIZE = 100;
export const MAX_TAG_FILTERS = 20;
const MAX_TAG_LENGTH = 50;

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** "Casual, #Boho,,casual" → ["casual", "boho"]: trimmed, '#' dropped, lower-cased, unique, bounded. */
export function parseTags(value: string | null | undefined): string[] {
  if (!value) return [];
  const tags = value
    .split(",")
    .map((tag) => tag.trim().replace(/^#+/, "").trim().toLowerCase().slice(0, MAX_TAG_LENGTH))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, MAX_TAG_FILTERS);
}

/**
 * A closet item as the API answers it, lists and GET /api/closet/{id} alike: SPEC §7's fields, the
 * thumbnail the cards use, and the owner's details. `styleTags` holds every tag shown (the analysis's
 * vocabulary tags and the owner's own); `price` is a number with at most 2 decimals, `currency` an
 * ISO 4217 code (DEFAULT_CURRENCY when the owner chose none), `purchasedOn` "YYYY-MM-DD".
 */
export type ClosetItemView = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  /**
   * The photo as shot, before background removal (GET /api/closet/{id}/original, its owner only);
   * null for items uploaded without it (before issue #25, or when removal failed and the photo itself is the image).
   */
  originalImageUrl: string | null;
  category: string;
  styleTags: string[];
  name: string | null;
  colors: string[];
  brand: string | null;
  size: string | null;
  price: number | null;
  currency: string;
  purchasedOn: string | null;
  material: string | null;
  seasons: string[];
  notes: string | null;
  status: ItemStatus;
  favorite: boolean;
  /** the cleanout queue's choice (keep, maybe, donate, sell), null while undecided */
  cleanout: CleanoutChoice | null;
  /** the garment facts the style engine uses (issue #39), and which of them the owner set */
  facts: ItemFacts;
  /** how many logged wears include the item (issue #28) */
  wearCount: number;
  /** the last day it was worn ("YYYY-MM-DD", the owner's own day), null when never */
  lastWornAt: string | null;
  /** price ÷ wearCount rounded to cents; null without a price or without wears */
  costPerWear: number | null;
  createdAt: string;
  updatedAt: string;
};

/** Where an item's original photo is served to its owner. */
export const originalImageUrl = (id: number) => `/api/closet/${id}/original`;

/** Price ÷ wears, rounded half-up to cents in exact cent arithmetic; null without a price or without wears. */
export function costPerWear(price: number | null, wears: number): number | null {
  if (price === null || wears <= 0) return null;
  const cents = Math.round(price * 100);
  return Math.round(cents / wears) / 100;
}

/** An active item that looks like a new upload (a near-duplicate): POST /api/closet's `similarItems`. */
export type SimilarItem = { id: number; thumbnailUrl: string };

/** POST /api/closet's `category` value (or an absent one) asking the server to detect the category. */
export const UPLOAD_CATEGORY_AUTO = "auto";

/**
 * POST /api/closet's answer: the new item, and the active items it looks like (empty when none).
 * `categoryDetected`: the upload came without a category and the server detected `category` (from
 * the cut-out's silhouette, or the owner's corrections of similar pieces); false when it was chosen.
 */
export type ClosetUploadResult = ClosetItemView & {
  categoryDetected: boolean;
  /**
   * When the detection was unsure (its confidence under CATEGORY_ASK_BELOW): the categories to ask
   * the owner about, the stored guess first ("a top or shoes?"). Empty when sure or chosen.
   */
  categoryChoices: Category[];
  similarItems: SimilarItem[];
};

/** POST /api/closet/bulk's answer: items changed, and ids that were not the caller's (or gone). */
export type BulkResult = { updated: number; ignored: number };

/** GET /api/categories: a count per category plus 'all'. */
export type CategoryCounts = Record<Category | "all", number>;

/** Response header of a paged GET /api/closet naming the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

/** The closet grid's category tab: every item, or one category. */
export type ClosetFilter = Category | "all";

/**
 * What the closet grid asks GET /api/closet for (closetQueries.pages): every field optional, absent
 * meaning the server's default (status active, sort newest, every category). `color` is a colour name
 * of the analysis vocabulary (lib/ai/vocabulary.ts COLOUR_TAGS).
 */
export type ClosetListFilters = {
  q?: string;
  status?: StatusFilter;
  color?: string;
  season?: Season;
  sort?: ClosetSort;
  category?: ClosetFilter;
};

/** One page of GET /api/closet?limit=: the items, and the next page's cursor (null on the last). */
export type ClosetPage = { items: ClosetItemView[]; nextCursor: string | null };

/**
 * What the owner's corrections of a similar-looking item suggest for this one: a category, tags (the
 * corrected item's style words with this piece's own colours) and colours, and which corrected item
 * it was learned from. Only offered, never stored by the analysis.
 */
export type ClosetSuggestion = { category: string; styleTags: string[]; colors: string[]; fromItemId: number };

/**
 * POST /api/closet/{id}/analyze's answer: the tags, colours and seasons now stored on the item (the
 * owner's own tags kept, tags they removed left out, colours and seasons filled only if they were
 * empty), and a suggestion learned from the owner's corrections, or null.
 */
export type ClosetAnalysis = {
  /**
   * The item's category now: a detected one (`categoryDetected`) takes the AI provider's reading when
   * the provider gives one (the local analyzer does not) and no correction of the owner's says otherwise.
   */
  category: string;
  categoryDetected: boolean;
  styleTags: string[];
  colors: string[];
  seasons: string[];
  suggestion: ClosetSuggestion | null;
};

/**
 * Query keys: every closet list starts with CLOSET_KEY, so one invalidation refreshes them all. Each
 * query's full key (also its URL) is built in ./query-options.ts.
 */
export const CLOSET_KEY = "/api/closet";
export const CATEGORIES_KEY = "/api/categories";
