import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { closetCte, listedItems, listsOf } from "./insight-lists";
import { type Insights, type InsightsQuery, utcToday } from "./schemas";

/**
 * GET /api/insights (issues #28, #41), computed in SQL: five queries whatever the closet's size (the
 * item lists in one UNION over one pass of the owner's wears, the totals, the value per currency,
 * the category balance, the months), each scoped by the owner in its own conditions; only the
 * listed items come back as rows.
 */
export async function insightsFor(owner: Owner, query: InsightsQuery = {}): Promise<Insights> {
  const today = query.today ?? utcToday();
  const db = await getDb();
  const lists = listsOf(await listedItems(db, owner, today));
  const totals = await totalsOf(db, owner, today);
  const values = await valuesOf(db, owner);
  const balance = await categoryBalanceOf(db, owner);
  const byMonth = await wearsByMonthOf(db, owner, today);
  return {
    totals: { items: totals?.items ?? 0, wears: totals?.wears ?? 0, values },
    mostWorn: lists.mostWorn,
    leastWorn: lists.leastWorn,
    unworn: lists.unworn,
    unwornCount: totals?.unworn ?? 0,
    cleanoutNext: lists.unworn.length === 0 ? lists.cleanoutNext : null,
    leaving: lists.leaving,
    leavingCount: totals?.leaving ?? 0,
    costPerWear: lists.costPerWear,
    categoryBalance: balance.filter((row) => row.items > 0 || row.wears > 0),
    wearsByMonth: Array.from({ length: 12 }, (_, index) => {
      const month = monthsBack(today, 11 - index);
      return { month, wears: byMonth.get(month) ?? 0 };
    }),
  };
}

type Db = Awaited<ReturnType<typeof getDb>>;

/** Items, wears logged, how many items are in the cleanout queue and how many are leaving. */
async function totalsOf(db: Db, owner: Owner, today: string) {
  const [totals] = await db.$queryRaw<{ items: number; wears: number; unworn: number; leaving: number }[]>`
    WITH ${closetCte(owner, today)}
    SELECT count(*)::int AS items, count(*) FILTER (WHERE queued)::int AS unworn,
      count(*) FILTER (WHERE cleanout IN ('donate', 'sell'))::int AS leaving,
      (SELECT count(*)::int FROM wears w WHERE w.${ownerSql(owner)}
        AND EXISTS (SELECT 1 FROM wear_items wi WHERE wi.wear_id = w.id)) AS wears
    FROM s`;
  return totals;
}

/**
 * The closet's value per currency, most priced pieces first. Prices are never converted: with
 * pieces bought in euros and dollars there are two totals, each in its own money.
 */
async function valuesOf(db: Db, owner: Owner): Promise<Insights["totals"]["values"]> {
  const rows = await db.$queryRaw<{ currency: string; amount: string }[]>`
    SELECT coalesce(currency, ${env().DEFAULT_CURRENCY}) AS currency, sum(price)::text AS amount
    FROM clothing_items
    WHERE ${ownerSql(owner)} AND status <> 'archived' AND price IS NOT NULL
    GROUP BY 1
    ORDER BY count(*) DESC, 1 ASC`;
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
}

/** Items and wears per category, archived items counted only for their wears. */
function categoryBalanceOf(db: Db, owner: Owner) {
  return db.$queryRaw<{ category: string; items: number; wears: number }[]>`
    SELECT c.category, count(DISTINCT c.id) FILTER (WHERE c.status <> 'archived')::int AS items,
      count(DISTINCT wi.wear_id)::int AS wears
    FROM clothing_items c LEFT JOIN wear_items wi ON wi.clothing_item_id = c.id
    WHERE c.${ownerSql(owner)}
    GROUP BY c.category
    ORDER BY items DESC, wears DESC, category ASC`;
}

/** Wears per month over the last twelve months, by "YYYY-MM". */
async function wearsByMonthOf(db: Db, owner: Owner, today: string) {
  const firstMonth = monthsBack(today, 11);
  const months = await db.$queryRaw<{ month: string; wears: number }[]>`
    SELECT to_char(w.date, 'YYYY-MM') AS month, count(*)::int AS wears
    FROM wears w
    WHERE w.${ownerSql(owner)} AND w.date >= ${`${firstMonth}-01`}::date AND w.date <= ${today}::date
      AND EXISTS (SELECT 1 FROM wear_items wi WHERE wi.wear_id = w.id)
    GROUP BY 1`;
  return new Map(months.map((row) => [row.month, row.wears]));
}

/** "YYYY-MM" of the month `count` months before the month of `day` ("YYYY-MM-DD"). */
function monthsBack(day: string, count: number): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
