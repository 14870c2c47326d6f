import { solveOutfits } from "@/lib/ai/local/outfits";
import { coloursFromTags, type ItemProfile } from "@/lib/ai/local/profile";
import type { OutfitRequest } from "@/lib/ai/types";
import { slotOf } from "@/lib/style/outfit-rules";
import { describe, expect, it } from "vitest";

/** The local solver and the wear log (issue #28): recent pieces sit out when others can stand in; long-unworn ones are favoured. */
const piece = (id: number, category: string, tags: string[]): ItemProfile => ({
  id,
  category,
  slot: slotOf(category),
  tags,
  colours: coloursFromTags(tags),
});

const closet: ItemProfile[] = [
  piece(1, "tops", ["white", "classic"]),
  piece(2, "tops", ["navy", "classic"]),
  piece(3, "tops", ["grey", "classic"]),
  piece(4, "bottoms", ["blue", "denim", "classic"]),
  piece(5, "bottoms", ["beige", "classic"]),
  piece(6, "shoes", ["white", "classic"]),
];
const ids = (request: OutfitRequest) => solveOutfits(closet, request).map((outfit) => outfit.items);

describe("the local solver with the wear log", () => {
  it("leaves out pieces worn in the last 3 days when their slot has others, and says so", () => {
    const outfits = solveOutfits(closet, { worn: { recent: [1, 4], rediscover: [] } });
    expect(outfits.length).toBeGreaterThan(0);
    for (const outfit of outfits) {
      expect(outfit.items).not.toContain(1);
      expect(outfit.items).not.toContain(4);
      expect(outfit.description).toMatch(/Nothing here was worn in the last 3 days\.$/);
    }
  });

  it("keeps a recent piece when nothing else fills its slot (the only shoes), without claiming otherwise", () => {
    const outfits = solveOutfits(closet, { worn: { recent: [6], rediscover: [] } });
    expect(outfits.flatMap((outfit) => outfit.items)).toContain(6);
    for (const outfit of outfits.filter((o) => o.items.includes(6)))
      expect(outfit.description).not.toMatch(/Nothing here was worn/);
  });

  it("favours a long-unworn piece and names it in the reason", () => {
    const before = ids({});
    expect(before[0]).not.toContain(3);
    const outfits = solveOutfits(closet, { worn: { recent: [], rediscover: [3] } });
    expect(outfits[0]!.items).toContain(3);
    expect(outfits[0]!.description).toMatch(/Rediscover the grey top: you haven't worn it in a while\.$/);
    // Without a wear log, nothing changes.
    expect(ids({ worn: undefined })).toEqual(before);
  });
});
