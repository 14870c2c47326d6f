import { plural } from "./plural";

/**
 * /buy, "before you buy" (issue #44): the screen's own words. The verdict and its reasons are the
 * server's (./buy-check.ts); the server's refusals of a link or a photo are shown as it wrote them
 * (./buy.ts). Lower case, as the rest of the app speaks.
 */
export const BUY_SCREEN_TEXT = {
  title: "before you buy",
  intro:
    "give a photo of a piece you're eyeing, or its shop link: see what you already own like it, the outfits it makes, the gaps it fills and its likely cost per wear.",
  loading: "loading before you buy",

  form: {
    title: "check a piece",
    /** The two ways in, as a radio group. */
    mode: "what to check",
    photo: "a photo",
    link: "a shop link",
    chooseLabel: "choose a photo",
    inputLabel: "product photo",
    drop: {
      idle: "drop the product photo here or click to choose",
      touch: "tap to choose the product photo",
      active: "drop it to check it",
      accept: "drop it to check it",
      reject: "only photos can be checked",
      dialog: "choose a photo...",
      busy: "checking...",
    },
    dropHint: "a screenshot works too: paste it anywhere on this page.",
    chosenAlt: "the photo to check",
    /** A HEIC is decoded when it is checked; most browsers cannot draw it before that. */
    noPreview: "no preview here: the photo is read when you check it.",
    replacePhoto: "choose another",
    removePhoto: "remove photo",
    url: "shop link",
    urlPlaceholder: "https://",
    urlHint: "the product's own page in a shop.",
    name: "name (optional)",
    brand: "brand (optional)",
    price: "price (optional)",
    currency: "currency",
    currencyPlaceholder: "EUR",
    submit: "check it",
    checking: "checking...",
    /** Said under the photo zone when "check it" is pressed without a photo. */
    needPhoto: "choose a photo of the piece first, or check its shop link instead.",
    needLink: "paste the link of the product's page first.",
    /** What the shared photo is doing while it comes from the share (app/share-target). */
    sharedLoading: "getting the photo you shared...",
  },

  /** While the check runs: each line says the step under way, nothing it cannot know. */
  progress: {
    label: "checking the piece",
    preparing: "preparing the photo...",
    photo: "reading the photo and comparing it with your closet...",
    link: "reading the shop page and comparing the piece with your closet...",
  },

  result: {
    title: "the verdict",
    empty:
      "your verdict shows here: what you own like it, the outfits it makes, the gaps it fills and its cost per wear.",
    verdict: "verdict",
    reasons: "why",
    unnamed: "a piece you checked",
    productAlt: (name: string) => `the product: ${name}`,
    looksLike: "looks like these of yours",
    pieceAlt: (piece: { name: string | null; category: string }) => piece.name ?? `your ${piece.category}`,
    unlocks: (count: number) =>
      plural(count, {
        "=0": "no new outfits",
        one: "# new outfit with your pieces",
        other: "# new outfits with your pieces",
      }),
    example: (index: number) => `outfit ${index}`,
    gaps: "gaps it fills",
    inspirationGap: (gap: { name: string; piece: string }) => `the ${gap.piece} of your saved look '${gap.name}'`,
    tripGap: (gap: { name: string; piece: string }) => `the ${gap.piece} your trip '${gap.name}' lacks`,
    costPerWear: "cost per wear",
    perWear: (money: string) => `about ${money} a wear`,
    wearsPerYear: (count: number) =>
      `projected from pieces like it: ${plural(count, { one: "# wear", other: "# wears" })} a year`,
    closetMedian: (money: string) => `your closet's median: ${money}`,
    source: "see it in the shop",
    sourceNote: "(opens the shop in a new tab)",
  },

  wishlist: {
    title: "your wishlist",
    count: (count: number) => plural(count, { one: "# piece checked", other: "# pieces checked" }),
    empty: "nothing checked yet",
    emptyHelp: "each piece you check is kept here with its price, link and verdict.",
    loadFailed: "couldn't load your wishlist",
    checkedOn: (day: string) => `checked ${day}`,
    details: "details",
    inCloset: "in your closet",
    bought: "I bought it",
    delete: "delete",
  },

  /** "I bought it": the product's photo cut out in the browser, then into the closet. */
  bought: {
    fetching: "getting the product photo...",
    removing: "cutting out the background in your browser...",
    saving: "adding it to your closet...",
    toast: { title: "in your closet" },
    open: "open",
    openItem: (name: string) => `open ${name} in your closet`,
    failed: "couldn't add it to your closet",
    retry: "try again",
    /** Removal cannot run in this browser: the photo goes in as it is (SPEC: "the original file is uploaded"). */
    backgroundKept: "background kept: it couldn't be removed in this browser.",
    modelDownload:
      "the background-removal model couldn't be downloaded: check the connection and try again. nothing was added yet.",
    removalStopped: "background removal stopped before it finished: try again. nothing was added yet.",
  },

  delete: {
    deleted: "check deleted",
    undo: "undo",
    undoFor: (name: string) => `undo deleting the check of ${name}`,
    restored: "check kept",
    failed: "couldn't delete the check: it's back in your wishlist.",
    undoFailed: "couldn't undo",
    undoGone: "the check was already deleted.",
  },

  /** The new choice on the share target's review (app/(app)/closet-upload/shared-photos-review.tsx). */
  shareChoice: "check before buying",
} as const;
