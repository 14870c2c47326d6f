import "server-only";

import { unreadableImage } from "@/lib/errors";
import { type Slot, slotOf } from "@/lib/style/outfit-rules";
import { figureOf, readOutfit } from "@/lib/vision/outfit";
import { colourLab } from "@/lib/vision/palette";
import { normalizeTags } from "../schemas";
import type { AiClosetItem, AiImage } from "../types";
import { COLOUR_TAGS, type ColourName } from "../vocabulary";
import { analyzeColours, type ColourProfile, type Swatch } from "./colors";
import { tagsFromProfile } from "./tags";

/** What the local analyzer knows about a closet item: its colours (from pixels when it has them) and tags. */
export type ItemProfile = { id: number; category: string; slot: Slot; tags: string[]; colours: ColourProfile };
/**
 * An inspiration look: its outfit's colours and tags, and `person`, whether someone wearing it was
 * found (then `colours.regions` names each worn piece's colours, read along the body; without a
 * person the whole picture is read and there are no regions).
 */
export type LookProfile = { tags: string[]; colours: ColourProfile; person: boolean };

const colourTags = new Set<string>(COLOUR_TAGS);

/** Colours stated by tags, equally weighted; the fallback when there are no pixels to read. */
export function coloursFromTags(tags: readonly string[]): ColourProfile {
  const names = tags.filter((tag): tag is ColourName => colourTags.has(tag));
  const swatches: Swatch[] = names.map((name) => ({ name, lab: colourLab(name), share: 1 / names.length }));
  const mean = (k: 0 | 1 | 2) => swatches.reduce((sum, s) => sum + s.lab[k] * s.share, 0);
  return {
    swatches,
    lightness: swatches.length ? mean(0) : 50,
    chroma: swatches.length ? Math.hypot(mean(1), mean(2)) : 0,
  };
}

async function bytesOf(item: AiClosetItem): Promise<Uint8Array | undefined> {
  if (!item.image) return undefined;
  try {
    return typeof item.image === "function" ? await item.image() : item.image;
  } catch {
    return undefined; // a missing file must not sink the whole closet: tags still describe the item
  }
}

/**
 * Colour analyses of closet photos, per process, by image key (a storage key names one upload's bytes
 * forever), so matching a closet again costs no storage reads; by content the reading remembers itself.
 */
const cache = globalThis as unknown as { __stylematchColourCache?: Map<string, ColourProfile> };
const CACHE_LIMIT = 2000;

function remember(key: string, profile: ColourProfile) {
  const map = (cache.__stylematchColourCache ??= new Map());
  map.set(key, profile);
  if (map.size > CACHE_LIMIT) map.delete(map.keys().next().value!);
}

async function coloursOf(item: AiClosetItem): Promise<ColourProfile | undefined> {
  const keyed = item.imageKey ? `key:${item.imageKey}` : undefined;
  const known = keyed && cache.__stylematchColourCache?.get(keyed);
  if (known) return known;
  const bytes = await bytesOf(item);
  if (!bytes) return undefined;
  // Bytes without a key (or read before under another) are remembered by content by the reading itself.
  const profile = await analyzeColours(bytes).catch(() => undefined);
  if (profile && keyed) remember(keyed, profile);
  return profile;
}

export async function profileItem(item: AiClosetItem): Promise<ItemProfile> {
  const tags = normalizeTags(item.styleTags);
  const colours = (await coloursOf(item)) ?? coloursFromTags(tags);
  return { id: item.id, category: item.category.trim().toLowerCase(), slot: slotOf(item.category), tags, colours };
}

/** Profiles the closet with a few images in flight at a time (they come from storage, maybe remote). */
export async function profileCloset(closet: readonly AiClosetItem[], concurrency = 4): Promise<ItemProfile[]> {
  const results = new Array<ItemProfile>(closet.length);
  let next = 0;
  const worker = async () => {
    while (next < closet.length) {
      const index = next++;
      results[index] = await profileItem(closet[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, closet.length) }, worker));
  return results;
}

export async function profileLook(image: AiImage): Promise<LookProfile> {
  const outfit = await readOutfit(image.bytes).catch(() => {
    throw unreadableImage();
  });
  const regions = figureOf(outfit);
  const colours = { ...outfit.colours, ...(regions ? { regions } : {}) };
  const stored = normalizeTags(image.styleTags ?? []);
  return {
    colours,
    person: outfit.person,
    tags: stored.length > 0 ? stored : tagsFromProfile(colours, { kind: "inspiration" }),
  };
}
