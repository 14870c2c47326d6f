import "server-only";

import { env } from "@/lib/config/env";
import { productNotFound, uploadTooLarge } from "@/lib/errors";
import { formatBytes } from "@/lib/images/read-upload";
import { type LookupAll, safeFetch } from "./safe-fetch";

/**
 * Reading a product from a shop page (issue #44): schema.org `Product` JSON-LD first, then Open
 * Graph, with no HTML parser. A shop page is hostile input like any other, so the extractor only
 * ever looks for two kinds of tags with bounded regexes and treats every value as an untrusted
 * string; nothing on the page is run or followed except the one image link, through safeFetch again.
 */
export type ProductPage = {
  name?: string;
  brand?: string;
  price?: number;
  /** ISO 4217, in capitals. */
  currency?: string;
  /** Absolute http(s) URL, resolved against the page's final URL. */
  imageUrl: string;
  /** The page's URL after redirects. */
  sourceUrl: string;
};

export type ProductImage = { bytes: Buffer; contentType: string; url: string };

/** Shop pages are HTML with inline scripts and styles; a real one is well under this. */
export const PRODUCT_PAGE_MAX_BYTES = 2 * 1024 * 1024;
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";
/** Names and brands longer than this are a page's description, not a name: cut at a word. */
const TEXT_MAX = 200;

/** Tests pass a short deadline or a fake DNS; the app passes nothing. */
export type ReadOptions = { timeoutMs?: number; lookup?: LookupAll };

/** The product on the page at `url`; a page with no product data answers 422 product_not_found. */
export async function readProductPage(url: string, options: ReadOptions = {}): Promise<ProductPage> {
  const page = await safeFetch(url, { ...options, maxBytes: PRODUCT_PAGE_MAX_BYTES, accept: HTML_ACCEPT });
  const product = extractProduct(decodeHtml(page.bytes, page.contentType), page.url);
  if (!product) throw productNotFound();
  return product;
}

/**
 * The product's image, through the same checks as the page, bounded like a closet upload
 * (UPLOAD_MAX_BYTES), since that is where it goes next; the upload pipeline sniffs what it really is.
 */
export async function downloadProductImage(imageUrl: string, options: ReadOptions = {}): Promise<ProductImage> {
  const maxBytes = env().UPLOAD_MAX_BYTES;
  const image = await safeFetch(imageUrl, {
    ...options,
    maxBytes,
    accept: "image/*",
    tooLarge: () => uploadTooLarge(formatBytes(maxBytes)),
  });
  return { bytes: image.bytes, contentType: image.contentType, url: image.url };
}

/**
 * The product `html` (fetched from `pageUrl`) describes, or null without one: JSON-LD Product fields
 * first, Open Graph for the ones it lacks. Without an image there is nothing to compare, so no product.
 */
export function extractProduct(html: string, pageUrl: string): ProductPage | null {
  const fromJsonLd = jsonLdProduct(html);
  const meta = metaTags(html);
  const image = [fromJsonLd?.image, meta.get("og:image"), meta.get("og:image:secure_url"), meta.get("og:image:url")]
    .map((candidate) => candidate && absoluteHttpUrl(candidate, pageUrl))
    .find(Boolean);
  if (!image) return null;
  const og = {
    name: meta.get("og:title"),
    brand: meta.get("product:brand") ?? meta.get("og:brand"),
    price: meta.get("product:price:amount") ?? meta.get("og:price:amount"),
    currency: meta.get("product:price:currency") ?? meta.get("og:price:currency"),
  };
  const name = cleanText(fromJsonLd?.name) ?? cleanText(og.name);
  const brand = cleanText(fromJsonLd?.brand) ?? cleanText(og.brand);
  const price = parsePrice(fromJsonLd?.price) ?? parsePrice(og.price);
  const currency = parseCurrency(fromJsonLd?.currency) ?? parseCurrency(og.currency);
  return {
    ...(name ? { name } : {}),
    ...(brand ? { brand } : {}),
    ...(price !== undefined ? { price } : {}),
    ...(currency ? { currency } : {}),
    imageUrl: image,
    sourceUrl: pageUrl,
  };
}

type Fields = { name?: string; brand?: string; price?: string; currency?: string; image?: string };

/** The first schema.org Product in the page's JSON-LD blocks (each an object, an array, or a @graph). */
function jsonLdProduct(html: string): Fields | null {
  for (const { attributes, body } of tags(html, "script")) {
    if (!/\btype\s*=\s*["']?application\/ld\+json/i.test(attributes)) continue;
    const product = findProduct(parseJsonLd(body));
    if (product) return productFields(product);
  }
  return null;
}

/**
 * Each `<name ...>` tag: its attribute text and, for a script, the text up to its closing tag. A scan
 * that only moves forward and stops at the first tag left open: a regex like <script[^>]*> would scan
 * to the end of the page again for every "<script" of a page made to have thousands and no ">".
 */
function* tags(html: string, name: "script" | "meta"): Generator<{ attributes: string; body: string }> {
  const open = new RegExp(`<${name}\\b`, "gi");
  const close = new RegExp(`</${name}\\s*>`, "gi");
  for (;;) {
    const start = open.exec(html);
    if (!start) return;
    const end = html.indexOf(">", open.lastIndex);
    if (end === -1) return;
    const attributes = html.slice(open.lastIndex, end);
    if (name === "meta") {
      open.lastIndex = end + 1;
      yield { attributes, body: "" };
      continue;
    }
    close.lastIndex = end + 1;
    const closing = close.exec(html);
    if (!closing) return;
    open.lastIndex = close.lastIndex;
    yield { attributes, body: html.slice(end + 1, closing.index) };
  }
}

/** A script's JSON, forgiving what shops get wrong: HTML comment or CDATA wrappers, raw line breaks in strings. */
function parseJsonLd(text: string): unknown {
  const body = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[)/, "")
    .replace(/(?:-->|\/\/\s*\]\]>)$/, "");
  try {
    return JSON.parse(body);
  } catch {
    try {
      // Control characters are never valid in JSON strings and are only whitespace outside them.
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, " "));
    } catch {
      return null;
    }
  }
}

type JsonObject = Record<string, unknown>;
const isNode = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const PRODUCT_TYPES = new Set(["product", "productgroup", "individualproduct", "productmodel"]);
/** "Product", "schema:Product", "https://schema.org/Product": the last segment, case aside. */
const isProductType = (type: unknown) =>
  (Array.isArray(type) ? type : [type]).some(
    (one) => typeof one === "string" && PRODUCT_TYPES.has(one.split(/[/:#]/).pop()!.toLowerCase()),
  );

/** Depth-first through arrays, @graph and nested values (a WebPage's mainEntity), bounded against a hostile tree. */
function findProduct(value: unknown, depth = 0): JsonObject | null {
  if (depth > 8) return null;
  if (Array.isArray(value)) {
    for (const entry of value.slice(0, 200)) {
      const found = findProduct(entry, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isNode(value)) return null;
  if (isProductType(value["@type"])) return value;
  for (const entry of Object.values(value).slice(0, 200)) {
    const found = findProduct(entry, depth + 1);
    if (found) return found;
  }
  return null;
}

function productFields(product: JsonObject): Fields {
  const offer = firstOffer(product.offers);
  const decoded = (value: string | undefined) => (value === undefined ? undefined : decodeEntities(value));
  // Script text is not HTML, yet many shops escape their JSON-LD strings as if it were ("Levi&#39;s").
  return {
    name: decoded(text(product.name)),
    brand: decoded(text(first(product.brand), "name")),
    price: text(offer?.price) ?? text(offer?.lowPrice) ?? text(first(offer?.priceSpecification), "price"),
    currency:
      text(offer?.priceCurrency) ?? text(first(offer?.priceSpecification), "priceCurrency") ?? text(product.currency),
    image: decoded(text(first(product.image), "url") ?? text(first(product.image), "contentUrl")),
  };
}

/** The first offer (Offer or AggregateOffer) that names a price, else the first offer at all. */
function firstOffer(offers: unknown): JsonObject | undefined {
  const list = (Array.isArray(offers) ? offers : [offers]).filter(isNode);
  return (
    list.find((offer) => offer.price !== undefined || offer.lowPrice !== undefined || offer.priceSpecification) ??
    list[0]
  );
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A string or number as text; for an object, its `key` (a brand's name, an image's url). */
function text(value: unknown, key?: string): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (key && isNode(value)) return text(value[key]);
  return undefined;
}

/** Every <meta property|name="..." content="..."> by lower-case key, the first of each kept (a page's main og:image comes first). */
function metaTags(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const tag of tags(html, "meta")) {
    const attributes = attributesOf(tag.attributes);
    const key = (attributes.get("property") ?? attributes.get("name"))?.toLowerCase();
    const content = attributes.get("content");
    if (key && content !== undefined && !found.has(key)) found.set(key, content);
  }
  return found;
}

/** A tag's attributes by lower-case name, values with their entities decoded. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(
    /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const key = name!.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ""));
  }
  return attributes;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

/** &amp; &#39; &#x27; and the common named entities; anything unknown or out of range is left as written. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : entity;
    }
    return Object.hasOwn(NAMED_ENTITIES, body.toLowerCase()) ? NAMED_ENTITIES[body.toLowerCase()]! : entity;
  });
}

/** Whitespace collapsed, at most TEXT_MAX characters. */
function cleanText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const clean = value.replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  if (clean.length <= TEXT_MAX) return clean;
  const cut = clean.slice(0, TEXT_MAX);
  return `${cut.slice(0, cut.lastIndexOf(" ") > TEXT_MAX / 2 ? cut.lastIndexOf(" ") : TEXT_MAX)}…`;
}

/** "49.99", "1,299.00" or 49.99 as a number; a price written any other way is left out rather than guessed. */
function parsePrice(value: string | undefined): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(trimmed)) return undefined;
  const price = Number(trimmed.replaceAll(",", ""));
  return Number.isFinite(price) ? Math.round(price * 100) / 100 : undefined;
}

function parseCurrency(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/** `link` resolved against the page, if it is an http(s) URL (a data: or javascript: image is no image to fetch). */
function absoluteHttpUrl(link: string, base: string): string | undefined {
  try {
    const url = new URL(link.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The page's text in its charset: the Content-Type's, else a <meta charset> near the top, else UTF-8. */
function decodeHtml(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 2048).toString("latin1");
  const charset =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
