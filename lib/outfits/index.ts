import "server-only";

/**
 * The outfits domain: suggestions (and the style chat) stored as the owner's outfits, owner-scoped
 * like every other noun. Inputs and answer shapes are in schemas.ts, shared with the screens.
 */
export { buildOutfit, editOutfit } from "./build";
export { closetReadyForOutfits, listOutfits, outfitGapOf, parseOutfitId, removeOutfit, setOutfitSaved } from "./saved";
export * from "./schemas";
export { loadOutfits, storeSuggestions } from "./store";
export { chatOutfits, outfitIdeasFor, suggestOutfitsFor } from "./suggest";
