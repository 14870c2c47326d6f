/**
 * The outfit REST contract without zod: view shapes, query keys and limits. Client islands import
 * this module; the zod schemas (./schemas.ts, which re-exports this) stay on the server.
 */
import type { Season, StyleTheme } from "@/lib/constants";

/** The chat message is preference text, not a prompt: bounded, and the server builds the request around it. */
export const CHAT_MESSAGE_MAX_CHARS = 500;

/** One closet item of an outfit, with what the card needs to show it. */
export type OutfitItemView = { id: number; imageUrl: string; thumbnailUrl: string; category: string };

/** A stored outfit as POST /api/outfits/suggestions answers it; `id` is what sharing refers to. */
export type OutfitView = {
  id: number;
  name: string;
  description: string;
  style: string;
  occasion: string;
  season?: string;
  /** true once the owner pressed 'save outfit' (persisted; the saved view lists these) */
  isSaved: boolean;
  /** true for an outfit the owner put together (POST /api/outfits), false for an AI suggestion */
  isBuilt: boolean;
  /** the closet items still there; a deleted closet item leaves the outfit */
  items: OutfitItemView[];
  /** how many of the outfit's items were deleted from the closet since it was made */
  missingItems: number;
};

/** An outfit inside /api/chat's `response` text: SPEC §3's suggested-outfit shape, items as closet item ids. */
export type ChatOutfit = Omit<OutfitView, "items" | "isSaved" | "isBuilt" | "missingItems"> & { items: number[] };

/**
 * POST /api/outfits/suggestions's answer. `notice` when 'new ideas' has shown every combination the
 * closet allows for these filters (OUTFIT_TEXT.allCombinationsShown): the cards start over from the best.
 */
export type OutfitSuggestions = { outfits: OutfitView[]; notice?: string };

/** POST /api/outfits/{id}/save's answer: the saved state after the flip. */
export type OutfitSavedState = { id: number; isSaved: boolean };

/**
 * Query keys: the outfit lists start with OUTFITS_KEY; suggestions with OUTFIT_SUGGESTIONS_KEY (the
 * key is also the URL). Each query's full key is built in ./query-options.ts.
 */
export const OUTFITS_KEY = "/api/outfits";
export const OUTFIT_SUGGESTIONS_KEY = "/api/outfits/suggestions";
export type OutfitFilters = { season?: Season; styleTheme?: StyleTheme };
