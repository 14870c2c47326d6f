import type { Season, StyleTheme } from "@/lib/constants";
import type { OutfitSuggestion } from "./schemas";

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
  /**
   * Pieces the owner asked to leave out (the chat's "anything but streetwear", "no black", "without
   * the coat"; lib/ai/request.ts): a piece carrying an excluded theme or colour tag, in an excluded
   * category, or of an excluded kind (lib/style/facts.ts) is in no outfit. A rule, not a hint:
   * lib/style/outfit-rules.ts filters the closet by it and rejects answers using such a piece
   * (lib/style/exclusions.ts). Absent when nothing is left out; no list in it is empty.
   */
  exclude?: OutfitExclusions;
};

/** What an outfit request leaves out (see OutfitRequest.exclude). */
export type OutfitExclusions = {
  /** style themes: pieces tagged with the theme's word */
  themes?: StyleTheme[];
  /** colour words of lib/ai/vocabulary.ts COLOUR_TAGS: pieces tagged with the colour */
  colours?: string[];
  /** closet categories (lib/constants CATEGORIES): "outerwear" for "no coat", "shoes", "dresses" ... */
  categories?: string[];
  /** kind names of lib/style/facts.ts KINDS: "heels", "sandals", "jeans" ... */
  kinds?: string[];
};

/**
 * Providers answer `unknown`: the engine (lib/ai/index.ts) validates and sanitises every answer.
 * One folder per provider (lib/ai/<name>/) and one line in the registry (lib/ai/providers.ts).
 */
export interface AiProvider {
  /** The AI_PROVIDER value that selects it. */
  readonly name: string;
  /** How the UI says who analysed a photo, e.g. "AI analysis · anthropic" (read from the settings). */
  readonly label: string;
  /**
   * What changes the provider's answers (its models); part of every cache key for AI results, so
   * changing provider or model never serves stale answers. The registry adds the prompt version.
   */
  readonly cacheTag: string;
  tagImage(image: AiImage, context: TagContext): Promise<unknown>;
  matchInspiration(inspiration: AiImage, closet: readonly AiClosetItem[]): Promise<unknown>;
  missingPieces(inspiration: AiImage, closet: readonly AiClosetItem[]): Promise<unknown>;
  /**
   * Words the style engine's outfits (issue #39: the engine chooses every piece, by the rules, with
   * no key): one `{name, description, occasion}` per outfit, in order, as `{outfits: [...]}`.
   * `closet` holds the pieces the outfits use.
   */
  wordOutfits(
    outfits: readonly OutfitSuggestion[],
    closet: readonly AiClosetItem[],
    request: OutfitRequest,
  ): Promise<unknown>;
}

export const PREFERENCES_MAX_CHARS = 500;
