/**
 * The wear log and insights REST contract without zod (issue #28): view shapes, query keys and
 * small pure helpers. Client islands import this module; the zod schemas (./schemas.ts, which
 * re-exports this) stay on the server.
 */
import type { CleanoutChoice, ItemStatus } from "@/lib/constants";

/** A piece of a wear, with what a calendar cell or a card needs to show it. */
export type WearItemView = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  category: string;
  name: string | null;
};

/**
 * A logged wear: the day ("YYYY-MM-DD", the owner's own calendar day), the outfit it was logged from
 * (null when pieces were logged, or the outfit was deleted since), and its pieces still in the closet.
 */
export type WearView = { id: number; date: string; outfitId: number | null; items: WearItemView[] };

/** An item in the insights' lists, with its wear figures (costPerWear: price ÷ wears, to cents). */
export type InsightItem = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  category: string;
  name: string | null;
  status: ItemStatus;
  price: number | null;
  wearCount: number;
  lastWornAt: string | null;
  costPerWear: number | null;
  cleanout: CleanoutChoice | null;
  createdAt: string;
};

/**
 * GET /api/insights. Items are the owner's not-archived items unless said otherwise.
 * - totals: items, wears logged, value (sum of prices, in `currency`, the default currency);
 * - mostWorn: up to 5 worn items, most wears first; leastWorn: up to 5, never-worn first (oldest first);
 * - unworn: the cleanout queue, active items not worn in the last 90 days, and never-worn items added
 *   more than 14 days ago (longest unworn first, at most 50; unwornCount counts them all);
 * - costPerWear: best (lowest) and worst (highest) 5 among items with a price and wears;
 * - categoryBalance: items and wears per category (wears: how many logged wears include the category);
 * - wearsByMonth: the last 12 months ("YYYY-MM", oldest first, zeros included).
 */
export type Insights = {
  totals: { items: number; wears: number; value: number; currency: string };
  mostWorn: InsightItem[];
  leastWorn: InsightItem[];
  unworn: InsightItem[];
  unwornCount: number;
  costPerWear: { best: InsightItem[]; worst: InsightItem[] };
  categoryBalance: { category: string; items: number; wears: number }[];
  wearsByMonth: { month: string; wears: number }[];
};

/** Query keys: every wear list starts with WEARS_KEY (also the URL); insights with INSIGHTS_KEY. */
export const WEARS_KEY = "/api/wears";
export const INSIGHTS_KEY = "/api/insights";
