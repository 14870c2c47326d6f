import "server-only";

import { CATEGORIES, type ItemStatus } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { ownerSql, ownerWhere, type Owner } from "@/lib/owner";
import { encodeCursor, type CategoryCounts, type ClosetCursor, type ClosetItemView, type ClosetPage } from "./schemas";

/** The columns a listed item needs; keys stay on the server. */
export const viewSelect = {
  id: true,
  imageUrl: true,
  thumbnailUrl: true,
  category: true,
  styleTags: true,
  name: true,
  colors: true,
  brand: true,
  size: true,
  price: true,
  currency: true,
  purchasedOn: true,
  material: true,
  seasons: true,
  notes: true,
  status: true,
  favorite: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The same columns for raw SQL, aliased to the field names. */
export const VIEW_COLUMNS = Prisma.raw(
  `id, image_url AS "imageUrl", thumbnail_url AS "thumbnailUrl", category, style_tags AS "styleTags", name, colors,
   brand, size, price::text AS price, currency, to_char(purchased_on, 'YYYY-MM-DD') AS "purchasedOn", material, seasons,
   notes, status, favorite, created_at AS "createdAt", updated_at AS "updatedAt"`,
);

export type ViewRow = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
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
  createdAt: Date;
  updatedAt: Date;
};

export const toView = (row: ViewRow): ClosetItemView => ({
  id: row.id,
  imageUrl: row.imageUrl,
  thumbnailUrl: row.thumbnailUrl,
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
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type ListOptions = { category?: string; tags?: readonly string[]; limit?: number; cursor?: ClosetCursor };

/**
 * The owner's items, newest first (creation time, then id, both descending). With `limit`, one
 * page and the cursor of the next (null on the last); without, every item. `tags` keeps items
 * whose styleTags include any of them, compared in lower case (SPEC §2 tag page).
 */
export async function listClosetItems(owner: Owner, options: ListOptions = {}): Promise<ClosetPage> {
  const take = options.limit === undefined ? undefined : options.limit + 1; // one extra says whether a next page exists
  const rows = await selectItems(owner, options, take);
  const hasMore = take !== undefined && rows.length > options.limit!;
  const items = hasMore ? rows.slice(0, options.limit) : rows;
  const last = items.at(-1);
  return { items: items.map(toView), nextCursor: hasMore && last ? encodeCursor(last) : null };
}

// One raw query for every list: Prisma's array filters compare case-sensitively (the tag page needs
// lower case), and mapping rows through the ORM costs more than the query itself for a whole closet.
async function selectItems(
  owner: Owner,
  { category, tags, cursor }: ListOptions,
  take: number | undefined,
): Promise<ViewRow[]> {
  const db = await getDb();
  const conditions = [
    ownerSql(owner),
    ...(tags?.length
      ? [
          Prisma.sql`EXISTS (SELECT 1 FROM unnest(style_tags) AS t(tag) WHERE lower(t.tag) = ANY(${tags.map((tag) => tag.toLowerCase())}::text[]))`,
        ]
      : []),
    ...(category ? [Prisma.sql`category = ${category}`] : []),
    ...(cursor ? [Prisma.sql`(created_at, id) < (${cursor.createdAt}::timestamp(3), ${cursor.id})`] : []),
  ];
  return db.$queryRaw<ViewRow[]>`
    SELECT ${VIEW_COLUMNS}
    FROM clothing_items
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY created_at DESC, id DESC
    ${take === undefined ? Prisma.empty : Prisma.sql`LIMIT ${take}`}`;
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
  return row ? { ...toView(row), imageKey: row.imageKey, thumbnailKey: row.thumbnailKey } : null;
}

/** The owner's items with these ids, in the order given; ids that are not theirs (or gone) are left out. */
export async function closetItemsByIds(owner: Owner, ids: readonly number[]): Promise<ClosetItemView[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.clothingItem.findMany({
    where: { id: { in: [...ids] }, ...ownerWhere(owner) },
    select: viewSelect,
  });
  const byId = new Map(rows.map((row) => [row.id, toView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
