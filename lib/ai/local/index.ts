import "server-only";

import { outfitsFilteredOut, unreadableImage } from "@/lib/errors";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { createOutfitRules, filteredOutMessage } from "@/lib/style/outfit-rules";
import { readGarment } from "@/lib/vision/garment";
import { readOutfit } from "@/lib/vision/outfit";
import { relevanceToLook, relevanceToRequest, selectRelevant } from "../relevance";
import type { OutfitSuggestion } from "../schemas";
import type { AiClosetItem, AiImage, AiProvider, OutfitRequest } from "../types";
import { COLOUR_TAGS } from "../vocabulary";
import { matchLook } from "./match";
import { missingForLook } from "./missing";
import { solveOutfits } from "./outfits";
import { type ItemProfile, type LookProfile, profileCloset, profileLook } from "./profile";
import { tagsFromProfile } from "./tags";

/**
 * The closet items the local analyzer profiles per call, chosen by their tags (lib/ai/relevance.ts).
 * Profiling reads an item's pixels unless its colours are cached or tagged (≈5 ms a thumbnail), so this
 * bounds a cold call's image reads. Twice the Claude prompt's share for a look (the work is local and
 * cheap); for outfits, enough for the solver to pick its best 16 per slot from.
 */
export const LOCAL_CLOSET_ITEMS = { look: 120, outfits: 160 } as const;

/**
 * The embedded provider: no key, no network, deterministic. Colour analysis of the pixels with sharp,
 * rule-based matching and a constraint solver for outfits. The UI labels its results as basic local
 * analysis (see `aiProviderInfo`).
 */
export const localProvider: AiProvider & {
  suggestOutfits(closet: readonly AiClosetItem[], request: OutfitRequest): Promise<{ outfits: OutfitSuggestion[] }>;
} = {
  name: "local",
  label: AI_MESSAGES.localLabel,
  cacheTag: "local",

  async tagImage(image, context) {
    const unreadable = () => {
      throw unreadableImage();
    };
    // An inspiration's tags describe the outfit worn, not the wall behind it.
    if (context.kind === "inspiration")
      return tagsFromProfile((await readOutfit(image.bytes).catch(unreadable)).colours, context);
    const garment = await readGarment(image.bytes).catch(unreadable);
    return tagsFromProfile(garment.colours, context, garment.pattern);
  },

  async matchInspiration(inspiration, closet) {
    const [look, items] = await profileLookAndCloset(inspiration, closet);
    return matchLook(look, items);
  },

  async missingPieces(inspiration, closet) {
    const [look, items] = await profileLookAndCloset(inspiration, closet);
    return { missingPieces: missingForLook(look, items) };
  },

  /** The style engine's outfit ideas (lib/ai/index.ts suggestOutfits asks it whichever provider words them). */
  async suggestOutfits(closet, request) {
    const { eligible } = createOutfitRules(closet, request);
    const chosen = selectRelevant(eligible, relevanceToRequest(request), LOCAL_CLOSET_ITEMS.outfits);
    // Outfits reason from tags; pixels are read only for items that have no colour tag yet.
    const items = await profileCloset(
      chosen.map((item) => (hasColourTag(item.styleTags) ? { ...item, image: undefined } : item)),
    );
    const outfits = solveOutfits(items, request);
    // No combination keeps the rules under these filters: the owner's to change (422), not a failed AI (502).
    if (outfits.length === 0) throw outfitsFilteredOut(filteredOutMessage(request, closet));
    return { outfits };
  },

  // The engine's outfits come with its own words.
  async wordOutfits(outfits) {
    return { outfits: outfits.map(({ name, description, occasion }) => ({ name, description, occasion })) };
  },
};

/** The look, and the closet items most relevant to its tags (all of them when the closet is small). */
async function profileLookAndCloset(
  inspiration: AiImage,
  closet: readonly AiClosetItem[],
): Promise<[LookProfile, ItemProfile[]]> {
  if (closet.length <= LOCAL_CLOSET_ITEMS.look) return Promise.all([profileLook(inspiration), profileCloset(closet)]);
  const look = await profileLook(inspiration);
  return [look, await profileCloset(selectRelevant(closet, relevanceToLook(look.tags), LOCAL_CLOSET_ITEMS.look))];
}

const colourTags = new Set<string>(COLOUR_TAGS);
const hasColourTag = (tags: readonly string[]) => tags.some((tag) => colourTags.has(tag.trim().toLowerCase()));
