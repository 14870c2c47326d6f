import { plural } from "./plural";

/**
 * "Before you buy" (issue #44): reading a product from a shop page's link. The server's sentences
 * (`{message}` bodies), said to the shopper, who can always fall back on a photo of the product.
 */
export const BUY_MESSAGES = {
  invalidUrl: "That link isn't a web address: use an http or https link.",
  /** A private, loopback or otherwise internal address, or a redirect to one: the same words, whichever it was. */
  refusedUrl: "That address can't be checked: only public shop pages can be read.",
  timeout: (seconds: number) =>
    `That shop didn't answer within ${plural(seconds, { one: "# second", other: "# seconds" })}: try again, or use a photo.`,
  pageTooLarge: (limit: string) => `That page is larger than ${limit}, too large to read: use a photo instead.`,
  unreachable: "Couldn't reach that page: check the link, or use a photo.",
  shopAnswered: (status: number) =>
    `Couldn't reach that page (the shop answered ${status}): check the link, or use a photo.`,
  tooManyRedirects: (max: number) =>
    `That page redirects more than ${max} times: use the product's own link, or a photo.`,
  /** The issue's own words (issue #44). */
  productNotFound: "no product found on that page: try a photo",
} as const;

/**
 * The checks' own sentences (issue #44): the REST refusals of /api/buy-checks and the words a check
 * names a gap with. The verdict's reasons are lib/messages/buy-check.ts's.
 */
export const BUY_CHECK_MESSAGES = {
  notFound: "That check was not found.",
  alreadyBought: "That check is already marked bought: its piece is in your closet.",
  /** A body with neither a photo nor a link, or a multipart body without its photo. */
  photoOrLink: "Send a photo of the product, or a link to its page.",
  notBoth: "Send a photo or a link, not both.",
  unknownField: (field: string) => `${field} is not part of a check.`,
  invalidUrl: "The link must be text: the address of the product's page.",
  urlTooLong: (max: number) => `That link is longer than ${max} characters: use the product page's own address.`,
  /** A saved look has no name of its own: the day it was saved names it ("30 nov 2026"). */
  savedLookName: (day: string) =>
    new Date(`${day}T00:00:00Z`)
      .toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
      .toLowerCase(),
  /**
   * The piece a trip lacks, per gap of lib/messages/trips.ts TRIP_MESSAGES.gaps, as "it fills a gap:
   * the ___ your trip 'lisbon' lacks" names it.
   */
  tripGapPiece: {
    wedding: "formal piece for the wedding",
    office: "smart piece for the office",
    hike: "athletic shoes for the hike",
    gym: "athletic piece for the gym",
    beach: "sandals for the beach",
    weddingShoes: "formal shoes for the wedding",
    rainLayer: "rain jacket for the rainy days",
    rainShoes: "closed shoes for the rainy days",
    coldBase: "warm piece for the cold days",
    coldShoes: "closed shoes for the cold days",
    coldLayer: "coat or jacket for the cold days",
    freezingBase: "warm top for the freezing days",
    hot: "light piece for the hot days",
    nothingSuits: (occasion: string) => `piece for the ${occasion} day`,
    nothingForSeason: (season: string) => `piece for ${season}`,
    tooFewOutfits: "piece that gives every day an outfit",
  },
} as const;
