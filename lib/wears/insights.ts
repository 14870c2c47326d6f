import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { costPerWear } from "@/lib/closet/contract";
import { wearStatsCte } from "@/lib/closet/queries";
import { env } from "@/lib/config/env";
import { type CleanoutChoice, type ItemStatus, WEAR_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { type InsightItem, type Insights, type InsightsQuery, utcToday } from "./schemas";

type ItemRow = {
  list: "most" | "least" | "unworn" | "best" | "worst";
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  category: string;
  name: string | null;
  status: string;
  price: string | null;
  wearCount: number;
  lastWornAt: string | null;
  cleanout: string | null;
  createdAt: Date;
};

/**
 * GET /api/insights (issue #28), computed in SQL: four queries whatever the closet's size (the
 * item lists in one UNION over one pass of the owner's wears, the totals, the category balance, the
 * months), each scoped by the owner in its own conditions; only the listed items come back as rows.
 */
export async function insightsFor(owner: Owner, query: InsightsQuery = {}): Promise<Insights> {
  const today = query.today ?? utcToday();
  const db = await getDb();
  const rows = await listedItems(db, owner, today);
  const totals = await totalsOf(db, owner, today);
  const balance = await categoryBalanceOf(db, owner);
  const byMonth = await wearsByMonthOf(db, owner, today);
  const list = (name: ItemRow["list"]) => rows.filter((row) => row.list === name).map(toInsightItem);
  return {
    totals: {
      items: totals?.items ?? 0,
      wears: totals?.wears ?? 0,
      value: Number(totals?.value ?? 0),
      currency: env().DEFAULT_CURRENCY,
    },
    mostWorn: list("most"),
    leastWorn: list("least"),
    unworn: list("unworn"),
    unwornCount: totals?.unworn ?? 0,
    costPerWear: { best: list("best"), worst: list("worst") },
    categoryBalance: balance.filter((row) => row.items > 0 || row.wears > 0),
    wearsByMonth: Array.from({ length: 12 }, (_, index) => {
      const month = monthsBack(today, 11 - index);
      return { month, wears: byMonth.get(month) ?? 0 };
    }),
  };
}

type Db = Awaited<ReturnType<typeof getDb>>;

/** The item lists (most and least worn, unworn, best and worst cost per wear) in one UNION over one pass of the wears. */
function listedItems(db: Db, owner: Owner, today: string) {
  const top = WEAR_LIMITS.insightsTop;
  const cpw = Prisma.sql`round(price / nullif(wc, 0), 2)`;
  return db.$queryRaw<ItemRow[]>`
    WITH ${wearStatsCte(owner)},
    s AS (
      SELECT c.id, c.image_url AS "imageUrl", c.thumbnail_url AS "thumbnailUrl", c.category, c.name, c.status,
        c.price, c.cleanout, c.created_at AS "createdAt", coalesce(ws.wear_count, 0) AS wc, ws.last_worn
      FROM clothing_items c LEFT JOIN ws ON ws.item_id = c.id
      WHERE c.${ownerSql(owner)} AND c.status <> 'archived'
    ), picked AS (
      (SELECT 'most' AS list, s.* FROM s WHERE wc > 0 ORDER BY wc DESC, last_worn DESC, id LIMIT ${top})
      UNION ALL
      (SELECT 'least', s.* FROM s ORDER BY wc ASC, last_worn ASC NULLS FIRST, "createdAt" ASC, id LIMIT ${top})
      UNION ALL
      (SELECT 'unworn', s.* FROM s
        WHERE status = 'active' AND (last_worn < ${today}::date - ${WEAR_LIMITS.unwornDays}::int
          OR (last_worn IS NULL AND "createdAt" < ${today}::date - ${WEAR_LIMITS.unwornGraceDays}::int))
        ORDER BY last_worn ASC NULLS FIRST, "createdAt" ASC, id LIMIT ${WEAR_LIMITS.unwornMax})
      UNION ALL
      (SELECT 'best', s.* FROM s WHERE price IS NOT NULL AND wc > 0 ORDER BY ${cpw} ASC, id LIMIT ${top})
      UNION ALL
      (SELECT 'worst', s.* FROM s WHERE price IS NOT NULL AND wc > 0 ORDER BY ${cpw} DESC, id LIMIT ${top})
    )
    SELECT list, id, "imageUrl", "thumbnailUrl", category, name, status, price::text AS price, cleanout, "createdAt",
      wc AS "wearCount", to_char(last_worn, 'YYYY-MM-DD') AS "lastWornAt"
    FROM picked`;
}

/** Items, their value, wears logged and how many items went unworn. */
async function totalsOf(db: Db, owner: Owner, today: string) {
  const [totals] = await db.$queryRaw<{ items: number; value: string | null; wears: number; unworn: number }[]>`
    WITH ${wearStatsCte(owner)},
    s AS (
      SELECT c.status, c.price, c.created_at, ws.last_worn
      FROM clothing_items c LEFT JOIN ws ON ws.item_id = c.id
      WHERE c.${ownerSql(owner)} AND c.status <> 'archived'
    )
    SELECT count(*)::int AS items, sum(price)::text AS value,
      count(*) FILTER (WHERE status = 'active' AND (last_worn < ${today}::date - ${WEAR_LIMITS.unwornDays}::int
        OR (last_worn IS NULL AND created_at < ${today}::date - ${WEAR_LIMITS.unwornGraceDays}::int)))::int AS unworn,
      (SELECT count(*)::int FROM wears w WHERE w.${ownerSql(owner)}
        AND EXISTS (SELECT 1 FROM wear_items wi WHERE wi.wear_id = w.id)) AS wears
    FROM s`;
  return totals;
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

function toInsightItem(row: ItemRow): InsightItem {
  const price = row.price === null ? null : Number(row.price);
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    category: row.category,
    name: row.name,
    status: row.status as ItemStatus,
    price,
    wearCount: row.wearCount,
    lastWornAt: row.lastWornAt,
    costPerWear: costPerWear(price, row.wearCount),
    cleanout: row.cleanout as CleanoutChoice | null,
    createdAt: row.createdAt.toISOString(),
  };
}
