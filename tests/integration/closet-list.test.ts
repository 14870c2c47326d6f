/**
 * GET /api/closet's search, filters and sorts (q, status, color, season, sort), each paged with the
 * opaque cursor, on rows seeded straight into the database (the search column is the trigger's).
 */
import { GET as listCloset } from "@/app/api/closet/route";
import type { Owner } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { beforeEach, describe, expect, it } from "vitest";
import { call, type CookieJar } from "../support/api";
import { newGuest, newUser, ownerOf } from "../support/owners";
import { freshGuest, seedItem } from "../support/seed";

type Item = { id: number; name: string | null; price: number | null; status: string };
type Seed = {
  name?: string | null;
  brand?: string;
  notes?: string;
  material?: string;
  styleTags?: string[];
  colors?: string[];
  seasons?: string[];
  price?: number | null;
  status?: string;
  category?: string;
};

let counter = 0;
async function seed(owner: Owner, fields: Seed = {}): Promise<number> {
  const n = ++counter;
  return seedItem(owner, {
    imageUrl: `/uploads/closet/s${n}.webp`,
    imageKey: `closet/s${n}.webp`,
    thumbnailUrl: `/uploads/closet/thumbs/s${n}.webp`,
    thumbnailKey: `closet/thumbs/s${n}.webp`,
    category: "other", // the column's default
    ...fields,
    price: fields.price === undefined || fields.price === null ? null : fields.price.toFixed(2),
  });
}

async function list(jar: CookieJar, query: string) {
  const response = await call<Item[]>(listCloset, { path: `/api/closet?${query}`, jar });
  expect(response.status, response.text).toBe(200);
  return {
    items: response.body,
    ids: response.body.map((item) => item.id),
    next: response.headers.get("x-next-cursor"),
  };
}

/** Every id of a listing, walked page by page with the server's cursor. */
async function walk(jar: CookieJar, query: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page = await list(jar, `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    ids.push(...page.ids);
    if (!page.next) return ids;
    cursor = page.next;
  }
  throw new Error("the cursor never ended");
}

let jar: CookieJar;
let owner: Owner;
beforeEach(async () => {
  ({ jar, owner } = await freshGuest());
});

describe("GET /api/closet?q=", () => {
  it("finds a case-insensitive substring of name, brand, material, notes, tags and colours, owner's items only", async () => {
    const shirt = await seed(owner, { name: "Linen Shirt" });
    const brand = await seed(owner, { brand: "COS" });
    const material = await seed(owner, { material: "Merino wool" });
    const notes = await seed(owner, { notes: "Bought in Lisbon" });
    const tag = await seed(owner, { styleTags: ["old-money"] });
    const colour = await seed(owner, { colors: ["light blue"] });
    await seed(await ownerOf(await newUser()), { name: "linen trousers" });
    expect((await list(jar, "q=LINEN")).ids).toEqual([shirt]);
    expect((await list(jar, "q=inen%20sh")).ids).toEqual([shirt]);
    expect((await list(jar, "q=cos")).ids).toEqual([brand]);
    const accented = await seed(owner, { brand: "Sézane" });
    expect((await list(jar, `q=${encodeURIComponent("SÉZ")}`)).ids).toEqual([accented]);
    expect((await list(jar, "q=merino")).ids).toEqual([material]);
    expect((await list(jar, "q=lisbon")).ids).toEqual([notes]);
    expect((await list(jar, "q=old-mon")).ids).toEqual([tag]);
    expect((await list(jar, "q=light%20blue")).ids).toEqual([colour]);
    expect((await list(jar, "q=nothing%20like%20it")).ids).toEqual([]);
    expect((await list(jar, "q=%20%20")).ids).toHaveLength(7); // blank is no search
  });

  it("matches %, _ and \\ literally", async () => {
    const percent = await seed(owner, { name: "100% cotton" });
    const underscore = await seed(owner, { notes: "a_b" });
    const backslash = await seed(owner, { notes: "back\\slash" });
    await seed(owner, { name: "1000 cotton" });
    await seed(owner, { notes: "axb" });
    expect((await list(jar, `q=${encodeURIComponent("100%")}`)).ids).toEqual([percent]);
    expect((await list(jar, "q=a_b")).ids).toEqual([underscore]);
    expect((await list(jar, `q=${encodeURIComponent("k\\s")}`)).ids).toEqual([backslash]);
    expect((await list(jar, `q=${encodeURIComponent("%")}`)).ids).toEqual([percent]);
  });
});

describe("GET /api/closet?status=&color=&season=", () => {
  it("lists what is in the closet by default (active and laundry), one status or all on request", async () => {
    const active = await seed(owner);
    const laundry = await seed(owner, { status: "laundry" });
    const archived = await seed(owner, { status: "archived" });
    expect((await list(jar, "")).ids).toEqual([laundry, active]);
    expect((await list(jar, "status=current")).ids).toEqual([laundry, active]);
    expect((await list(jar, "status=active")).ids).toEqual([active]);
    expect((await list(jar, "status=laundry")).ids).toEqual([laundry]);
    expect((await list(jar, "status=archived")).ids).toEqual([archived]);
    expect((await list(jar, "status=all")).ids).toEqual([archived, laundry, active]);
  });

  it("filters by colour, and by season counting all-season items in", async () => {
    const navy = await seed(owner, { colors: ["navy", "white"], seasons: ["summer"] });
    const white = await seed(owner, { colors: ["white"], seasons: ["all-season"] });
    const winter = await seed(owner, { colors: ["black"], seasons: ["winter", "fall"] });
    await seed(owner, { colors: ["navy"], seasons: ["summer"], status: "archived" });
    expect((await list(jar, "color=white")).ids).toEqual([white, navy]);
    expect((await list(jar, "color=navy")).ids).toEqual([navy]);
    expect((await list(jar, "season=summer")).ids).toEqual([white, navy]);
    expect((await list(jar, "season=fall")).ids).toEqual([winter, white]);
    expect((await list(jar, "season=all-season")).ids).toEqual([white]);
    expect((await list(jar, "color=white&season=winter")).ids).toEqual([white]);
    expect((await list(jar, "color=navy&season=winter")).ids).toEqual([]);
    expect((await list(jar, "color=navy&status=all")).ids).toHaveLength(2);
  });

  it("keeps the category and tag filters, combined with the others", async () => {
    const top = await seed(owner, { category: "tops", styleTags: ["Casual"], name: "tee" });
    await seed(owner, { category: "bottoms", styleTags: ["casual"], name: "tee shorts" });
    await seed(owner, { category: "tops", styleTags: ["casual"], name: "tee", status: "archived" });
    expect((await list(jar, "category=tops&tags=casual&q=tee")).ids).toEqual([top]);
  });
});

describe("GET /api/closet?sort=", () => {
  it("sorts by name case-insensitively and by price ascending, items without one last, on every page", async () => {
    const names = ["banana", null, "Apple", "cherry", null, "apple", "Banana"] as const;
    const prices = [20, null, 5.5, 100, 0, null, 20] as const;
    const ids: number[] = [];
    for (let i = 0; i < names.length; i++) ids.push(await seed(owner, { name: names[i], price: prices[i] }));
    const archived = await seed(owner, { name: "aardvark", price: 1, status: "archived" });
    const at = (...positions: number[]) => positions.map((i) => ids[i]!);
    // Equal keys are ordered by id: "Apple" (2) before "apple" (5), 20 (0) before 20 (6).
    const byName = at(2, 5, 0, 6, 3, 1, 4);
    const byPrice = at(4, 2, 0, 6, 3, 1, 5);
    expect((await list(jar, "sort=name")).ids).toEqual(byName);
    expect((await list(jar, "sort=price")).ids).toEqual(byPrice);
    for (const limit of [1, 2, 3]) {
      expect(await walk(jar, "sort=name", limit), `name, ${limit} a page`).toEqual(byName);
      expect(await walk(jar, "sort=price", limit), `price, ${limit} a page`).toEqual(byPrice);
      expect(await walk(jar, "sort=oldest", limit)).toEqual(ids);
      expect(await walk(jar, "sort=newest", limit)).toEqual([...ids].reverse());
    }
    expect(await walk(jar, "sort=name&status=all", 2)).toEqual([archived, ...byName]);
    expect(await walk(jar, "sort=price&status=all&q=an", 1)).toEqual(at(0, 6)); // banana, Banana
  });

  it("sorts by wears (most-worn, least-worn, last-worn) with wear figures on every item, on every page", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await seed(owner, { price: i === 0 ? 10 : null }));
    const at = (...positions: number[]) => positions.map((i) => ids[i]!);
    const db = await getDb();
    const where = owner.kind === "user" ? { userId: owner.userId } : { guestId: owner.guestId };
    // wears: item 0 ×3 (last 2026-03-01), item 2 ×2 (last 2026-04-01), item 4 ×1 (2026-03-01), item 5 ×2 (last 2026-03-01)
    const log = async (date: string, positions: number[]) =>
      db.wear.create({
        data: {
          ...where,
          date: new Date(`${date}T00:00:00Z`),
          items: { create: positions.map((i, position) => ({ clothingItemId: ids[i]!, position })) },
        },
      });
    await log("2026-01-01", [0, 2, 5]);
    await log("2026-02-01", [0]);
    await log("2026-03-01", [0, 4, 5]);
    await log("2026-04-01", [2]);
    // Another owner's wear of the same day counts for nobody here.
    const other = await ownerOf(await newGuest());
    const theirs = await seed(other);
    await db.wear.create({
      data: {
        guestId: (other as { guestId: string }).guestId,
        date: new Date("2026-05-01"),
        items: { create: [{ clothingItemId: theirs, position: 0 }] },
      },
    });
    const mostWorn = at(0, 2, 5, 4, 1, 3);
    const leastWorn = at(1, 3, 4, 2, 5, 0);
    const lastWorn = at(2, 0, 4, 5, 1, 3);
    expect((await list(jar, "sort=most-worn")).ids).toEqual(mostWorn);
    for (const limit of [1, 2, 4]) {
      expect(await walk(jar, "sort=most-worn", limit), `most-worn, ${limit} a page`).toEqual(mostWorn);
      expect(await walk(jar, "sort=least-worn", limit), `least-worn, ${limit} a page`).toEqual(leastWorn);
      expect(await walk(jar, "sort=last-worn", limit), `last-worn, ${limit} a page`).toEqual(lastWorn);
    }
    const first = (await list(jar, "sort=most-worn&limit=1")).items[0] as Item & Record<string, unknown>;
    expect(first).toMatchObject({ id: ids[0], wearCount: 3, lastWornAt: "2026-03-01", costPerWear: 3.33 });
    const never = (await list(jar, "sort=least-worn&limit=1")).items[0] as Item & Record<string, unknown>;
    expect(never).toMatchObject({ wearCount: 0, lastWornAt: null, costPerWear: null });
    // A cursor of one worn sort is refused by another.
    const cursor = (await list(jar, "sort=most-worn&limit=1")).next!;
    const refused = await call(listCloset, { path: `/api/closet?sort=least-worn&cursor=${cursor}`, jar });
    expect(refused.status).toBe(400);
  });

  it("refuses a bad sort, status, colour, season, search, cursor, or another sort's cursor with 400", async () => {
    await seed(owner, { name: "a" });
    await seed(owner, { name: "b" });
    const nameCursor = (await list(jar, "sort=name&limit=1")).next!;
    for (const [query, message] of [
      ["sort=popular", ITEM_MESSAGES.invalidSort],
      ["status=dirty", ITEM_MESSAGES.invalidStatusFilter],
      ["color=plaid", ITEM_MESSAGES.invalidColor],
      ["season=monsoon", ITEM_MESSAGES.invalidSeason],
      [`q=${"x".repeat(101)}`, ITEM_MESSAGES.searchTooLong(100)],
      ["cursor=1700000000000.5", CLOSET_MESSAGES.invalidCursor],
      [`cursor=${nameCursor}`, CLOSET_MESSAGES.invalidCursor],
      [`sort=price&cursor=${nameCursor}`, CLOSET_MESSAGES.invalidCursor],
    ]) {
      const response = await call(listCloset, { path: `/api/closet?${query}`, jar });
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual({ message, code: "validation_failed" });
    }
    expect((await list(jar, `sort=name&cursor=${nameCursor}`)).items.map((item) => item.name)).toEqual(["b"]);
  });
});
