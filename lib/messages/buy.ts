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
