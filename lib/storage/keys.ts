import { randomBytes } from "node:crypto";

/**
 * Storage keys look like `closet/<32 base32 chars>.webp`: lowercase only (so case-insensitive file
 * systems cannot merge two keys), 160 random bits (the URL is the only thing guarding the image),
 * and the extension names the content type.
 */
const CONTENT_TYPES = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  avif: "image/avif",
  gif: "image/gif",
  /** Shared photos wait as they came (lib/shared-photos); the browser decodes a HEIC, the server never serves one publicly. */
  heic: "image/heic",
} as const;

export type KeyExtension = keyof typeof CONTENT_TYPES;

const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.[a-z0-9]+$/;
const PREFIX_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 200;
const RANDOM_BYTES = 20;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}`);
    this.name = "InvalidKeyError";
  }
}

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function newKey(prefix: string, ext: KeyExtension): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new InvalidKeyError(prefix);
  if (!(ext in CONTENT_TYPES)) throw new InvalidKeyError(`${prefix}/?.${ext}`);
  return `${prefix}/${base32(randomBytes(RANDOM_BYTES))}.${ext}`;
}

/** Strict: no `..`, no leading `/`, no empty segment, no dot files, only [a-z0-9/_-.] and a known extension. */
export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && contentTypeForKey(key) !== undefined;
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

export function contentTypeForKey(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf(".") + 1);
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext as KeyExtension] : undefined;
}

export function extensionForContentType(contentType: string): KeyExtension | undefined {
  const match = Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType.toLowerCase());
  return match?.[0] as KeyExtension | undefined;
}

/** The key a put writes: the given one or a new `files/...` key, checked against the content type. */
export function keyForPut(input: { key?: string; contentType: string }): string {
  let key = input.key;
  if (!key) {
    const ext = extensionForContentType(input.contentType);
    if (!ext) throw new Error(`No storage extension for content type ${input.contentType}`);
    key = newKey("files", ext);
  }
  assertValidKey(key);
  if (contentTypeForKey(key) !== input.contentType.toLowerCase()) {
    throw new Error(`Content type ${input.contentType} does not match the extension of ${key}`);
  }
  return key;
}
