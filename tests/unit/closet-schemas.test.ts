import {
  closetListQuerySchema,
  decodeCursor,
  encodeCursor,
  parseTags,
  uploadCategorySchema,
} from "@/lib/closet/schemas";
import { CATEGORIES } from "@/lib/constants";
import { CLOSET_MESSAGES } from "@/lib/messages";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("closet inputs", () => {
  it("accepts the 8 categories, defaults a missing one to 'other' and refuses anything else with the message", () => {
    for (const category of CATEGORIES) expect(uploadCategorySchema.parse(category)).toBe(category);
    expect(uploadCategorySchema.parse(undefined)).toBe("other");
    expect(uploadCategorySchema.parse("")).toBe("other");
    for (const bad of ["Tops", "hats", " tops", "all"]) {
      const result = uploadCategorySchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CLOSET_MESSAGES.invalidCategory);
    }
  });

  it("round-trips any cursor and refuses malformed ones", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8_000_000_000_000 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (ms, id) => {
          const decoded = decodeCursor(encodeCursor({ createdAt: new Date(ms), id }));
          expect(decoded?.createdAt.getTime()).toBe(ms);
          expect(decoded?.id).toBe(id);
        },
      ),
    );
    for (const bad of ["", "1", "a.b", "1.2.3", "-1.2", "1e3.4", "1.2 "]) expect(decodeCursor(bad), bad).toBeNull();
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
