import { AiError } from "@/lib/ai/errors";
import { boundedSize, estimateImageTokens, IMAGE_TOKEN_BUDGET, prepareImage } from "@/lib/ai/image";
import { outfitRequestFromMessage } from "@/lib/ai/request";
import { sanitizeMatch, sanitizeMissingPieces, sanitizeTags } from "@/lib/ai/sanitize";
import { normalizeTags, outfitSuggestionSchema } from "@/lib/ai/schemas";
import { clashesWithTheme, suitsSeason } from "@/lib/ai/vocabulary";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { phonePhoto } from "./ai-fixtures";

describe("AI result shapes", () => {
  it("normalises tags: lowercase, trimmed, unique, vocabulary only, at most 8", () => {
    expect(normalizeTags([" Navy ", "NAVY", "light_blue", "Light  Blue", "sparkly", "", "old-money"])).toEqual([
      "navy",
      "light blue",
      "old-money",
    ]);
    const many = ["black", "white", "grey", "navy", "blue", "teal", "green", "olive", "khaki", "beige"];
    expect(normalizeTags(many)).toHaveLength(8);
  });

  it("needs at least 3 usable tags", () => {
    expect(sanitizeTags({ tags: ["red", "bold", "summer"] })).toEqual(["red", "bold", "summer"]);
    expect(sanitizeTags(["red", "bold", "summer", "red"])).toEqual(["red", "bold", "summer"]);
    expect(() => sanitizeTags({ tags: ["red", "nonsense", "more nonsense"] })).toThrow(AiError);
    expect(() => sanitizeTags("red, bold")).toThrow(AiError);
  });

  it("clamps and rounds matchScore, coerces numeric string ids, keeps only the caller's ids", () => {
    const closet = [
      { id: 1, category: "tops", styleTags: [] },
      { id: 2, category: "bottoms", styleTags: [] },
    ];
    expect(sanitizeMatch({ matchingItems: ["2", 1, 1, 7], matchScore: -3.2, styleNotes: "ok" }, closet)).toEqual({
      matchingItems: [2, 1],
      matchScore: 0,
      styleNotes: "ok",
    });
    expect(sanitizeMatch({ matchingItems: [], matchScore: 72.5, styleNotes: "ok" }, closet).matchScore).toBe(73);
    expect(() => sanitizeMatch({ matchingItems: ["x1"], matchScore: 5, styleNotes: "ok" }, closet)).toThrow(AiError);
    expect(() => sanitizeMatch({ matchingItems: [], matchScore: 5, styleNotes: "  " }, closet)).toThrow(AiError);
  });

  it("accepts outfit items as numbers or numeric strings", () => {
    const parsed = outfitSuggestionSchema.parse({
      name: "n",
      description: "d",
      style: "s",
      occasion: "o",
      items: ["12", 3],
    });
    expect(parsed.items).toEqual([12, 3]);
    expect(
      outfitSuggestionSchema.safeParse({ name: "n", description: "d", style: "s", occasion: "o", items: ["twelve"] })
        .success,
    ).toBe(false);
  });

  it("missing pieces: an empty list is a fine answer, an all-invalid one is not", () => {
    expect(sanitizeMissingPieces({ missingPieces: [] })).toEqual([]);
    expect(() => sanitizeMissingPieces({ missingPieces: [{ category: "tops" }] })).toThrow(AiError);
    expect(() => sanitizeMissingPieces({ pieces: "none" })).toThrow(AiError);
    const [piece] = sanitizeMissingPieces([
      {
        category: "shoes",
        description: "Loafers",
        reason: "r",
        importance: "Low",
        examples: [{ name: "Loafer", description: "d", where: "", price: "$90" }],
      },
    ]);
    expect(piece).toMatchObject({ importance: "low" });
    expect(piece!.examples).toBeUndefined(); // an example without a where is invalid; the piece keeps none
  });
});

describe("season and theme vocabulary", () => {
  it("an item suits any season but the opposite of its own", () => {
    expect(suitsSeason("summer", [])).toBe(true);
    expect(suitsSeason("summer", ["winter"])).toBe(false);
    expect(suitsSeason("summer", ["winter", "spring"])).toBe(true);
    expect(suitsSeason("summer", ["winter", "all-season"])).toBe(true);
    expect(suitsSeason("fall", ["spring"])).toBe(false);
    expect(suitsSeason("all-season", ["winter"])).toBe(true);
  });

  it("a clashing style excludes an item unless it also carries the theme", () => {
    expect(clashesWithTheme("old-money", ["streetwear"])).toBe("streetwear");
    expect(clashesWithTheme("streetwear", ["old-money"])).toBe("old-money");
    expect(clashesWithTheme("old-money", ["streetwear", "old-money"])).toBeUndefined();
    expect(clashesWithTheme("chill", ["edgy"])).toBeUndefined();
  });
});

describe("image downscaling for the Anthropic provider", () => {
  it("bounds a 4032×3024 photo to 894×670, about 799 tokens", () => {
    expect(boundedSize(4032, 3024)).toEqual({ width: 894, height: 670 });
    expect(estimateImageTokens(894, 670)).toBe(799);
    expect(boundedSize(600, 400)).toEqual({ width: 600, height: 400 });
  });

  it("keeps every aspect ratio within the token budget and the 1568 px side limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (width, height) => {
        const size = boundedSize(width, height);
        expect(size.width * size.height).toBeLessThanOrEqual(IMAGE_TOKEN_BUDGET * 750);
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1568);
        expect(size.width).toBeLessThanOrEqual(width);
        expect(size.height).toBeLessThanOrEqual(height);
      }),
    );
  });

  it("re-encodes a phone photo as a bounded JPEG, honouring EXIF rotation", { timeout: 30_000 }, async () => {
    const landscape = await prepareImage(await phonePhoto());
    expect(landscape).toMatchObject({ mediaType: "image/jpeg", width: 894, height: 670, tokens: 799 });
    const portrait = await sharp(await phonePhoto())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const rotated = await prepareImage(portrait);
    expect([rotated.width, rotated.height]).toEqual([670, 894]);
    const decoded = await sharp(Buffer.from(rotated.data, "base64")).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(["jpeg", 670, 894]);
  });
});

describe("chat message as an outfit request", () => {
  it("takes the first season and theme named, keeps the bounded message as preferences", () => {
    expect(outfitRequestFromMessage("Old money looks for autumn, maybe winter too")).toEqual({
      season: "fall",
      styleTheme: "old-money",
      preferences: "Old money looks for autumn, maybe winter too",
    });
    expect(outfitRequestFromMessage("  something comfy  ")).toEqual({ preferences: "something comfy" });
    expect(outfitRequestFromMessage("")).toEqual({});
    expect(outfitRequestFromMessage("x".repeat(5000)).preferences).toHaveLength(500);
    expect(outfitRequestFromMessage("streetwear or boho?").styleTheme).toBe("streetwear");
  });
});
