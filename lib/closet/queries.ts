import "server-only";

import { type Owner, ownerSql, ownerWhere } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import {
  CATEGORIES,
  type CleanoutChoice,
  type ClosetSort,
  type ItemStatus,
  type Season,
  type StatusFilter,
} from "@/lib/constants";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { itemFactsOf } from "@/lib/style/item-facts";
import { type ClosetCursor, encodeCursor } from "./cursor";
import { viewSelect } from "./item-select";
import { type CategoryCounts, type ClosetItemView, type ClosetPage, costPerWear, originalImageUrl } from "./schemas";

export { viewSelect } from "./item-select";

/** The same columns for raw SQL, aliased to the field names. */
export const VIEW_COLUMNS = Prisma.raw(
  `id, image_url AS "imageUrl", thumbnail_url AS "thumbnailUrl", original_image_key AS "originalImageKey", category, style_tags AS "styleTags", name, colors,
   brand, size, price::text AS price, currency, to_char(purchased_on, 'YYYY-MM-DD') AS "purchasedOn", material, seasons,
   notes, status, favorite, cleanout, fact_overrides AS "factOverrides", created_at AS "createdAt", updated_at AS "updatedAt"`,
);

export type ViewRow = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  /** never answered: the view names the owner-only URL instead */
  originalImageKey: string | null;
  category: string;
  styleTags: string[] | null;
  name: string | null;
  colors: string[] | null;
  brand: string | null;
  size: string | null;
  /** Prisma's Decimal, or the text of a raw query */
  price: { toString(): string } | string | null;
  currency: string | null;
  /** a Date from Prisma, "YYYY-MM-DD" from a raw query */
  purchasedOn: Date | string | null;
  material: string | null;
  seasons: string[] | null;
  notes: string | null;
  status: string;
  favorite: boolean;
  cleanout: string | null;
  /** the stored JSON (lib/style/fact-overrides.ts) */
  factOverrides: unknown;
  createdAt: Date;
  updatedAt: Date;
};

/** An item's wear figures (the wear log, issue #28): absent means none. */
export type WearStats = { wearCount: number; lastWornAt: string | null };
const NO_WEARS: WearStats = { wearCount: 0, lastWornAt: null };

export const toView = (row: ViewRow & Partial<WearStats>, stats: WearStats = NO_WEARS): ClosetItemView => {
  const wearCount = row.wearCount ?? stats.wearCount;
  const price = row.price === null ? null : Number(row.price.toString());
  return {
    ...baseView(row),
    price,
    wearCount,
    lastWornAt: row.lastWornAt ?? stats.lastWornAt,
    costPerWear: costPerWear(price, wearCount),
  };
};

const baseView = (row: ViewRow): Omit<ClosetItemView, "wearCount" | "lastWornAt" | "costPerWear"> => ({
  id: row.id,
  imageUrl: row.imageUrl,
  thumbnailUrl: row.thumbnailUrl,
  originalImageUrl: row.originalImageKey ? originalImageUrl(row.id) : null,
  category: row.category,
  styleTags: row.styleTags ?? [],
  name: row.name,
  colors: row.colors ?? [],
  brand: row.brand,
  size: row.size,
  price: row.price === null ? null : Number(row.price.toString()),
  currency: row.currency ?? env().DEFAULT_CURRENCY,
  purchasedOn: row.purchasedOn instanceof Date ? row.purchasedOn.toISOString().slice(0, 10) : row.purchasedOn,
  material: row.material,
  seasons: row.seasons ?? [],
  notes: row.notes,
  status: row.status as ItemStatus,
  favorite: row.favorite,
  cleanout: row.cleanout as CleanoutChoice | null,
  facts: itemFactsOf({ ...row, styleTags: row.styleTags ?? [], seasons: row.seasons ?? [] }),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type ListOptions = {
  /** case-insensitive substring of the name, brand, material, notes, tags or colours */
  q?: string;
  /** default current (active and laundry); "all" lists every status */
  status?: StatusFilter;
  color?: string;
  /** items for that season, and all-season items */
  season?: Season;
  /** default newest */
  sort?: ClosetSort;
  category?: string;
  /** items whose styleTags include any of these, compared in lower case (the tag page) */
  tags?: readonly string[];
  limit?: number;
  /** from the previous page, made for the same sort (the route's schema checks that) */
  cursor?: ClosetCursor;
};

/**
 * The owner's items matching the filters, in the sort's order: newest (creation time then id,
 * descending), oldest (both ascending), name (case-insensitive, then id) or price (ascending, then
 * id); items without a name or price come last. With `limit`, one page and the cursor of the next
 * (null on the last); without, every match.
 */
export async function listClosetItems(owner: Owner, options: ListOptions = {}): Promise<ClosetPage> {
  const take = options.limit === undefined ? undefined : options.limit + 1; // one extra says whether a next page exists
  const rows = await selectItems(owner, options, take);
  const hasMore = take !== undefined && rows.length > options.limit!;
  const items = hasMore ? rows.slice(0, options.limit) : rows;
  const last = items.at(-1);
  return {
    items: items.map((row) => toView(row)),
    nextCursor: hasMore && last ? encodeCursor(cursorAfter(last, options.sort)) : null,
  };
}

type ListRow = ViewRow & WearStats & { sortKey?: string | null };

function cursorAfter(row: ListRow, sort: ClosetSort = "newest"): ClosetCursor {
  if (sort === "name" || sort === "price") return { sort, key: row.sortKey ?? null, id: row.id };
  if (sort === "last-worn") return { sort, key: row.lastWornAt, id: row.id };
  if (sort === "most-worn" || sort === "least-worn") return { sort, key: row.wearCount, id: row.id };
  return { sort, key: row.createdAt.getTime(), id: row.id };
}

/**
 * The owner's wear figures per item, as a CTE named `ws` (item_id, wear_count, last_worn): one pass
 * over the owner's wears (indexed by owner and day), joined to the items listed.
 */
export const wearStatsCte = (owner: Owner) => Prisma.sql`ws AS (
    SELECT wi.clothing_item_id AS item_id, count(*)::int AS wear_count, max(w.date) AS last_worn
    FROM wears w JOIN wear_items wi ON wi.wear_id = w.id
    WHERE w.${ownerSql(owner)}
    GROUP BY wi.clothing_item_id)`;

/** The wear figures of these items of the owner (for reads that go through Prisma's model API). */
export async function wearStatsOf(owner: Owner, ids: readonly number[]): Promise<Map<number, WearStats>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.$queryRaw<({ id: number } & WearStats)[]>`
    SELECT wi.clothing_item_id AS id, count(*)::int AS "wearCount", to_char(max(w.date), 'YYYY-MM-DD') AS "lastWornAt"
    FROM wears w JOIN wear_items wi ON wi.wear_id = w.id
    WHERE w.${ownerSql(owner)} AND wi.clothing_item_id = ANY(${[...ids]}::int[])
    GROUP BY wi.clothing_item_id`;
  return new Map(rows.map(({ id, ...stats }) => [id, stats]));
}

/**
 * Each piece's wear figures as they stood before `date` (wears on the day itself left out), and
 * whether it was worn on `date`: Today dresses the day from the days before it, so logging today's
 * look does not move the looks, and marks the worn one. One grouped query.
 */
export async function wearStatsBefore(
  owner: Owner,
  ids: readonly number[],
  date: string,
): Promise<Map<number, WearStats & { wornOnDay: boolean }>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.$queryRaw<({ id: number; wornOnDay: boolean } & WearStats)[]>`
    SELECT wi.clothing_item_id AS id,
           (count(*) FILTER (WHERE w.date < ${date}::date))::int AS "wearCount",
           to_char(max(w.date) FILTER (WHERE w.date < ${date}::date), 'YYYY-MM-DD') AS "lastWornAt",
           coalesce(bool_or(w.date = ${date}::date), false) AS "wornOnDay"
    FROM wears w JOIN wear_items wi ON wi.wear_id = w.id
    WHERE w.${ownerSql(owner)} AND wi.clothing_item_id = ANY(${[...ids]}::int[]) AND w.date <= ${date}::date
    GROUP BY wi.clothing_item_id`;
  return new Map(rows.map(({ id, ...stats }) => [id, stats]));
}

/** Rows read through Prisma's model API as views with their wear figures (one grouped query). */
export async function toViewsWithWears(owner: Owner, rows: readonly ViewRow[]): Promise<ClosetItemView[]> {
  const stats = await wearStatsOf(
    owner,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, stats.get(row.id)));
}

/** `%`, `_` and `\` match themselves: a search for "100%" finds "100%", not everything from "100". */
const likeNeedle = (q: string) => q.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The nullable sort key of the name and price sorts, as SQL, and how a cursor's key is compared with it. */
const SORT_KEYS = {
  name: { expr: Prisma.sql`lower(name)`, param: (key: string) => Prisma.sql`${key}::text` },
  // Qualified: a bare `price` in ORDER BY would name the output column, the price as text.
  price: { expr: Prisma.sql`clothing_items.price`, param: (key: string) => Prisma.sql`${key}::numeric` },
} as const;
const WEAR_COUNT = Prisma.sql`coalesce(ws.wear_count, 0)`;

// One raw query for every list: Prisma's array filters compare case-sensitively (the tag page needs
// lower case), it has no ILIKE over the trigram-indexed search_text, and mapping rows through the ORM
// costs more than the query itself for a whole closet.
async function selectItems(owner: Owner, options: ListOptions, take: number | undefined): Promise<ListRow[]> {
  const { q, color, season, category, tags, cursor } = options;
  const status = options.status ?? "current";
  const sort = options.sort ?? "newest";
  const conditions = [
    ownerSql(owner),
    ...(status === "all"
      ? []
      : status === "current"
        ? [Prisma.sql`status <> 'archived'`]
        : [Prisma.sql`status = ${status}`]),
    // search_text is lower()ed by its generation expression and the needle by the same lower() here, so a plain LIKE
    // is case-insensitive (and ~6× cheaper per row than ILIKE on PGlite); the trigram index serves both.
    ...(q ? [Prisma.sql`search_text LIKE '%' || lower(${likeNeedle(q)}) || '%'`] : []),
    ...(color ? [Prisma.sql`${color} = ANY(colors)`] : []),
    ...(season ? [Prisma.sql`(${season} = ANY(seasons) OR 'all-season' = ANY(seasons))`] : []),
    ...(tags?.length
      ? [
          Prisma.sql`EXISTS (SELECT 1 FROM unnest(style_tags) AS t(tag) WHERE lower(t.tag) = ANY(${tags.map((tag) => tag.toLowerCase())}::text[]))`,
        ]
      : []),
    ...(category ? [Prisma.sql`category = ${category}`] : []),
    ...(cursor ? [after(cursor)] : []),
  ];
  let sortKey = Prisma.empty;
  let order: Prisma.Sql;
  if (sort === "name" || sort === "price") {
    const { expr } = SORT_KEYS[sort];
    sortKey = Prisma.sql`, ${expr}::text AS "sortKey"`;
    order = Prisma.sql`${expr} ASC NULLS LAST, id ASC`;
  } else if (sort === "most-worn") {
    order = Prisma.sql`${WEAR_COUNT} DESC, id ASC`;
  } else if (sort === "least-worn") {
    order = Prisma.sql`${WEAR_COUNT} ASC, id ASC`;
  } else if (sort === "last-worn") {
    order = Prisma.sql`ws.last_worn DESC NULLS LAST, id ASC`;
  } else {
    order = sort === "oldest" ? Prisma.sql`created_at ASC, id ASC` : Prisma.sql`created_at DESC, id DESC`;
  }
  const db = await getDb();
  return db.$queryRaw<ListRow[]>`
    WITH ${wearStatsCte(owner)}
    SELECT ${VIEW_COLUMNS}, ${WEAR_COUNT} AS "wearCount", to_char(ws.last_worn, 'YYYY-MM-DD') AS "lastWornAt"${sortKey}
    FROM clothing_items LEFT JOIN ws ON ws.item_id = clothing_items.id
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY ${order}
    ${take === undefined ? Prisma.empty : Prisma.sql`LIMIT ${take}`}`;
}

/** The rows after the cursor's in its sort's order (key, then id; null keys last). */
function after(cursor: ClosetCursor): Prisma.Sql {
  switch (cursor.sort) {
    case "newest":
      return Prisma.sql`(created_at, id) < (${new Date(cursor.key)}::timestamp(3), ${cursor.id})`;
    case "oldest":
      return Prisma.sql`(created_at, id) > (${new Date(cursor.key)}::timestamp(3), ${cursor.id})`;
    case "most-worn":
      return Prisma.sql`(${WEAR_COUNT} < ${cursor.key}::int OR (${WEAR_COUNT} = ${cursor.key}::int AND id > ${cursor.id}))`;
    case "least-worn":
      return Prisma.sql`(${WEAR_COUNT} > ${cursor.key}::int OR (${WEAR_COUNT} = ${cursor.key}::int AND id > ${cursor.id}))`;
    case "last-worn": {
      if (cursor.key === null) return Prisma.sql`(ws.last_worn IS NULL AND id > ${cursor.id})`;
      const key = Prisma.sql`${cursor.key}::date`;
      return Prisma.sql`(ws.last_worn < ${key} OR (ws.last_worn = ${key} AND id > ${cursor.id}) OR ws.last_worn IS NULL)`;
    }
    default: {
      const { expr, param } = SORT_KEYS[cursor.sort];
      if (cursor.key === null) return Prisma.sql`(${expr} IS NULL AND id > ${cursor.id})`;
      const key = param(cursor.key);
      return Prisma.sql`(${expr} > ${key} OR (${expr} = ${key} AND id > ${cursor.id}) OR ${expr} IS NULL)`;
    }
  }
}

/**
 * Counts per category plus 'all' (SPEC §7 GET /api/categories); every category is present, 0 when
 * empty. Archived items are put away: they are not counted (laundry items are, they are still owned).
 */
export async function closetCategoryCounts(owner: Owner): Promise<CategoryCounts> {
  const db = await getDb();
  const groups = await db.clothingItem.groupBy({
    by: ["category"],
    where: { ...ownerWhere(owner), status: { not: "archived" } },
    _count: { _all: true },
  });
  const counts = Object.fromEntries([["all", 0], ...CATEGORIES.map((category) => [category, 0])]) as CategoryCounts;
  for (const group of groups) {
    counts.all += group._count._all;
    if (group.category in counts) counts[group.category as keyof CategoryCounts] += group._count._all;
  }
  return counts;
}

export type StoredClosetItem = ClosetItemView & { imageKey: string; thumbnailKey: string };

/** One of the owner's items with its storage keys (for analysis), or null: another owner's id finds nothing. */
export async function getClosetItem(owner: Owner, id: number): Promise<StoredClosetItem | null> {
  const db = await getDb();
  const row = await db.clothingItem.findFirst({
    where: { id, ...ownerWhere(owner) },
    select: { ...viewSelect, imageKey: true, thumbnailKey: true },
  });
  if (!row) return null;
  const [view] = await toViewsWithWears(owner, [row]);
  return { ...view!, imageKey: row.imageKey, thumbnailKey: row.thumbnailKey };
}

/** The owner's items with these ids, in the order given; ids that are not theirs (or gone) are left out. */
export async function closetItemsByIds(owner: Owner, ids: readonly number[]): Promise<ClosetItemView[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.clothingItem.findMany({
    where: { id: { in: [...ids] }, ...ownerWhere(owner) },
    select: viewSelect,
  });
  const byId = new Map((await toViewsWithWears(owner, rows)).map((view) => [view.id, view]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
