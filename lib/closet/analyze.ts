import "server-only";

import { type AiClosetItem, tagClothing } from "@/lib/ai";
import { isVocabularyTag } from "@/lib/ai/vocabulary";
import { type Owner, ownerKey, ownerSql, ownerWhere } from "@/lib/auth/owner";
import type { Category, ItemStatus } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { closetItemNotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { readStoredImage, storedImageLoader } from "@/lib/storage/stored-image";
import { readFactOverrides } from "@/lib/style/fact-overrides";
import { type AnalysedFacts, kindsOf } from "@/lib/style/facts";
import type { StoredGarment } from "@/lib/style/item-facts";
import type { ClosetAnalysis } from "./contract";
import { addsNothing, suggestionFor } from "./learn";
import { mergeAnalysis, type Reanalysed, type TagState } from "./reanalysis";

/**
 * The owner's closet (archived items left out) as the AI engine takes it: ids, categories, tags and
 * status (laundry items are in it: inspiration matching may name them, they are still owned; outfit
 * suggestions leave them out, lib/outfits/suggest.ts), which the cache key's
 * fingerprint and the providers' relevance choice need for every item. Photos are the grid
 * thumbnails, read lazily: only for the bounded set of items a provider actually sends or profiles
 * (lib/ai/relevance.ts), and not even then when it reasons from tags or the local analyzer's colour
 * cache (keyed by `imageKey`) already knows the photo. Ordered by id so the fingerprint is stable.
 * Only vocabulary tags go in: the owner's own words ("grandma's") reach no provider and no outfit
 * rule, and adding one does not change the fingerprint (the AI's answer could not change with it).
 */
export async function loadAiCloset(owner: Owner): Promise<StyleClosetItem[]> {
  const db = await getDb();
  const rows = await db.clothingItem.findMany({
    // Archived items are put away: no AI or solver input sees them.
    where: { ...ownerWhere(owner), status: { not: "archived" } },
    select: {
      id: true,
      category: true,
      styleTags: true,
      thumbnailKey: true,
      status: true,
      name: true,
      material: true,
      seasons: true,
      userTags: true,
      cleanout: true,
      factOverrides: true,
    },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    styleTags: row.styleTags.filter(isVocabularyTag),
    image: storedImageLoader(row.thumbnailKey),
    imageKey: row.thumbnailKey,
    status: row.status as ItemStatus,
    cleanout: row.cleanout,
    // What the style engine reads for the garment's facts (lib/style/facts.ts): the owner's words too.
    garment: {
      category: row.category,
      name: row.name,
      material: row.material,
      styleTags: row.styleTags,
      userTags: row.userTags,
      seasons: row.seasons,
      factOverrides: row.factOverrides,
    },
  }));
}

/** A closet item as the AI engine and the style engine read it. */
export type StyleClosetItem = AiClosetItem & { status: ItemStatus; cleanout: string | null; garment: StoredGarment };

/**
 * POST /api/closet/{id}/analyze: tags one of the owner's items from its stored photo and stores the
 * tags merged with what the owner did (./reanalysis.ts: their own tags kept, removed ones not brought
 * back, colours and seasons filled only while empty), together with dropping the owner's cached AI
 * answers. The answer adds a suggestion learned from the owner's corrections (./learn.ts). If the AI
 * fails, nothing is written: the item keeps its old tags and can be analysed again.
 * A category the upload detected (`categoryDetected`) takes the provider's reading of the photo when
 * it gives one (the local analyzer does not: its reading is the upload's), unless the owner's
 * corrections of a similar piece said what it is; one the person chose is never changed here.
 */
export async function analyzeClosetItem(owner: Owner, id: number): Promise<ClosetAnalysis> {
  const db = await getDb();
  const item = await db.clothingItem.findFirst({
    where: { id, ...ownerWhere(owner) },
    select: { id: true, category: true, categoryDetected: true, imageKey: true, thumbnailKey: true, correctedAt: true },
  });
  if (!item) throw closetItemNotFound();
  const bytes = await readStoredImage(item.imageKey);
  if (!bytes) throw closetItemNotFound();
  const [analysed, learned] = await Promise.all([
    // A detected category is only a guess: the provider reads the photo without it.
    tagClothing({ bytes }, item.categoryDetected ? {} : { category: item.category }),
    suggestionFor(owner, item),
  ]);
  const saved = await storeAnalysis(owner, item.id, {
    styleTags: analysed.styleTags,
    category: learned ? undefined : analysed.category,
    facts: analysed.facts,
  });
  if (!saved) throw closetItemNotFound(); // deleted while it was being analysed
  const { category, categoryDetected, ...stored } = saved;
  return {
    category,
    categoryDetected,
    ...stored,
    suggestion: learned && !addsNothing(learned, { category, ...stored }) ? learned : null,
  };
}

/**
 * The stored facts with the provider's new reading of the photo (issue #39): the owner's own
 * settings stay; a kind of another category than the item's is left out; a reading with nothing
 * (the local analyzer's) drops the old one.
 */
function withAnalysedFacts(stored: unknown, read: AnalysedFacts, category: string) {
  const { analysis: _old, ...kept } = readFactOverrides(stored) ?? {};
  const { kind, ...levels } = read;
  const analysis = { ...(kind && kindsOf(category).includes(kind as never) ? { kind } : {}), ...levels };
  const facts = Object.keys(analysis).length > 0 ? { ...kept, analysis } : kept;
  return Object.keys(facts).length > 0 ? facts : null;
}

type TagRow = { category: string; categoryDetected: boolean; factOverrides: unknown } & {
  [K in keyof TagState]: string[] | null;
};

/**
 * The merge is made from the row as it is when written, locked for that moment: an owner's edit saved
 * while the AI was thinking is merged with, not overwritten (a category they chose meanwhile stays).
 */
async function storeAnalysis(
  owner: Owner,
  id: number,
  analysis: { styleTags: readonly string[]; category: Category | undefined; facts: AnalysedFacts },
): Promise<(Reanalysed & { category: string; categoryDetected: boolean }) | null> {
  const { styleTags: analysed, category: providerCategory } = analysis;
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<TagRow[]>`
      SELECT category, category_detected AS "categoryDetected", style_tags AS "styleTags", user_tags AS "userTags",
             removed_tags AS "removedTags", colors, seasons, fact_overrides AS "factOverrides"
      FROM clothing_items WHERE id = ${id} AND ${ownerSql(owner)} FOR UPDATE`;
    if (!row) return null;
    const merged = mergeAnalysis(
      {
        styleTags: row.styleTags ?? [],
        userTags: row.userTags ?? [],
        removedTags: row.removedTags ?? [],
        colors: row.colors ?? [],
        seasons: row.seasons ?? [],
      },
      analysed,
    );
    const category = row.categoryDetected && providerCategory ? providerCategory : row.category;
    const factOverrides = withAnalysedFacts(row.factOverrides, analysis.facts, category);
    await tx.clothingItem.updateMany({
      where: { id, ...ownerWhere(owner) },
      data: { ...merged, category, factOverrides: factOverrides ?? Prisma.DbNull },
    });
    await tx.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner) } });
    return { ...merged, category, categoryDetected: row.categoryDetected };
  });
}
