import { coloursFromTags, type ItemProfile } from "@/lib/ai/local/profile";
import { normalizeTags } from "@/lib/ai/schemas";
import { slotOf } from "@/lib/style/outfit-rules";
import type { GarmentFacts } from "./facts";
import { garmentFactsOf, type StoredGarment } from "./item-facts";

/**
 * A closet piece as the style engine reasons about it: the solver's profile (slot, vocabulary tags,
 * colours from the tags) and the garment's facts. Colours come from tags, not photos: the engine
 * reads no image, so a 500-piece closet is dressed in milliseconds.
 */
export type StylePiece = ItemProfile & {
  facts: GarmentFacts;
  status?: string;
  cleanout?: string | null;
  /** the owner's name for it, if any (reasons point at pieces by it) */
  name?: string | null;
};

export type StyleSource = {
  id: number;
  category: string;
  styleTags: readonly string[];
  status?: string;
  cleanout?: string | null;
  garment: StoredGarment;
};

export function stylePieceOf(item: StyleSource): StylePiece {
  const tags = normalizeTags([...item.styleTags]);
  return {
    id: item.id,
    category: item.category.trim().toLowerCase(),
    slot: slotOf(item.category),
    tags,
    colours: coloursFromTags(tags),
    facts: garmentFactsOf(item.garment),
    ...(item.status ? { status: item.status } : {}),
    cleanout: item.cleanout ?? null,
    name: item.garment.name ?? null,
  };
}
