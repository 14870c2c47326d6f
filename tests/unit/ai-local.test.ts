import {
  type AiClosetItem,
  aiProviderInfo,
  closetFingerprint,
  matchInspiration,
  missingPieces,
  suggestOutfits,
  tagImage,
} from "@/lib/ai";
import { TAG_VOCABULARY } from "@/lib/ai/vocabulary";
import { AppError } from "@/lib/errors";
import { AI_MESSAGES } from "@/lib/messages/ai";
import { OUTFIT_GAP_MESSAGES } from "@/lib/messages/outfits";
import { VALIDATION } from "@/lib/messages/validation";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { garmentPhoto, outfitPhoto } from "./ai-fixtures";
import { runOnLocalProvider } from "./local-provider";

// Inspiration looks are read with the pose model (lib/vision/person.ts): its first load in a worker
// takes a second or two, more on a busy machine, which the default 5 s would not always allow.
vi.setConfig({ testTimeout: 30_000 });

runOnLocalProvider();

const tag = async (fill: string, category = "tops", options: Parameters<typeof garmentPhoto>[0] = { fill }) =>
  tagImage({ bytes: await garmentPhoto({ ...options, fill }) }, { kind: "clothing", category });

describe("local provider: tags from pixels", () => {
  it("is the provider without a key, labelled as basic local analysis", () => {
    expect(aiProviderInfo()).toMatchObject({ name: "local", label: AI_MESSAGES.localLabel });
  });

  it("names the garment's colour and ignores the white background", async () => {
    const red = await tag("#c62828");
    expect(red).toContain("red");
    expect(red).not.toContain("white");
    expect(red).not.toContain("top"); // the category is shown beside the tags: no echo
    expect(await tag("#1b2a4a")).toContain("navy");
    expect(await tag("#0a0a0a", "shoes", { fill: "", shape: "shoe" })).toEqual(expect.arrayContaining(["black"]));
    expect(await tag("#6b6b2a", "bottoms", { fill: "", shape: "trousers" })).toEqual(
      expect.arrayContaining(["olive", "earth tones"]),
    );
  });

  it("ignores a transparent background and a plain grey backdrop", async () => {
    expect(await tag("#2f5fb3", "tops", { fill: "", background: "transparent" })).toContain("blue");
    const onGrey = await tag("#c62828", "tops", { fill: "", background: "#cfcfcf" });
    expect(onGrey).toContain("red");
    expect(onGrey).not.toContain("grey");
  });

  it("keeps a cream garment on white and a white one on white", async () => {
    expect(await tag("#f3ead2")).toContain("cream");
    expect(await tag("#ffffff")).toContain("white");
  });

  it("reports both colours of a striped top", async () => {
    const tags = await tag("#1b2a4a", "tops", { fill: "", stripe: "#f4f4f2" });
    expect(tags).toEqual(expect.arrayContaining(["navy", "white"]));
  });

  it("adds tone tags and what a category implies beyond its name: pastel pink dress, a tailored suit", async () => {
    const dress = await tag("#f4a6c0", "dresses", { fill: "", shape: "dress" });
    expect(dress).toEqual(expect.arrayContaining(["pink", "pastel"]));
    expect(dress).not.toContain("dress");
    expect(await tag("#3a3b3e", "suits")).toEqual(expect.arrayContaining(["charcoal", "tailored", "formal"]));
  });

  it("always answers 3–8 lowercase vocabulary tags, the same for the same photo", async () => {
    const photo = await outfitPhoto({ top: "#1b2a4a", bottom: "#c19a6b", shoes: "#0a0a0a" });
    const first = await tagImage({ bytes: photo }, { kind: "inspiration" });
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(first.length).toBeLessThanOrEqual(8);
    for (const t of first) expect(TAG_VOCABULARY).toContain(t);
    expect(await tagImage({ bytes: photo }, { kind: "inspiration" })).toEqual(first);
    expect(first).toEqual(expect.arrayContaining(["navy", "camel"]));
  });

  it("reads EXIF-rotated JPEGs and rejects bytes that are not an image with a 422", async () => {
    const jpeg = await sharp(await garmentPhoto({ fill: "#c62828" }))
      .flatten({ background: "#fff" })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await tagImage({ bytes: jpeg }, { kind: "clothing", category: "tops" })).toContain("red");
    const error = await tagImage({ bytes: new TextEncoder().encode("not an image") }, { kind: "inspiration" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, message: AI_MESSAGES.unreadableImage });
  });
});

async function closetItem(
  id: number,
  category: string,
  fill: string,
  shape: "shirt" | "trousers" | "dress" | "shoe" = "shirt",
): Promise<AiClosetItem> {
  const bytes = await garmentPhoto({ fill, shape });
  return {
    id,
    category,
    styleTags: await tagImage({ bytes }, { kind: "clothing", category }),
    image: async () => bytes,
  };
}

describe("local provider: matching and missing pieces", () => {
  const look = () => outfitPhoto({ top: "#1b2a4a", bottom: "#d9c9ad", shoes: "#6f4a2f" });

  it("matches the pieces that reproduce the look, scores a full match above a partial one, and explains", async () => {
    const full = [
      await closetItem(1, "tops", "#1b2a4a"),
      await closetItem(2, "bottoms", "#d9c9ad", "trousers"),
      await closetItem(3, "shoes", "#6f4a2f", "shoe"),
      await closetItem(4, "tops", "#e53935"),
    ];
    const inspiration = { bytes: await look() };
    const good = await matchInspiration(inspiration, full);
    expect(good.matchingItems).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(good.matchingItems).not.toContain(4);
    expect(good.styleNotes).toMatch(/navy/);

    const partial = await matchInspiration(inspiration, [full[0]!, full[3]!]);
    expect(partial.matchingItems).toEqual([1]);
    expect(partial.matchScore).toBeLessThan(good.matchScore);
    expect(partial.styleNotes).toMatch(/missing/i);

    const none = await matchInspiration(inspiration, [full[3]!]);
    expect(none.matchingItems).toEqual([]);
    expect(none.matchScore).toBeLessThan(partial.matchScore);
    expect(await matchInspiration(inspiration, full)).toEqual(good); // deterministic
  });

  it("still matches by tags when an item's photo cannot be loaded", async () => {
    const broken: AiClosetItem = {
      id: 9,
      category: "tops",
      styleTags: ["navy", "top", "minimalist"],
      image: async () => {
        throw new Error("gone");
      },
    };
    const result = await matchInspiration({ bytes: await look() }, [broken]);
    expect(result.matchingItems).toEqual([9]);
  });

  it("reuses an item's colour analysis by image key instead of loading the photo again", async () => {
    const bytes = await garmentPhoto({ fill: "#1b2a4a" });
    let loads = 0;
    const item: AiClosetItem = {
      id: 5,
      category: "tops",
      styleTags: [],
      imageKey: `closet/test-${Date.now()}.png`,
      image: async () => (loads++, bytes),
    };
    const inspiration = { bytes: await look() };
    const first = await matchInspiration(inspiration, [item]);
    const second = await matchInspiration(inspiration, [item]);
    expect(second).toEqual(first);
    expect(first.matchingItems).toEqual([5]);
    expect(loads).toBe(1);
  });

  it("names the parts of the look the closet lacks, with search terms", async () => {
    const closet = [await closetItem(1, "tops", "#1b2a4a"), await closetItem(4, "bottoms", "#e53935", "trousers")];
    const pieces = await missingPieces({ bytes: await look() }, closet);
    const bottoms = pieces.find((p) => p.category === "bottoms");
    const shoes = pieces.find((p) => p.category === "shoes");
    expect(bottoms).toMatchObject({ importance: "high" });
    expect(bottoms!.description.toLowerCase()).toMatch(/beige|cream|khaki/);
    expect(shoes?.reason).toBeTruthy();
    expect(pieces.filter((p) => (p.searchTerms?.length ?? 0) === 0)).toEqual([]);
    expect(pieces.map((p) => p.category)).not.toContain("tops");
  });

  it("suggests one finishing touch when the closet already covers the look", async () => {
    const closet = [
      await closetItem(1, "tops", "#1b2a4a"),
      await closetItem(2, "bottoms", "#d9c9ad", "trousers"),
      await closetItem(3, "shoes", "#6f4a2f", "shoe"),
    ];
    const pieces = await missingPieces({ bytes: await look() }, closet);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatchObject({ category: "accessories", importance: "low" });
  });
});

describe("local provider: outfits", () => {
  const tagged = (id: number, category: string, styleTags: string[]): AiClosetItem => ({ id, category, styleTags });
  const wardrobe = [
    tagged(1, "tops", ["navy", "top", "classic"]),
    tagged(2, "tops", ["white", "top", "minimalist"]),
    tagged(3, "tops", ["red", "top", "streetwear", "summer"]),
    tagged(4, "bottoms", ["beige", "bottoms", "old-money"]),
    tagged(5, "bottoms", ["black", "bottoms"]),
    tagged(6, "bottoms", ["blue", "denim", "bottoms"]),
    tagged(7, "shoes", ["brown", "footwear"]),
    tagged(8, "shoes", ["white", "footwear", "sporty"]),
    tagged(9, "outerwear", ["camel", "wool", "winter"]),
    tagged(10, "accessories", ["brown", "leather"]),
    tagged(11, "dresses", ["black", "dress", "minimalist"]),
  ];

  it("builds 6–8 rule-abiding outfits with names, descriptions and occasions", async () => {
    const outfits = await suggestOutfits(wardrobe);
    expect(outfits.length).toBeGreaterThanOrEqual(6);
    expect(outfits.length).toBeLessThanOrEqual(8);
    const rules = createOutfitRules(wardrobe, {});
    for (const outfit of outfits) {
      expect(rules.check(outfit)).toEqual([]);
      expect(outfit.name).toMatch(/\w/);
      expect(outfit.description.length).toBeGreaterThan(20);
      expect(outfit.occasion).toMatch(/\w/);
    }
    expect(await suggestOutfits(wardrobe)).toEqual(outfits);
  });

  it("respects season and theme: no summer-only piece in winter, winter layers welcome, no streetwear in old-money", async () => {
    const winter = await suggestOutfits(wardrobe, { season: "winter" });
    expect(winter.flatMap((o) => o.items)).not.toContain(3);
    expect(winter.map((o) => o.season)).toEqual(winter.map(() => "winter"));
    expect(winter.map((o) => o.items)).toContainEqual(expect.arrayContaining([9]));
    const oldMoney = await suggestOutfits(wardrobe, { styleTheme: "old-money" });
    expect(oldMoney.flatMap((o) => o.items)).not.toContain(3);
    expect(oldMoney.flatMap((o) => o.items)).not.toContain(8);
    expect(oldMoney.map((o) => o.style)).toEqual(oldMoney.map(() => "old-money"));
  });

  it("follows colour preferences in the free text", async () => {
    const noBlack = await suggestOutfits(wardrobe, { preferences: "no black please" });
    const plain = await suggestOutfits(wardrobe);
    const blackCount = (outfits: typeof plain) =>
      outfits.flatMap((o) => o.items).filter((id) => id === 5 || id === 11).length;
    expect(blackCount(noBlack)).toBeLessThan(blackCount(plain));
  });

  it("answers SPEC §5's 422 without a top and a bottom, and a 422 naming the filter when filters leave nothing", async () => {
    const error = await suggestOutfits([tagged(1, "tops", []), tagged(2, "shoes", [])]).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, message: VALIDATION.outfitsNeedTopAndBottom });
    const filtered = await suggestOutfits([tagged(1, "tops", ["summer"]), tagged(2, "bottoms", [])], {
      season: "winter",
    }).catch((e) => e);
    expect(filtered).toBeInstanceOf(AppError);
    expect(filtered).toMatchObject({
      status: 422,
      code: "outfits_filtered_out",
      message: OUTFIT_GAP_MESSAGES.filteredOutPart("top", "winter", "all-season"),
    });
  });

  it("fingerprints what the AI sees of a closet", () => {
    const a = closetFingerprint(wardrobe);
    expect(closetFingerprint([...wardrobe].reverse())).toBe(a);
    expect(closetFingerprint(wardrobe.slice(1))).not.toBe(a);
    expect(closetFingerprint(wardrobe.map((i) => (i.id === 1 ? { ...i, styleTags: ["red"] } : i)))).not.toBe(a);
  });
});
