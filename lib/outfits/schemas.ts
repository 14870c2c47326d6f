/**
 * Inputs of the outfit calls, shared by the outfit screen (client) and the route handlers (server).
 * No server imports: safe in the browser.
 */
import { z } from "zod";
import { SEASONS, STYLE_THEMES, type Season, type StyleTheme } from "@/lib/constants";
import { OUTFIT_MESSAGES } from "@/lib/messages";

/** The chat message is preference text, not a prompt: bounded, and the server builds the request around it. */
export const CHAT_MESSAGE_MAX_CHARS = 500;

// The filters hold one value or are empty (SPEC §4): "", null and absent all mean "no filter".
const empty = (value: unknown) => (value === "" || value === null ? undefined : value);

/** POST /api/outfits/suggestions: `{season?, styleTheme?}`. */
export const outfitSuggestionsRequestSchema = z.object({
  season: z.preprocess(empty, z.enum(SEASONS, { error: OUTFIT_MESSAGES.invalidSeason }).optional()),
  styleTheme: z.preprocess(empty, z.enum(STYLE_THEMES, { error: OUTFIT_MESSAGES.invalidStyleTheme }).optional()),
});
export type OutfitSuggestionsRequest = z.infer<typeof outfitSuggestionsRequestSchema>;

/** POST /api/chat: `{message}`. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: OUTFIT_MESSAGES.chatMessageRequired })
    .trim()
    .min(1, OUTFIT_MESSAGES.chatMessageRequired)
    .max(CHAT_MESSAGE_MAX_CHARS, OUTFIT_MESSAGES.chatMessageTooLong(CHAT_MESSAGE_MAX_CHARS)),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

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
  /** the closet items still there; a deleted closet item leaves the outfit */
  items: OutfitItemView[];
  /** how many of the outfit's items were deleted from the closet since it was made */
  missingItems: number;
};

/** An outfit inside /api/chat's `response` text: SPEC §3's suggested-outfit shape, items as closet item ids. */
export type ChatOutfit = Omit<OutfitView, "items" | "isSaved" | "missingItems"> & { items: number[] };

/** POST /api/outfits/suggestions with `fresh: true` asks the AI again instead of answering from the cache ('new ideas'). */
export const outfitIdeasRequestSchema = outfitSuggestionsRequestSchema.extend({ fresh: z.boolean({ error: OUTFIT_MESSAGES.invalidFresh }).optional() });
export type OutfitIdeasRequest = z.infer<typeof outfitIdeasRequestSchema>;

/** GET /api/outfits's query: `saved=true` lists only saved outfits, `saved=false` only the others. */
export const outfitListQuerySchema = z.object({
  saved: z
    .enum(["true", "false"], { error: OUTFIT_MESSAGES.invalidSavedFilter })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
});

export function parseOutfitListQuery(url: URL): { saved?: boolean } {
  const saved = url.searchParams.get("saved");
  return outfitListQuerySchema.parse({ saved: saved === null ? undefined : saved });
}

/** Query keys: the outfit lists start with OUTFITS_KEY; suggestions with OUTFIT_SUGGESTIONS_KEY (the key is also the URL). */
export const OUTFITS_KEY = "/api/outfits";
export const OUTFIT_SUGGESTIONS_KEY = "/api/outfits/suggestions";
export const savedOutfitsKey = () => [OUTFITS_KEY, { saved: "true" }] as const;
export type OutfitFilters = { season?: Season; styleTheme?: StyleTheme };
export const outfitSuggestionsKey = (filters: OutfitFilters) =>
  [OUTFIT_SUGGESTIONS_KEY, { season: filters.season ?? "", styleTheme: filters.styleTheme ?? "" }] as const;
