import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { costPerWear } from "@/lib/closet/contract";
import { wearStatsCte } from "@/lib/closet/queries";
import { env } from "@/lib/config/env";
import { type CleanoutChoice, type ItemStatus, WEAR_LIMITS } from "@/lib/constants";
import type { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CleanoutNext, InsightItem, Insights } from "./contract";

type Db = Awaited<ReturnType<typeof getDb>>;

type ListName = "most" | "least" | "unworn" | "next" | "leaving" | "best" | "worst";

type ItemRow = {
  list: ListName;
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  category: string;
  name: string | null;
  status: string;
  price: string | null;
  currency: string;
  wearCount: number;
  lastWornAt: string | null;
  cleanout: string | null;
  keepUntil: string | null;
  joinsOn: string;
  createdAt: Date;
  /** best and worst: how many priced, worn pieces share this currency (the groups' order) */
  groupSize: number | null;
};

/**
 * The owner's not-archived items with their wear figures and the day each joins the cleanout queue
 * (`joins_on`): 91 days after its last wear, or 15 days after it was added when never worn (the
 * first day it is "not worn in 90 days" / "older than 14 days"), or the day its keep ends if later.
 * `queueable`: active and not leaving (donate, sell); `queued`: queueable and joined by `today`.
 * Both the lists and the totals read it, so the queue and its count cannot disagree.
 */
export function closetCte(owner: Owner, today: string) {
  return Prisma.sql`${wearStatsCte(owner)},
    base AS (
      SELECT c.id, c.image_url AS "imageUrl", c.thumbnail_url AS "thumbnailUrl", c.category, c.name, c.status,
        c.price, coalesce(c.currency, ${env().DEFAULT_CURRENCY}) AS currency, c.cleanout, c.keep_until,
        c.created_at AS "createdAt", coalesce(ws.wear_count, 0) AS wc, ws.last_worn,
        greatest(coalesce(ws.last_worn + ${WEAR_LIMITS.unwornDays + 1}::int,
          c.created_at::date + ${WEAR_LIMITS.unwornGraceDays + 1}::int), c.keep_until) AS joins_on,
        c.status = 'active' AND (c.cleanout IS NULL OR c.cleanout IN ('keep', 'maybe')) AS queueable
      FROM clothing_items c LEFT JOIN ws ON ws.item_id = c.id
      WHERE c.${ownerSql(owner)} AND c.status <> 'archived'
    ), s AS (SELECT base.*, queueable AND joins_on <= ${today}::date AS queued FROM base)`;
}

/**
 * The item lists in one UNION over one pass of the wears: most and least worn, the queue and the
 * next piece to join it, the leaving list, and per currency the best and worst cost per wear. The
 * priced, worn pieces of a currency are split between best and worst (each at most insightsTop),
 * so a small closet shows both and no piece is in both. `pos` keeps each list's order.
 */
export function listedItems(db: Db, owner: Owner, today: string) {
  const top = WEAR_LIMITS.insightsTop;
  const max = WEAR_LIMITS.unwornMax;
  return db.$queryRaw<ItemRow[]>`
    WITH ${closetCte(owner, today)},
    cp AS (
      SELECT s.*, count(*) OVER (PARTITION BY currency) AS n,
        row_number() OVER (PARTITION BY currency ORDER BY round(price / wc, 2) ASC, id ASC) AS r
      FROM s WHERE price IS NOT NULL AND wc > 0
    ), picked AS (
      (SELECT 'most' AS list, row_number() OVER (ORDER BY wc DESC, last_worn DESC, id) AS pos, s.*, NULL::bigint AS n
        FROM s WHERE wc > 0 ORDER BY pos LIMIT ${top})
      UNION ALL
      (SELECT 'least', row_number() OVER (ORDER BY wc ASC, last_worn ASC NULLS FIRST, "createdAt" ASC, id), s.*, NULL
        FROM s ORDER BY 2 LIMIT ${top})
      UNION ALL
      (SELECT 'unworn', row_number() OVER (ORDER BY last_worn ASC NULLS FIRST, "createdAt" ASC, id), s.*, NULL
        FROM s WHERE queued ORDER BY 2 LIMIT ${max})
      UNION ALL
      (SELECT 'next', row_number() OVER (ORDER BY joins_on, id), s.*, NULL
        FROM s WHERE queueable AND NOT queued ORDER BY 2 LIMIT 1)
      UNION ALL
      (SELECT 'leaving', row_number() OVER (ORDER BY id), s.*, NULL
        FROM s WHERE cleanout IN ('donate', 'sell') ORDER BY 2 LIMIT ${max})
      UNION ALL
      (SELECT 'best', r, ${Prisma.raw(SELF_COLUMNS)}, n FROM cp WHERE r <= least(${top}, ceil(n / 2.0)))
      UNION ALL
      (SELECT 'worst', n + 1 - r, ${Prisma.raw(SELF_COLUMNS)}, n FROM cp WHERE n + 1 - r <= least(${top}, floor(n / 2.0)))
    )
    SELECT list, id, "imageUrl", "thumbnailUrl", category, name, status, price::text AS price, currency, cleanout,
      to_char(keep_until, 'YYYY-MM-DD') AS "keepUntil", to_char(joins_on, 'YYYY-MM-DD') AS "joinsOn", "createdAt",
      wc AS "wearCount", to_char(last_worn, 'YYYY-MM-DD') AS "lastWornAt", n::int AS "groupSize"
    FROM picked
    ORDER BY list, pos`;
}

/** s's columns in its own order, for the UNION's branches that read from cp (s plus two). */
const SELF_COLUMNS = `id, "imageUrl", "thumbnailUrl", category, name, status, price, currency, cleanout, keep_until,
  "createdAt", wc, last_worn, joins_on, queueable, queued`;

/** The rows as the contract's lists. */
export function listsOf(rows: ItemRow[]) {
  const list = (name: ListName) => rows.filter((row) => row.list === name);
  const next = list("next")[0];
  return {
    mostWorn: list("most").map(toInsightItem),
    leastWorn: list("least").map(toInsightItem),
    unworn: list("unworn").map(toInsightItem),
    cleanoutNext: next ? toNext(next) : null,
    leaving: list("leaving").map(toInsightItem),
    costPerWear: costGroups(list("best"), list("worst")),
  };
}

/** Per currency, most priced pieces first: a price in one currency is never ranked against another's. */
function costGroups(best: ItemRow[], worst: ItemRow[]): Insights["costPerWear"] {
  const sizes = new Map(best.map((row) => [row.currency, row.groupSize ?? 0]));
  return [...sizes]
    .sort(([a, sizeA], [b, sizeB]) => sizeB - sizeA || a.localeCompare(b))
    .map(([currency]) => ({
      currency,
      best: best.filter((row) => row.currency === currency).map(toInsightItem),
      worst: worst.filter((row) => row.currency === currency).map(toInsightItem),
    }));
}

/** The rule that decided the day: the keep's end when it is the later, else never worn or last worn. */
function toNext(row: ItemRow): CleanoutNext {
  const rule =
    row.keepUntil !== null && row.keepUntil === row.joinsOn ? "kept" : row.lastWornAt === null ? "new" : "worn";
  return { id: row.id, name: row.name, category: row.category, on: row.joinsOn, rule };
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
    currency: row.currency,
    wearCount: row.wearCount,
    lastWornAt: row.lastWornAt,
    costPerWear: costPerWear(price, row.wearCount),
    cleanout: row.cleanout as CleanoutChoice | null,
    keepUntil: row.keepUntil,
    createdAt: row.createdAt.toISOString(),
  };
}
