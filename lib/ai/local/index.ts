import "server-only";
import type { AiProvider } from "../types";
import { COLOUR_TAGS } from "../vocabulary";
import { analyzeColours } from "./colors";
import { matchLook } from "./match";
import { missingForLook } from "./missing";
import { solveOutfits } from "./outfits";
import { profileCloset, profileLook } from "./profile";
import { tagsFromProfile } from "./tags";

/**
 * The embedded provider: no key, no network, deterministic. Colour analysis of the pixels with sharp,
 * rule-based matching and a constraint solver for outfits. The UI labels its results as basic local
 * analysis (see `aiProviderInfo`).
 */
export const localProvider: AiProvider = {
  name: "local",

  async tagImage(image, context) {
    return tagsFromProfile(await analyzeColours(image.bytes), context);
  },

  async matchInspiration(inspiration, closet) {
    const [look, items] = await Promise.all([profileLook(inspiration), profileCloset(closet)]);
    return matchLook(look, items);
  },

  async missingPieces(inspiration, closet) {
    const [look, items] = await Promise.all([profileLook(inspiration), profileCloset(closet)]);
    return { missingPieces: missingForLook(look, items) };
  },

  async suggestOutfits(closet, request) {
    // Outfits reason from tags; pixels are read only for items that have no colour tag yet.
    const items = await profileCloset(closet.map((item) => (hasColourTag(item.styleTags) ? { ...item, image: undefined } : item)));
    return { outfits: solveOutfits(items, request) };
  },
};

const colourTags = new Set<string>(COLOUR_TAGS);
const hasColourTag = (tags: readonly string[]) => tags.some((tag) => colourTags.has(tag.trim().toLowerCase()));
