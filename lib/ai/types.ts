import type { Season, StyleTheme } from "@/lib/constants";

/** Image bytes, or a loader the engine calls only when it needs the pixels (routes pass storage reads). */
export type AiImageSource = Uint8Array | (() => Promise<Uint8Array>);

/** An image to analyse; `styleTags` are the tags already stored on the row, if any. */
export type AiImage = { bytes: Uint8Array; styleTags?: readonly string[] };

export type TagContext = { kind: "clothing" | "inspiration"; category?: string };

/** One of the owner's closet items as the route loaded it. Only these ids can appear in a result. */
export type AiClosetItem = {
  id: number;
  category: string;
  styleTags: readonly string[];
  image?: AiImageSource;
  /**
   * Names the image's bytes for good (e.g. its storage key, never reused for other bytes). Optional;
   * when given, the local analyzer reuses its colour analysis without loading the image again.
   */
  imageKey?: string;
};

export type OutfitRequest = {
  season?: Season;
  styleTheme?: StyleTheme;
  /** Free preference text (e.g. the chat message); bounded and treated as data, never as instructions. */
  preferences?: string;
  /**
   * Outfits' bases (the item ids of a top and bottom, or of a dress/suit) already shown for these
   * filters: 'new ideas' asks for other combinations while the closet has them. A hint: a provider
   * that cannot honour it answers as usual.
   */
  avoid?: readonly (readonly number[])[];
  /**
   * The owner's wear log (issue #28), as item ids: `recent` worn in the last 3 days (left out when
   * their slot has other pieces), `rediscover` not worn for a long while (favoured). A hint, like `avoid`.
   */
  worn?: { recent: readonly number[]; rediscover: readonly number[] };
};

/** Providers answer `unknown`: the engine (lib/ai/index.ts) validates and sanitises every answer. */
export interface AiProvider {
  readonly name: "anthropic" | "local";
  tagImage(image: AiImage, context: TagContext): Promise<unknown>;
  matchInspiration(inspiration: AiImage, closet: readonly AiClosetItem[]): Promise<unknown>;
  missingPieces(inspiration: AiImage, closet: readonly AiClosetItem[]): Promise<unknown>;
  /** The closet has already passed the top-and-bottom check and is season/theme-filterable. */
  suggestOutfits(closet: readonly AiClosetItem[], request: OutfitRequest): Promise<unknown>;
}

export const PREFERENCES_MAX_CHARS = 500;
