import {
  type ClosetCursor,
  closetListQuerySchema,
  decodeCursor,
  encodeCursor,
  parseTags,
  uploadCategorySchema,
} from "@/lib/closet/schemas";
import { CATEGORIES } from "@/lib/constants";
import { CLOSET_MESSAGES } from "@/lib/messages/closet";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("closet inputs", () => {
  it("accepts the 8 categories, reads a missing one (or `auto`) as 'detect it' and refuses anything else with the message", () => {
    for (const category of CATEGORIES) expect(uploadCategorySchema.parse(category)).toBe(category);
    expect(uploadCategorySchema.parse(undefined)).toBeUndefined();
    expect(uploadCategorySchema.parse("")).toBeUndefined();
    expect(uploadCategorySchema.parse("auto")).toBeUndefined();
    for (const bad of ["Tops", "hats", " tops", "all"]) {
      const result = uploadCategorySchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CLOSET_MESSAGES.invalidCategory);
    }
  });

  it("round-trips any cursor of every sort, and refuses malformed or out-of-range ones", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            sort: fc.constantFrom("newest" as const, "oldest" as const),
            key: fc.integer({ min: 0, max: 8_000_000_000_000 }),
          }),
          fc.record({ sort: fc.constant("name" as const), key: fc.option(fc.string({ maxLength: 80 })) }),
          fc.record({
            sort: fc.constant("price" as const),
            key: fc.option(fc.stringMatching(/^\d{1,7}(\.\d{1,2})?$/)),
          }),
        ),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (partial, id) => {
          const cursor = { ...partial, id } as ClosetCursor;
          const encoded = encodeCursor(cursor);
          expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeCursor(encoded)).toEqual(cursor);
        },
      ),
    );
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const bad of [
      "",
      "1.2",
      "not base64!",
      b64({ sort: "newest", key: 1, id: 1 }),
      b64(["newest", 1]),
      b64(["newest", "1", 1]),
      b64(["newest", -1, 1]),
      b64(["newest", 1.5, 1]),
      b64(["newest", 1, 0]),
      b64(["newest", 1, 2_147_483_648]),
      b64(["popular", 1, 1]),
      b64(["price", "12.345", 1]),
      b64(["price", "-1", 1]),
      b64(["price", 12, 1]),
      b64(["name", 5, 1]),
      b64(["name", "x".repeat(401), 1]),
      Buffer.from("[").toString("base64url"),
    ])
      expect(decodeCursor(bad), bad).toBeNull();
  });

  it("refuses a cursor made for another sort", () => {
    const cursor = encodeCursor({ sort: "name", key: "a", id: 1 });
    expect(closetListQuerySchema.parse({ sort: "name", cursor }).cursor).toEqual({ sort: "name", key: "a", id: 1 });
    const result = closetListQuerySchema.safeParse({ cursor });
    expect(result.error?.issues[0]?.message).toBe(CLOSET_MESSAGES.invalidCursor);
  });

  it("normalises tag filters: trimmed, '#' dropped, lower case, unique, empty ones out", () => {
    expect(parseTags(" Casual, #Boho,,casual , ##DENIM")).toEqual(["casual", "boho", "denim"]);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags(",, ,")).toEqual([]);
    expect(parseTags(Array.from({ length: 50 }, (_, i) => `t${i}`).join(","))).toHaveLength(20);
  });

  it("reads the list query: 'all' and empty mean no filter", () => {
    expect(closetListQuerySchema.parse({ category: "all", tags: "", limit: "", cursor: "" })).toEqual({
      category: undefined,
      tags: [],
      status: "current",
      sort: "newest",
      limit: 100,
      cursor: undefined,
    });
    expect(closetListQuerySchema.parse({ category: "shoes", limit: "20" })).toMatchObject({
      category: "shoes",
      limit: 20,
    });
    expect(closetListQuerySchema.safeParse({ limit: "2.5" }).success).toBe(false);
    // No page larger than 100 items, asked for or not.
    expect(closetListQuerySchema.parse({})).toMatchObject({ limit: 100 });
    expect(closetListQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});
