/** The outfit ideas screen of SPEC §2 (/outfit-creator, /outfit-ideas, /outfits). */
export const OUTFIT_TEXT = {
  title: "outfit ideas",
  intro: "outfits put together from the clothes you already own. pick a season or a style to steer them.",
  ideasTab: "ideas",
  savedTab: "saved",
  seasonLabel: "season",
  styleThemeLabel: "style theme",
  clearFilters: "clear filters",
  newIdeas: "new ideas",
  generating: "putting outfits together from your closet...",
  saveOutfit: "save outfit",
  /** The save toggle's one name (its state is aria-pressed): the visible words, then which outfit. */
  saveOutfitNamed: (name: string) => `save outfit ${name}`,
  unsaved: "outfit removed from saved",
  saveFailed: "couldn't save this outfit",
  shareRefused: "couldn't share this outfit",
  saved: "saved",
  addClothes: "add clothes",
  noIdeasTitle: "no outfits for these filters",
  allCombinationsShown: "these are all the combinations your closet allows for this filter",
  noIdeasDescription: "try another season or style theme, or clear the filters.",
  failedTitle: "couldn't put outfits together",
  savedEmptyTitle: "no saved outfits yet",
  savedEmptyDescription: "press 'save outfit' on an idea you like to keep it here.",
  seeIdeas: "see outfit ideas",
  style: "style",
  occasion: "occasion",
  season: "season",
  moreItems: (count: number) => `${count} more item${count === 1 ? "" : "s"}`,
  missingItems: (count: number) =>
    count === 1
      ? "1 piece of this outfit was removed from your closet."
      : `${count} pieces of this outfit were removed from your closet.`,
} as const;

/** Outfit suggestions and the style chat (`{message}` bodies of POST /api/outfits/suggestions and /api/chat). */
export const OUTFIT_MESSAGES = {
  invalidSeason: "Please choose a season: all-season, spring, summer, fall or winter.",
  invalidStyleTheme:
    "Please choose a style theme: chill, old-money, streetwear, minimalist, boho, preppy, edgy or romantic.",
  chatMessageRequired: "Please tell us what kind of outfits you'd like.",
  chatMessageTooLong: (max: number) => `Please keep your message to ${max} characters or fewer.`,
  invalidFresh: "fresh must be true or false.",
  invalidSavedFilter: "The saved filter must be true or false.",
  invalidSaved: "saved must be true or false.",
  notFound: "That outfit is gone: ask for new ideas to see what your closet makes now.",
  incomplete: (missing: number) =>
    `${missing === 1 ? "A piece" : `${missing} pieces`} of this outfit ${missing === 1 ? "was" : "were"} deleted from your closet, so it can't be saved or shared. Ask for new ideas to see what your closet makes now.`,
  invalidIds: "ids must be a comma-separated list of outfit ids.",
  notSaved: "Only saved outfits can be edited: save this outfit first.",
  buildItemIds: (min: number, max: number) => `itemIds must list ${min} to ${max} of your closet items (item ids).`,
  buildDuplicateItems: "itemIds lists the same item twice: each piece can be in an outfit once.",
  invalidName: (max: number) => `The name must be text of at most ${max} characters.`,
  noChanges: "Nothing to change: send name or itemIds.",
  unknownField: (field: string) => `${field} cannot be changed.`,
  builtDescription: (count: number) => `your own outfit of ${count} pieces`,
  defaultName: "my outfit",
} as const;

/**
 * Why outfits can't be made (lib/outfits/gap.ts), naming the cause: what is missing, in the laundry
 * or archived, or what the season/theme filter leaves out. Causes are joined into one sentence.
 */
export const OUTFIT_GAP_MESSAGES = {
  inLaundry: (pieces: string) => `your only ${pieces} are in the laundry`,
  archived: (pieces: string) => `your only ${pieces} are archived`,
  laundryOrArchived: (pieces: string) => `your ${pieces} are all in the laundry or archived`,
  none: (pieces: string) => `you have no ${pieces} yet`,
  sentence: (causes: string) =>
    `${causes.charAt(0).toUpperCase()}${causes.slice(1)}: outfits need a top and a bottom, or a dress or suit.`,
  /** `filter`: "winter", "the boho theme" or "winter and the boho theme". */
  filteredOut: (filter: string) =>
    `None of your tops and bottoms, dresses or suits suit ${filter}. Try another filter, or add clothes for it.`,
  /** The filter empties one part of an outfit (`part`: "top" or "bottom"), the other part survives it. */
  filteredOutPart: (part: "top" | "bottom", filter: string, instead: string) =>
    `None of your ${part === "top" ? "tops" : "bottoms"} suit ${filter}: try ${instead}, or add ${part === "top" ? "a top" : "bottoms"} for ${filter}.`,
  theme: (theme: string) => `the ${theme} theme`,
  /**
   * What the request leaves out (`without`: "without black", "without streetwear pieces or heels")
   * leaves nothing to build from, with the season/theme `filter` when there is one.
   */
  excludedOut: (without: string, filter?: string) =>
    `${capitalised(without)}, none of your tops and bottoms, dresses or suits ${filter ? `suit ${filter}` : "are left to make an outfit"}. Ask to leave out less${filter ? ", try another filter" : ""}, or add clothes${filter ? " for it" : ""}.`,
  /** As excludedOut, when it empties one part of an outfit (`part`) and the other part survives it. */
  excludedPart: (part: "top" | "bottom", without: string, filter?: string, instead?: string) =>
    `${capitalised(without)}, none of your ${part === "top" ? "tops" : "bottoms"} ${filter ? `suit ${filter}` : "are left"}: ask to leave out less${filter && instead ? `, try ${instead}` : ""}, or add ${part === "top" ? "a top" : "bottoms"}${filter ? ` for ${filter}` : ""}.`,
} as const;

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
