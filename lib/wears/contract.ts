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
  /** the price's currency (ISO 4217; the default currency when the owner chose none) */
  currency: string;
  costPerWear: number | null;
  cleanout: CleanoutChoice | null;
  /** with cleanout "keep": the day ("YYYY-MM-DD") the piece may come back to the queue */
  keepUntil: string | null;
  createdAt: string;
};

/** The next piece to join the cleanout queue, the day it joins and by which rule (issue #41). */
export type CleanoutNext = {
  id: number;
  name: string | null;
  category: string;
  on: string;
  /** new: never worn, added recently; worn: worn within the unworn window; kept: its keep ends then */
  rule: "new" | "worn" | "kept";
};

/** PUT /api/closet/{id}/cleanout's answer: the stored choice and, for keep, the day it ends. */
export type CleanoutView = { id: number; cleanout: CleanoutChoice | null; keepUntil: string | null };

/**
 * GET /api/insights. Items are the owner's not-archived items unless said otherwise.
 * - totals: items, wears logged, and the value: the sum of prices per currency (most pieces first;
 *   empty when no piece has a price), never converted;
 * - mostWorn: up to 5 worn items, most wears first; leastWorn: up to 5, never-worn first (oldest first);
 * - unworn: the cleanout queue, active items not worn in the last 90 days, and never-worn items added
 *   more than 14 days ago, leaving out the leaving list and pieces kept until a later day (longest
 *   unworn first, at most 50; unwornCount counts them all); cleanoutNext: when the queue is empty,
 *   the next piece to join it (null when none will);
 * - leaving: items marked donate or sell (at most 50, leavingCount counts them all);
 * - costPerWear: per currency (most priced pieces first), the best (lowest) and worst (highest) among
 *   items with a price and wears, at most 5 each, never the same piece in both;
 * - categoryBalance: items and wears per category (wears: how many logged wears include the category);
 * - wearsByMonth: the last 12 months ("YYYY-MM", oldest first, zeros included).
 */
export type Insights = {
  totals: { items: number; wears: number; values: { currency: string; amount: number }[] };
  mostWorn: InsightItem[];
  leastWorn: InsightItem[];
  unworn: InsightItem[];
  unwornCount: number;
  cleanoutNext: CleanoutNext | null;
  leaving: InsightItem[];
  leavingCount: number;
  costPerWear: { currency: string; best: InsightItem[]; worst: InsightItem[] }[];
  categoryBalance: { category: string; items: number; wears: number }[];
  wearsByMonth: { month: string; wears: number }[];
};

/** Query keys: every wear list starts with WEARS_KEY (also the URL); insights with INSIGHTS_KEY. */
export const WEARS_KEY = "/api/wears";
export const INSIGHTS_KEY = "/api/insights";
