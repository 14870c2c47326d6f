import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { type BuyVerdict, projectedCostPerWear, unlockedOutfits, verdictOf } from "@/lib/buy/judgement";
import { loadAiCloset } from "@/lib/closet/analyze";
import { findSimilarItems } from "@/lib/closet/similar";
import { env } from "@/lib/config/env";
import { BUY_CHECK_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { type StylePiece, stylePieceOf } from "@/lib/style/pieces";
import type { PackerItem } from "@/lib/trips/packer";
import type { DuplicateEvidence } from "@/lib/vision/duplicates";
import { gapsFilled } from "./gaps";
import type { BuyCheckResult } from "./schemas";

/** The product as the style engine and the trip packer read it: id 0, which no closet piece has. */
export type Candidate = { piece: StylePiece; packed: PackerItem };

/** What a product is: its category, the reading's tags, and the name it came with (its kind may be in it). */
export function candidateOf(product: { category: string; styleTags: string[]; name: string | null }): Candidate {
  const garment = {
    category: product.category,
    name: product.name,
    material: null,
    styleTags: product.styleTags,
    userTags: [],
    seasons: [],
    factOverrides: null,
  };
  const source = { id: 0, category: product.category, styleTags: product.styleTags, status: "active", cleanout: null };
  return { piece: stylePieceOf({ ...source, garment }), packed: { ...source, garment } };
}

export type JudgeInput = {
  candidate: Candidate;
  /** the photo's perceptual hash (null: no silhouette to compare) and its reading, for look-alikes */
  imageHash: bigint | null;
  evidence: DuplicateEvidence | undefined;
  price: number | null;
  currency: string | null;
  /** YYYY-MM-DD, UTC */
  today: string;
};

/**
 * The check's judgement (lib/buy/judgement.ts) from the owner's data: the closet (archived pieces
 * left out) as style pieces, look-alikes by the closet upload's own near-duplicate check, the outfits
 * it unlocks (examples preferring the most worn pieces), the gaps it fills (./gaps.ts), the cost per
 * wear projected from the wear log, and the verdict with its reasons. Kept as it is answered.
 */
export async function judge(owner: Owner, input: JudgeInput): Promise<{ verdict: BuyVerdict; result: BuyCheckResult }> {
  const { candidate, price, today } = input;
  const currency = input.currency ?? env().DEFAULT_CURRENCY;
  const [closetItems, figures, similarItems, gaps] = await Promise.all([
    loadAiCloset(owner),
    wearFigures(owner, today),
    input.imageHash === null ? [] : findSimilarItems(owner, input.imageHash, candidate.piece.id, input.evidence),
    gapsFilled(owner, candidate.piece, candidate.packed, today),
  ]);
  const closet = closetItems.map(stylePieceOf);
  const byId = new Map(closet.map((piece) => [piece.id, piece]));
  const similar = similarItems.flatMap((item) => byId.get(item.id) ?? []);
  const unlocks = unlockedOutfits(candidate.piece, closet, { wears: figures.allTimeWears });
  const cost = projectedCostPerWear({ price, currency, candidate: candidate.piece, closet, today, ...figures });
  const { verdict, reasons } = verdictOf({ similar, unlocks, gapsFilled: gaps, cost });
  return {
    verdict,
    result: {
      similarItems: similar.map((piece) => piece.id),
      unlocks: {
        count: unlocks.count,
        examples: unlocks.examples.map((outfit) => outfit.filter((id) => id !== candidate.piece.id)),
      },
      fillsGaps: gaps.slice(0, BUY_CHECK_LIMITS.gapsKept),
      costPerWear:
        price === null
          ? null
          : { value: cost.costPerWear, currency, wearsPerYear: cost.wearsPerYear, closetMedian: cost.closetMedian },
      reasons,
    },
  };
}

type FigureRow = {
  id: number;
  price: string | null;
  currency: string | null;
  addedAt: string;
  lastYear: number;
  allTime: number;
};

/**
 * Each not-archived piece's wears in the BUY_CHECK_LIMITS.yearDays days up to `today` (today
 * included) and ever, the day it joined the closet, and its price (in the owner's default currency
 * when none was chosen, as the item page shows it), in one grouped query.
 */
async function wearFigures(owner: Owner, today: string) {
  const db = await getDb();
  const rows = await db.$queryRaw<FigureRow[]>`
    SELECT c.id, c.price::text AS price, c.currency, to_char(c.created_at, 'YYYY-MM-DD') AS "addedAt",
      (count(w.id) FILTER (WHERE w.date > ${today}::date - ${BUY_CHECK_LIMITS.yearDays}::int
        AND w.date <= ${today}::date))::int AS "lastYear",
      count(w.id)::int AS "allTime"
    FROM clothing_items c
    LEFT JOIN wear_items wi ON wi.clothing_item_id = c.id
    LEFT JOIN wears w ON w.id = wi.wear_id AND w.${ownerSql(owner)}
    WHERE c.${ownerSql(owner)} AND c.status <> 'archived'
    GROUP BY c.id`;
  const fallback = env().DEFAULT_CURRENCY;
  return {
    wearsLastYear: new Map(rows.map((row) => [row.id, row.lastYear])),
    allTimeWears: new Map(rows.map((row) => [row.id, row.allTime])),
    addedAt: new Map(rows.map((row) => [row.id, row.addedAt])),
    prices: new Map(
      rows.flatMap((row) =>
        row.price === null
          ? []
          : [[row.id, { amount: Number(row.price), currency: row.currency ?? fallback }] as const],
      ),
    ),
  };
}
