import "server-only";

import type { OutfitRequest, OutfitSuggestion } from "@/lib/ai";
import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OutfitView } from "./schemas";
import { uniqueOutfitNames } from "./unique-names";

/**
 * Suggestions are stored as outfits (DESIGN: sharing needs ids). Fresh suggestions stay unsaved;
 * of those, an owner keeps the newest KEEP_UNSAVED (shared ones are never pruned), so asking
 * again and again cannot grow the table without bound.
 */
const KEEP_UNSAVED = 64;

/** What storing a set reads of each piece: enough to tell two outfits of the same name apart. */
const namingSelect = {
  id: true,
  category: true,
  name: true,
  material: true,
  styleTags: true,
  colors: true,
} as const satisfies Prisma.ClothingItemSelect;

/**
 * Stores the suggestions for the owner and returns their ids, in order. Names are made unique within
 * the set (./unique-names.ts): the engine names outfits by colour and occasion, so two cards of one
 * set could otherwise both be "all-black everyday".
 */
export async function storeSuggestions(
  owner: Owner,
  suggestions: readonly OutfitSuggestion[],
  request: OutfitRequest,
): Promise<number[]> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    // The engine only names the owner's items; this re-check (in the same transaction as the insert)
    // also drops an outfit whose item was deleted while the suggestions were being made.
    const wanted = [...new Set(suggestions.flatMap((outfit) => outfit.items))];
    const pieces = new Map(
      (
        await tx.clothingItem.findMany({ where: { id: { in: wanted }, ...ownerWhere(owner) }, select: namingSelect })
      ).map((row) => [row.id, row]),
    );
    const savedByPieces = await savedOutfitsByPieces(tx, owner);
    const kept = suggestions
      .filter((outfit) => outfit.items.every((id) => pieces.has(id)))
      .map((outfit) => ({ outfit, saved: savedByPieces.get(piecesKey(outfit.items)) }));
    const names = uniqueOutfitNames(
      kept.map(({ outfit, saved }) => ({
        name: saved?.name ?? outfit.name,
        fixed: saved !== undefined,
        items: outfit.items.map((id) => pieces.get(id)!),
      })),
    );
    const ids: number[] = [];
    for (const [index, { outfit, saved }] of kept.entries()) {
      // An idea the owner already saved (the same pieces) is answered as that saved outfit: it shows
      // as saved, and saving it again cannot add a second copy to the saved list.
      if (saved !== undefined) {
        if (!ids.includes(saved.id)) ids.push(saved.id);
        continue;
      }
      const row = await tx.outfit.create({
        data: {
          ...ownerWhere(owner),
          name: names[index]!,
          description: outfit.description,
          style: outfit.style,
          occasion: outfit.occasion,
          season: outfit.season ?? null,
          styleTheme: request.styleTheme ?? null,
          itemCount: outfit.items.length,
          items: { create: outfit.items.map((clothingItemId, position) => ({ clothingItemId, position })) },
        },
        select: { id: true },
      });
      ids.push(row.id);
    }
    await pruneUnsaved(tx, owner);
    return ids;
  });
}

type Tx = Prisma.TransactionClient;

/** The owner's saved outfits still whole, by their pieces (the newest saved first wins a tie). */
async function savedOutfitsByPieces(tx: Tx, owner: Owner): Promise<Map<string, { id: number; name: string }>> {
  const saved = await tx.outfit.findMany({
    where: { ...ownerWhere(owner), isSaved: true },
    orderBy: [{ savedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    select: { id: true, name: true, itemCount: true, items: { select: { clothingItemId: true } } },
  });
  const byPieces = new Map<string, { id: number; name: string }>();
  for (const outfit of saved) {
    const key = piecesKey(outfit.items.map((item) => item.clothingItemId));
    if (outfit.items.length === outfit.itemCount && !byPieces.has(key))
      byPieces.set(key, { id: outfit.id, name: outfit.name });
  }
  return byPieces;
}

/**
 * Keeps the owner's newest KEEP_UNSAVED unsaved outfits and deletes the rest, except those shared or
 * planned for a day (issue #43: a planned idea keeps its name on the calendar).
 */
async function pruneUnsaved(tx: Tx, owner: Owner): Promise<void> {
  const stale = await tx.outfit.findMany({
    where: { ...ownerWhere(owner), isSaved: false, shares: { none: {} }, plans: { none: {} } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: KEEP_UNSAVED,
    select: { id: true },
  });
  // The delete repeats "no shares": an outfit shared since the list was read stays (a prune
  // would cascade its share away and leave the share's image behind).
  if (stale.length > 0)
    await tx.outfit.deleteMany({
      where: {
        id: { in: stale.map((row) => row.id) },
        ...ownerWhere(owner),
        isSaved: false,
        shares: { none: {} },
        plans: { none: {} },
      },
    });
}

/** The same pieces in any order are the same outfit. */
const piecesKey = (itemIds: readonly number[]) => [...new Set(itemIds)].sort((a, b) => a - b).join(",");

/** What an outfit card needs, read in one query with its remaining items in order. */
export const outfitViewSelect = {
  id: true,
  name: true,
  description: true,
  style: true,
  occasion: true,
  season: true,
  isSaved: true,
  isBuilt: true,
  itemCount: true,
  items: {
    orderBy: { position: "asc" },
    select: { clothingItem: { select: { id: true, imageUrl: true, thumbnailUrl: true, category: true } } },
  },
} as const satisfies Prisma.OutfitSelect;

type OutfitRow = Prisma.OutfitGetPayload<{ select: typeof outfitViewSelect }>;

export function toOutfitView(row: OutfitRow): OutfitView {
  const { items, season, itemCount, ...fields } = row;
  const present = items.map(({ clothingItem }) => clothingItem);
  // Rows stored before item_count existed were back-filled from the items left then; never negative.
  return {
    ...fields,
    ...(season ? { season } : {}),
    items: present,
    missingItems: Math.max(0, itemCount - present.length),
  };
}

/** The owner's outfits with these ids, in the order given; ids that are not theirs (or gone) are left out. */
export async function loadOutfits(owner: Owner, ids: readonly number[]): Promise<OutfitView[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.outfit.findMany({
    where: { id: { in: [...ids] }, ...ownerWhere(owner) },
    select: outfitViewSelect,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toOutfitView(row)] : [];
  });
}
