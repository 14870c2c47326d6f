import type { ItemStatus } from "@/lib/constants";

/**
 * The item page's strings (/closet/{id}), beside the per-screen modules of lib/messages/. Kept apart
 * so the closet grid's islands do not ship them. Status lines say only what the server confirmed.
 */
export const ITEM_TEXT = {
  backToCloset: "your closet",
  photoAlt: (what: string) => `photo of ${what}`,
  detailsTitle: "details",
  name: "name",
  namePlaceholder: "e.g. the linen shirt",
  category: "category",
  tags: "tags",
  tagPlaceholder: "add a tag, then Enter",
  tagHint: "tags from the photo analysis are outlined; your own are filled.",
  removeTag: (tag: string) => `remove tag ${tag}`,
  tagAlreadyThere: (tag: string) => `#${tag} is already on this item.`,
  colors: "colours",
  brand: "brand",
  size: "size",
  price: "price",
  currency: "currency",
  purchasedOn: "purchase date",
  material: "material",
  seasons: "seasons",
  notes: "notes",
  notesCount: (length: number, max: number) => `${length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")}`,
  status: "status",
  statusLabels: { active: "ready to wear", laundry: "in the laundry", archived: "archived" } satisfies Record<
    ItemStatus,
    string
  >,
  favorite: "favourite",
  /** The garment facts (issue #39); each "auto" names what auto means for the item now. */
  facts: {
    title: "garment facts",
    hint: "what outfit ideas go by. auto works each one out from the category, name, material and tags.",
    kind: "kind",
    warmth: "warmth",
    rainReady: "rain-ready",
    formality: "formality",
    activities: "activities",
    auto: (meaning: string) => `auto (${meaning})`,
    yes: "yes",
    no: "no",
    none: "none",
  },
  saving: "saving…",
  saved: "saved",
  invalid: "not saved: check the marked field",
  failed: "not saved",
  reanalyze: "re-analyze",
  analyzing: "analyzing…",
  analysisFailed: (message: string) => `The analysis failed: ${message} The item is unchanged.`,
  retry: "try again",
  suggestion: (category: string) => `looks like your ${category}: apply?`,
  suggestionDetail: (category: string, tags: readonly string[]) =>
    `category ${category}${tags.length ? `, tags ${tags.map((tag) => `#${tag}`).join(" ")}` : ""}`,
  apply: "apply",
  dismiss: "no thanks",
  archive: "archive",
  /** Not "back to closet": those are the archived view's words for the link out of it. */
  unarchive: "restore",
  archivedNote: "archived: this item is out of your closet view and your outfit ideas.",
  laundryNote: "in the laundry: shown in your closet, left out of outfit ideas.",
  delete: "delete",
  deleting: "deleting…",
  undo: "undo",
  open: "open",
  restoreGone: "it can no longer be brought back.",
  toasts: {
    saveFailure: { title: "couldn't save your changes" },
    analysisSuccess: { title: "Analysis complete", description: "the tags were updated from the photo." },
    analysisFailure: { title: "Analysis failed" },
    restored: { title: "item restored", description: "it's back in your closet." },
    restoreFailure: { title: "couldn't restore the item" },
  },
} as const;
