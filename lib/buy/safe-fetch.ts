import "server-only";

import { env } from "@/lib/config/env";
import {
  type AppError,
  isAppError,
  productPageTooLarge,
  productUrlInvalid,
  productUrlRefused,
  productUrlTimeout,
  productUrlUnreachable,
} from "@/lib/errors";
import { formatBytes } from "@/lib/images/read-upload";
import { BUY_MESSAGES } from "@/lib/messages/buy";
import type { LookupAddress } from "node:dns";
import { lookup as systemLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable, type Transform } from "node:stream";
import zlib from "node:zlib";
import { classifyAddress } from "./address";

/**
 * Fetching a URL a shopper typed (issue #44), safe by construction against SSRF: the server must
 * never become a way to reach what only it can reach (the cloud metadata service, the database, the
 * admin page of the router). So each hop's host is resolved here, every address it resolves to must
 * be public, and the connection then goes to exactly those checked addresses (Node's own lookup is
 * replaced by one that answers them), so a second DNS answer between check and connect (DNS
 * rebinding) has nothing to change. Redirects are followed by hand and checked from scratch.
 */
export const SAFE_FETCH = {
  timeoutMs: 5_000,
  maxRedirects: 5,
  userAgent: "stylematch/1.0 (+product check)",
} as const;

/** One resolved address, as dns.lookup with `all: true` answers it. */
export type ResolvedAddress = Pick<LookupAddress, "address" | "family">;
/** Every address a host name resolves to; tests inject one to name hosts without a DNS server. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  /** Decoded bytes at most; more is refused, not cut. */
  maxBytes: number;
  accept: string;
  /** One deadline over every hop: lookups, connections, redirects and the body. */
  timeoutMs?: number;
  lookup?: LookupAll;
  /** The refusal past `maxBytes`; the page's own by default. */
  tooLarge?: () => AppError;
};

/** `url`: where the bytes came from, after redirects (relative links on the page resolve against it). */
export type SafeFetchResult = { url: string; contentType: string; bytes: Buffer };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const defaultLookup: LookupAll = (hostname) => systemLookup(hostname, { all: true });

/**
 * GET `input` (http or https only, no credentials in it) from public addresses only, following at
 * most SAFE_FETCH.maxRedirects redirects, all within one deadline. No cookie is sent or kept: each
 * request carries only User-Agent, Accept and Accept-Encoding, and a redirect's Set-Cookie is dropped
 * with its body. Refusals are AppErrors (lib/errors: product_url_*, product_page_too_large).
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH.timeoutMs;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    return await follow(parseTarget(input, productUrlInvalid), options, deadline.signal);
  } catch (error) {
    // Whatever failed once the deadline passed (a lookup, a socket, a half-read body) failed because of it.
    if (deadline.signal.aborted) throw productUrlTimeout(Math.ceil(timeoutMs / 1_000));
    if (isAppError(error)) throw error;
    throw productUrlUnreachable();
  } finally {
    clearTimeout(timer);
  }
}

async function follow(first: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchResult> {
  const allowLoopback = loopbackAllowed();
  const lookup = options.lookup ?? defaultLookup;
  let url = first;
  for (let redirects = 0; ; redirects++) {
    const addresses = await checkedAddresses(url, lookup, allowLoopback, signal);
    const response = await get(url, addresses, options.accept, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= SAFE_FETCH.maxRedirects)
        throw productUrlUnreachable(BUY_MESSAGES.tooManyRedirects(SAFE_FETCH.maxRedirects));
      // A redirect is a new link the shop chose, not the shopper: anything wrong with it is a refusal.
      url = parseTarget(location, productUrlRefused, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw productUrlUnreachable(BUY_MESSAGES.shopAnswered(status));
    }
    const tooLarge = options.tooLarge ?? (() => productPageTooLarge(formatBytes(options.maxBytes)));
    const bytes = await readBody(response, options.maxBytes, tooLarge, signal);
    return { url: url.href, contentType: response.headers["content-type"] ?? "", bytes };
  }
}

/**
 * The tests' loopback setting (PRODUCT_FETCH_ALLOW_LOOPBACK). The NODE_ENV check is a second lock:
 * a production server reads no loopback page even if the variable leaks into its environment.
 */
function loopbackAllowed(): boolean {
  const settings = env();
  return settings.PRODUCT_FETCH_ALLOW_LOOPBACK && settings.NODE_ENV !== "production";
}

function parseTarget(raw: string, refuse: () => AppError, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refuse();
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse();
  // user:password@ in a link is a phishing trick at best; a shop page never needs it.
  if (url.username || url.password) throw refuse();
  return url;
}

/** The URL's host without IPv6 brackets. WHATWG URL has already turned 2130706433 or 0x7f.1 into 127.0.0.1. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** Every address the host stands for, each checked; one bad address refuses the host (the connection could pick it). */
async function checkedAddresses(
  url: URL,
  lookup: LookupAll,
  allowLoopback: boolean,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  const host = hostOf(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await abortable(lookup(host), signal);
    } catch {
      throw productUrlUnreachable();
    }
  }
  if (addresses.length === 0) throw productUrlUnreachable();
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind !== "public" && !(allowLoopback && kind === "loopback")) throw productUrlRefused();
  }
  return addresses;
}

/** Node's lookup, answered with the addresses already checked: the connection can reach no other. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
    const wanted = addresses.filter((address) => !family || family === address.family);
    if (wanted.length === 0) return callback(new Error("no checked address of that family"), "");
    if (options.all) return callback(null, wanted);
    callback(null, wanted[0]!.address, wanted[0]!.family);
  };
}

function get(url: URL, addresses: ResolvedAddress[], accept: string, signal: AbortSignal): Promise<IncomingMessage> {
  const host = hostOf(url);
  const options: https.RequestOptions = {
    hostname: host,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method: "GET",
    // Only these: no Cookie, no Referer, no Authorization, whatever an earlier hop answered.
    headers: { "User-Agent": SAFE_FETCH.userAgent, Accept: accept, "Accept-Encoding": "gzip, deflate, br" },
    // A fresh agent per request: no pooled socket to another host is reused, nothing is kept alive.
    agent: false,
    lookup: pinnedLookup(addresses),
    signal,
    // The certificate is checked against the name typed, not the address connected to (SNI takes no IP).
    ...(isIP(host) ? {} : { servername: host }),
  };
  return new Promise((resolve, reject) => {
    const request = url.protocol === "https:" ? https.request(options, resolve) : http.request(options, resolve);
    request.on("error", reject);
    request.end();
  });
}

const DECODERS = new Map<string, (() => Transform) | null>([
  ["", null],
  ["identity", null],
  ["gzip", () => zlib.createGunzip()],
  ["x-gzip", () => zlib.createGunzip()],
  ["deflate", () => zlib.createInflate()],
  ["br", () => zlib.createBrotliDecompress()],
]);

/**
 * The body, decoded, refused as soon as it passes `maxBytes` (a declared Content-Length over it is
 * refused before any byte is read). Counting decoded bytes bounds a compressed bomb too.
 */
async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  tooLarge: () => AppError,
  signal: AbortSignal,
): Promise<Buffer> {
  const stop = () => response.destroy(new Error("deadline passed"));
  signal.addEventListener("abort", stop, { once: true });
  try {
    if (Number(response.headers["content-length"]) > maxBytes) throw tooLarge();
    const decoder = DECODERS.get((response.headers["content-encoding"] ?? "").trim().toLowerCase());
    if (decoder === undefined) throw productUrlUnreachable();
    const body: Readable = decoder ? pipeline(response, decoder(), () => undefined) : response;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
  } finally {
    signal.removeEventListener("abort", stop);
    response.destroy();
  }
}

/** Stops waiting when the deadline passes (a DNS lookup cannot be cancelled, only abandoned). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
