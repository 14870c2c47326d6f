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

  // issue #39 §6: what the message leaves out is `exclude`, never the filter.
  const exclude = (message: string) => outfitRequestFromMessage(message).exclude;

  it("leaves out a negated theme, colour or piece instead of filtering by it", () => {
    expect(outfitRequestFromMessage("anything but streetwear")).toEqual({
      exclude: { themes: ["streetwear"] },
      preferences: "anything but streetwear",
    });
    expect(outfitRequestFromMessage("no black")).toEqual({ exclude: { colours: ["black"] }, preferences: "no black" });
    // "coat" and "jacket" leave out the outerwear category: the rules see no item names to tell them apart.
    expect(outfitRequestFromMessage("without the coat")).toEqual({
      exclude: { categories: ["outerwear"] },
      preferences: "without the coat",
    });
    expect(outfitRequestFromMessage("streetwear but no black")).toEqual({
      styleTheme: "streetwear",
      exclude: { colours: ["black"] },
      preferences: "streetwear but no black",
    });
    // Words for one kind of piece leave out that kind (lib/style/facts.ts), not the whole category.
    expect(outfitRequestFromMessage("something boho, no sandals")).toEqual({
      styleTheme: "boho",
      exclude: { kinds: ["sandals"] },
      preferences: "something boho, no sandals",
    });
  });

  it.each([
    ["not old money, something preppy", { themes: ["old-money"] }, "preppy"],
    ["Anything except Old-Money", { themes: ["old-money"] }, undefined],
    ["nothing too edgy for winter", { themes: ["edgy"] }, undefined],
    ["avoid romantic looks", { themes: ["romantic"] }, undefined],
    ["I don't want streetwear stuff", { themes: ["streetwear"] }, undefined],
    ["streetwear-free please", { themes: ["streetwear"] }, undefined],
    ["not streetwear but boho", { themes: ["streetwear"] }, "boho"],
    ["no streetwear... actually streetwear is fine", { themes: ["streetwear"] }, "streetwear"],
  ] as const)("%j: themes left out, theme %j", (message, left, theme) => {
    expect(exclude(message)).toEqual(left);
    expect(outfitRequestFromMessage(message).styleTheme).toBe(theme);
  });

  it.each([
    ["no black or navy", { colours: ["black", "navy"] }],
    ["no black, navy, or grey please", { colours: ["black", "navy", "grey"] }],
    ["neither black nor navy", { colours: ["black", "navy"] }],
    ["nothing gray", { colours: ["grey"] }],
    ["No light blue!", { colours: ["light blue"] }],
    ["without the coat and heels", { categories: ["outerwear"], kinds: ["heels"] }],
    ["skip the jacket, the shoes and any accessories", { categories: ["outerwear", "shoes", "accessories"] }],
    ["no dresses or suits", { categories: ["dresses", "suits"] }],
    ["except jeans", { kinds: ["jeans"] }],
    ["I don't want any hoodies, t-shirts or sneakers", { kinds: ["hoodie", "t-shirt", "sneakers"] }],
    ["no trench coat and no dress shoes", { kinds: ["trench", "dress shoes"] }],
    ["no black, no streetwear, no heels", { themes: ["streetwear"], colours: ["black"], kinds: ["heels"] }],
  ] as const)("%j leaves out %j", (message, left) => {
    expect(exclude(message)).toEqual(left);
  });

  it("leaves out nothing it cannot say as a whole colour, theme, category or kind", () => {
    // "black shoes" is one piece, not all black and all shoes: the preference text still steers it.
    expect(outfitRequestFromMessage("no black shoes")).toEqual({ preferences: "no black shoes" });
    expect(exclude("no black or navy shoes")).toBeUndefined();
    expect(exclude("without the coat and black shoes")).toEqual({ categories: ["outerwear"] });
    // A negated season is not the filter, but there is nothing to leave out for it.
    expect(outfitRequestFromMessage("no winter coat, it's spring")).toEqual({
      season: "spring",
      preferences: "no winter coat, it's spring",
    });
    expect(outfitRequestFromMessage("anything but winter").season).toBeUndefined();
    for (const message of ["nothing but streetwear", "no, streetwear", "not sure, maybe streetwear", "no more ideas"])
      expect(exclude(message)).toBeUndefined();
    expect(outfitRequestFromMessage("nothing but streetwear").styleTheme).toBe("streetwear");
    // A comma alone joins one sort of thing: the theme after the colour is wanted.
    expect(outfitRequestFromMessage("no black, streetwear please")).toMatchObject({
      styleTheme: "streetwear",
      exclude: { colours: ["black"] },
    });
    expect(exclude("no black and something boho")).toEqual({ colours: ["black"] });
  });
});
