/**
 * The closet list's keyset cursor: opaque to clients (base64url of JSON), it names the sort it was
 * made for, the last listed item's sort key and its id. The key is what the SQL orders by: creation
 * time in ms for newest/oldest, lower(name) for name, the price's decimal text for price, the wear
 * count for most-worn/least-worn, the last worn day ("YYYY-MM-DD") for last-worn; null when that item
 * had no name, price or wear (those come last). Keyset, so a cursor survives deleting its item.
 */
import { CLOSET_SORTS, type ClosetSort } from "@/lib/constants";

export type ClosetCursor =
  | { sort: "newest" | "oldest"; key: number; id: number }
  | { sort: "name" | "price" | "last-worn"; key: string | null; id: number }
  | { sort: "most-worn" | "least-worn"; key: number; id: number };

const MAX_ID = 2_147_483_647;
const MAX_TIME = 8_640_000_000_000_000; // the largest valid Date
const MAX_NAME_KEY = 400; // lower() of an 80-character name, with room for characters that grow
const PRICE_KEY = /^\d{1,10}(\.\d{1,2})?$/;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export function encodeCursor(cursor: ClosetCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString("base64url");
}

/** The cursor a client sent back, or null when it is not one this server made (any shape or range off). */
export function decodeCursor(value: string): ClosetCursor | null {
  if (value.length > 1000 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [sort, key, id] = parsed as unknown[];
  if (!(CLOSET_SORTS as readonly unknown[]).includes(sort)) return null;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  switch (sort as ClosetSort) {
    case "newest":
    case "oldest":
      return typeof key === "number" && Number.isInteger(key) && key >= 0 && key <= MAX_TIME
        ? { sort: sort as "newest" | "oldest", key, id }
        : null;
    case "name":
      return key === null || (typeof key === "string" && key.length <= MAX_NAME_KEY) ? { sort: "name", key, id } : null;
    case "price":
      return key === null || (typeof key === "string" && PRICE_KEY.test(key)) ? { sort: "price", key, id } : null;
    case "last-worn":
      return key === null || (typeof key === "string" && DAY_KEY.test(key)) ? { sort: "last-worn", key, id } : null;
    case "most-worn":
    case "least-worn":
      return typeof key === "number" && Number.isInteger(key) && key >= 0 && key <= MAX_ID
        ? { sort: sort as "most-worn" | "least-worn", key, id }
        : null;
  }
}
