import "server-only";

import type { OutfitRequest, OutfitSuggestion } from "@/lib/ai";
import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OutfitView } from "./schemas";

/**
 * Suggestions are stored as outfits (DESIGN: sharing needs ids). Fresh suggestions stay unsaved;
 * of those, an owner keeps the newest KEEP_UNSAVED (shared ones are never pruned), so asking
 * again and again cannot grow the table without bound.
 */
const KEEP_UNSAVED = 64;

/** Stores the suggestions for the owner and returns their ids, in order. */
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
    const present = new Set(
      (
        await tx.clothingItem.findMany({ where: { id: { in: wanted }, ...ownerWhere(owner) }, select: { id: true } })
      ).map((row) => row.id),
    );
    // An idea the owner already saved (the same pieces) is answered as that saved outfit: it shows
    // as saved, and saving it again cannot add a second copy to the saved list.
    const saved = await tx.outfit.findMany({
      where: { ...ownerWhere(owner), isSaved: true },
      orderBy: [{ savedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      select: { id: true, itemCount: true, items: { select: { clothingItemId: true } } },
    });
    const savedByPieces = new Map<string, number>();
    for (const outfit of saved) {
      const key = piecesKey(outfit.items.map((item) => item.clothingItemId));
      if (outfit.items.length === outfit.itemCount && !savedByPieces.has(key)) savedByPieces.set(key, outfit.id);
    }
    const ids: number[] = [];
    for (const outfit of suggestions) {
      if (!outfit.items.every((id) => present.has(id))) continue;
      const already = savedByPieces.get(piecesKey(outfit.items));
      if (already !== undefined) {
        if (!ids.includes(already)) ids.push(already);
        continue;
      }
      const row = await tx.outfit.create({
        data: {
          ...ownerWhere(owner),
          name: outfit.name,
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
    const stale = await tx.outfit.findMany({
      where: { ...ownerWhere(owner), isSaved: false, shares: { none: {} } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: KEEP_UNSAVED,
      select: { id: true },
    });
    // The delete repeats "no shares": an outfit shared since the list was read stays (a prune
    // would cascade its share away and leave the share's image behind).
    if (stale.length > 0)
      await tx.outfit.deleteMany({
        where: { id: { in: stale.map((row) => row.id) }, ...ownerWhere(owner), isSaved: false, shares: { none: {} } },
      });
    return ids;
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
