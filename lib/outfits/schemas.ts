/**
 * Inputs of the outfit calls, shared by the outfit screen (client) and the route handlers (server).
 * No server imports: safe in the browser.
 */
import { z } from "zod";
import { SEASONS, STYLE_THEMES } from "@/lib/constants";
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
  items: OutfitItemView[];
};

/** An outfit inside /api/chat's `response` text: SPEC §3's suggested-outfit shape, items as closet item ids. */
export type ChatOutfit = Omit<OutfitView, "items"> & { items: number[] };
