import "server-only";

import { isStorageUnavailable } from "@/lib/errors";
import { readStoredImage } from "@/lib/storage/stored-image";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * What a share image is drawn with: the two typefaces of the app (from the @fontsource packages, no
 * network; satori reads WOFF, not WOFF2) and the outfit's item photos as small JPEG data URIs
 * (satori does not decode WebP reliably, and a photo no bigger than its box keeps the SVG small).
 */
export type ShareFont = {
  name: "Inter" | "Fraunces";
  data: Buffer;
  weight: 300 | 400 | 600 | 700 | 900;
  style: "normal" | "italic";
};

const FONT_FILES: readonly Omit<ShareFont, "data">[] = [
  { name: "Inter", weight: 400, style: "normal" },
  { name: "Inter", weight: 600, style: "normal" },
  { name: "Fraunces", weight: 300, style: "normal" },
  { name: "Fraunces", weight: 400, style: "normal" },
  { name: "Fraunces", weight: 400, style: "italic" },
  { name: "Fraunces", weight: 900, style: "normal" },
];

const fontFile = ({ name, weight, style }: Omit<ShareFont, "data">) =>
  path.join(
    process.cwd(),
    "node_modules",
    "@fontsource",
    name.toLowerCase(),
    "files",
    `${name.toLowerCase()}-latin-${weight}-${style}.woff`,
  );

// One array for the process: satori caches parsed fonts per array, so reusing it skips the parse.
const state = globalThis as unknown as { __stylematchShareFonts?: Promise<ShareFont[]> };

export function shareFonts(): Promise<ShareFont[]> {
  state.__stylematchShareFonts ??= Promise.all(
    FONT_FILES.map(async (font) => ({ ...font, data: await readFile(fontFile(font)) })),
  ).catch((error: unknown) => {
    state.__stylematchShareFonts = undefined;
    throw error;
  });
  return state.__stylematchShareFonts;
}

export type ItemImage = { src: string; width: number; height: number };

/**
 * The stored photos (closet items: web-size WebP on white) as JPEG data URIs whose long side is at
 * most `longSide`, in the order given. A file that is gone or unreadable is left out: the image is
 * still worth making with the other items.
 */
export async function itemImages(keys: readonly string[], longSide: number): Promise<ItemImage[]> {
  const images = await Promise.all(keys.map((key) => itemImage(key, longSide)));
  return images.filter((image): image is ItemImage => image !== null);
}

async function itemImage(key: string, longSide: number): Promise<ItemImage | null> {
  try {
    const bytes = await readStoredImage(key);
    if (!bytes) return null;
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .resize(longSide, longSide, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 84, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { src: `data:image/jpeg;base64,${data.toString("base64")}`, width: info.width, height: info.height };
  } catch (error) {
    if (isStorageUnavailable(error)) throw error; // the store is down: say so, do not draw a half outfit
    return null;
  }
}
