import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Emoji in a share caption, drawn as images: satori asks `loadAdditionalAsset("emoji", "✨")` for
 * each emoji it meets, and takes an SVG data URI. The SVGs are Twemoji's (graphics © Twitter, Inc.
 * and contributors, CC-BY 4.0), shipped by the @twemoji/svg npm package and read from node_modules:
 * nothing is fetched at run time. An emoji the set lacks is left out rather than drawn as a box.
 */
const EMOJI_DIR = path.join(process.cwd(), "node_modules", "@twemoji", "svg");
const ZWJ = "\u200d";
const VARIATION_SELECTOR = /\ufe0f/g;

/**
 * Twemoji's file name for an emoji: its code points in lowercase hex joined by "-"; the variation
 * selector U+FE0F is dropped unless the emoji is a ZWJ sequence (Twemoji's own rule).
 */
export function twemojiFileName(emoji: string): string {
  const text = emoji.includes(ZWJ) ? emoji : emoji.replace(VARIATION_SELECTOR, "");
  return [...text].map((char) => char.codePointAt(0)!.toString(16)).join("-");
}

// Per process: each emoji's data URI, or "" for one the set lacks.
const cache = new Map<string, Promise<string>>();

async function readEmoji(emoji: string): Promise<string> {
  const names = [twemojiFileName(emoji), twemojiFileName(emoji.replace(VARIATION_SELECTOR, ""))];
  for (const name of new Set(names)) {
    try {
      const svg = await readFile(path.join(EMOJI_DIR, `${name}.svg`));
      return `data:image/svg+xml;base64,${svg.toString("base64")}`;
    } catch {
      // not in the set under this name: try the next
    }
  }
  return "";
}

export function emojiDataUri(emoji: string): Promise<string> {
  let found = cache.get(emoji);
  if (!found) {
    found = readEmoji(emoji);
    cache.set(emoji, found);
  }
  return found;
}

/** satori's loadAdditionalAsset: emoji from the bundled set; other scripts have no extra font here. */
export async function loadAdditionalAsset(languageCode: string, segment: string): Promise<string | []> {
  return languageCode === "emoji" ? emojiDataUri(segment) : [];
}
