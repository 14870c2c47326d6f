import { ITEM_COLUMNS_NOT_EXPORTED, itemSelect, viewSelect } from "@/lib/closet/item-select";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The scalar fields (the columns) of a model in prisma/schema.prisma; relation fields are left out. */
function columnsOf(model: string): string[] {
  const schema = readFileSync(path.join(import.meta.dirname, "../../prisma/schema.prisma"), "utf8");
  const models = new Set([...schema.matchAll(/^model (\w+) \{/gm)].map((match) => match[1]!));
  const body = new RegExp(`^model ${model} \\{\\n([\\s\\S]*?)^\\}`, "m").exec(schema)?.[1];
  if (!body) throw new Error(`no model ${model} in prisma/schema.prisma`);
  return body
    .split("\n")
    .map((line) => /^\s*(\w+)\s+(\w+)/.exec(line))
    .filter((match) => match !== null && !models.has(match[2]!))
    .map((match) => match![1]!);
}

describe("the clothing item select shared by the closet and the account export", () => {
  const columns = columnsOf("ClothingItem");
  const exported = Object.keys(itemSelect);
  const leftOut = Object.keys(ITEM_COLUMNS_NOT_EXPORTED);

  it("reads the model's columns", () => {
    expect(columns).toEqual(expect.arrayContaining(["id", "imageKey", "styleTags", "userId", "guestId"]));
    expect(columns).not.toContain("user");
    expect(columns).not.toContain("outfitItems");
  });

  it("exports every column of clothing_items, or says why it is left out", () => {
    const unaccounted = columns.filter((column) => !exported.includes(column) && !leftOut.includes(column));
    expect(unaccounted, "add it to itemSelect or ITEM_COLUMNS_NOT_EXPORTED in lib/closet/item-select.ts").toEqual([]);
  });

  it("names only real columns, each in one list", () => {
    expect([...exported, ...leftOut].filter((name) => !columns.includes(name))).toEqual([]);
    expect(exported.filter((name) => leftOut.includes(name))).toEqual([]);
  });

  it("lists items from the export's columns plus their URLs, without the image key", () => {
    const viewed = Object.keys(viewSelect);
    expect(viewed.filter((name) => !exported.includes(name)).sort()).toEqual(["imageUrl", "thumbnailUrl"]);
    expect(viewed).not.toContain("imageKey");
  });
});
