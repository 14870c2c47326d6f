import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import type { BuyVerdict } from "@/lib/buy/judgement";
import { getDb } from "@/lib/db";
import { type BuyCheckPiece, type BuyCheckResult, buyCheckResultSchema, type BuyCheckView } from "./schemas";

/** The columns a check's view is made of. */
export const BUY_CHECK_SELECT = {
  id: true,
  createdAt: true,
  name: true,
  brand: true,
  price: true,
  currency: true,
  imageUrl: true,
  thumbnailUrl: true,
  sourceUrl: true,
  category: true,
  colors: true,
  result: true,
  verdict: true,
  boughtItemId: true,
} as const;

type Row = {
  id: number;
  createdAt: Date;
  name: string | null;
  brand: string | null;
  price: { toString(): string } | null;
  currency: string | null;
  imageUrl: string;
  thumbnailUrl: string;
  sourceUrl: string | null;
  category: string;
  colors: string[];
  result: unknown;
  verdict: string;
  boughtItemId: number | null;
};

/** What a kept judgement that no longer parses shows: no pieces, no gaps; its verdict stays. */
const UNREADABLE: BuyCheckResult = {
  similarItems: [],
  unlocks: { count: 0, examples: [] },
  fillsGaps: [],
  costPerWear: null,
  reasons: [],
};

/**
 * Checks as the API answers them: the kept judgement with the closet pieces it names read now, in one
 * query scoped by the owner (a piece deleted since drops out; an example outfit that lost a piece
 * drops out whole, since the rest is no longer that outfit). A gap whose look or trip was deleted
 * since drops out too; the reasons stay as they were said.
 */
export async function viewsOf(owner: Owner, rows: readonly Row[]): Promise<BuyCheckView[]> {
  const results = rows.map((row) => {
    const parsed = buyCheckResultSchema.safeParse(row.result);
    return parsed.success ? parsed.data : UNREADABLE;
  });
  const ids = [...new Set(results.flatMap((result) => [...result.similarItems, ...result.unlocks.examples.flat()]))];
  const db = await getDb();
  const pieces =
    ids.length === 0
      ? []
      : await db.clothingItem.findMany({
          where: { id: { in: ids }, ...ownerWhere(owner) },
          select: { id: true, thumbnailUrl: true, category: true, name: true },
        });
  const byId = new Map<number, BuyCheckPiece>(pieces.map((piece) => [piece.id, piece]));
  const present = (id: number) => byId.get(id) ?? [];
  const gapTargets = await gapTargetsOf(owner, results);
  return rows.map((row, index) => {
    const result = results[index]!;
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      product: {
        name: row.name,
        brand: row.brand,
        price: row.price === null ? null : Number(row.price.toString()),
        currency: row.currency,
        imageUrl: row.imageUrl,
        thumbnailUrl: row.thumbnailUrl,
        sourceUrl: row.sourceUrl,
      },
      reading: { category: row.category, colours: row.colors },
      similarItems: result.similarItems.flatMap(present),
      unlocks: {
        count: result.unlocks.count,
        examples: result.unlocks.examples
          .filter((outfit) => outfit.every((id) => byId.has(id)))
          .map((outfit) => outfit.map((id) => byId.get(id)!)),
      },
      fillsGaps: result.fillsGaps.filter((gap) => gapTargets[gap.kind].has(gap.id)),
      costPerWear: result.costPerWear,
      verdict: row.verdict as BuyVerdict,
      reasons: result.reasons,
      boughtItemId: row.boughtItemId,
    };
  });
}

/** The saved looks and trips the kept gaps name that are still the owner's. */
async function gapTargetsOf(owner: Owner, results: readonly BuyCheckResult[]) {
  const named = (kind: "inspiration" | "trip") => [
    ...new Set(results.flatMap((result) => result.fillsGaps.filter((gap) => gap.kind === kind).map((gap) => gap.id))),
  ];
  const [looks, trips] = [named("inspiration"), named("trip")];
  const db = await getDb();
  const where = ownerWhere(owner);
  const select = { id: true } as const;
  const ids = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
  return {
    inspiration: ids(
      looks.length ? await db.inspirationImage.findMany({ where: { id: { in: looks }, ...where }, select }) : [],
    ),
    trip: ids(trips.length ? await db.trip.findMany({ where: { id: { in: trips }, ...where }, select }) : []),
  };
}
