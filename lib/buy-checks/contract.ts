/**
 * The "before you buy" checks' REST contract without zod (issue #44): view shapes and the URL.
 * Client islands import this module; the zod schemas (./schemas.ts, which re-exports it) stay on
 * the server.
 */
import type { BuyVerdict } from "@/lib/buy/judgement";

export const BUY_CHECKS_KEY = "/api/buy-checks";

/** One of the owner's closet pieces a check names (a look-alike, or a piece of an outfit it makes). */
export type BuyCheckPiece = { id: number; thumbnailUrl: string; category: string; name: string | null };

/**
 * A gap the product would fill: a missing piece of a saved inspiration look, or what a coming trip's
 * packing lacks. `id`: the inspiration image or the trip; `name`: the trip's name, or the day the
 * look was saved ("30 nov 2026"); `piece`: the piece, as the reason names it.
 */
export type BuyCheckGap = { kind: "inspiration" | "trip"; name: string; piece: string; id: number };

/**
 * A check as the API answers it: the product as given or read, the reading of its photo, and the
 * judgement as it was made (`verdict` and `reasons` never change afterwards). The pieces it names are
 * read when the check is: a piece deleted from the closet since drops out (an example outfit that
 * lost one drops out whole), while `unlocks.count` stays the count made at the check.
 * `costPerWear`: null without a price; `value` price ÷ `wearsPerYear` (null when nothing can be
 * projected, or pieces like it go unworn), beside the closet's median cost per wear (null without one).
 * `boughtItemId`: the closet item "bought" made from it (null before, and once that item is deleted).
 */
export type BuyCheckView = {
  id: number;
  createdAt: string;
  product: {
    name: string | null;
    brand: string | null;
    price: number | null;
    currency: string | null;
    imageUrl: string;
    thumbnailUrl: string;
    sourceUrl: string | null;
  };
  reading: { category: string; colours: string[] };
  similarItems: BuyCheckPiece[];
  /** each example: the owner's pieces that go with the product (the product itself not repeated) */
  unlocks: { count: number; examples: BuyCheckPiece[][] };
  fillsGaps: BuyCheckGap[];
  costPerWear: {
    value: number | null;
    currency: string | null;
    wearsPerYear: number | null;
    closetMedian: number | null;
  } | null;
  verdict: BuyVerdict;
  reasons: string[];
  boughtItemId: number | null;
};

/** POST /api/buy-checks as JSON: a shop page's link; the person's own price and currency win over the page's. */
export type BuyCheckLinkRequest = { url: string; price?: number | string; currency?: string };

/** POST /api/buy-checks multipart: the part holding the product's photo. */
export const BUY_CHECK_IMAGE_PART = "image";
