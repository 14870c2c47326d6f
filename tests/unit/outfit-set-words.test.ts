import { outfitPreview } from "@/lib/outfits/preview";
import { DEFAULT_OUTFIT_TAB, outfitScreenHref, outfitTabOf } from "@/lib/outfits/screen-url";
import { type NamingPiece, uniqueOutfitNames } from "@/lib/outfits/unique-names";
import { describe, expect, it } from "vitest";

/** Issue #41: outfit cards of one set have names of their own, show the layer their text relies on, and the tab is in the URL. */

const piece = (id: number, category: string, extra: Partial<NamingPiece> = {}): NamingPiece => ({
  id,
  category,
  styleTags: [],
  colors: ["black"],
  ...extra,
});
const lower = (names: string[]) => names.map((name) => name.toLowerCase());

describe("uniqueOutfitNames", () => {
  it("leaves names that are already unique alone", () => {
    const outfits = [
      { name: "all-black everyday", items: [piece(1, "tops"), piece(2, "bottoms")] },
      { name: "navy & sand weekend", items: [piece(3, "tops"), piece(4, "bottoms")] },
    ];
    expect(uniqueOutfitNames(outfits)).toEqual(["all-black everyday", "navy & sand weekend"]);
  });

  it("names two 'all-black everyday' outfits by the piece that tells them apart", () => {
    const names = uniqueOutfitNames([
      { name: "all-black everyday", items: [piece(1, "tops", { styleTags: ["knit"] }), piece(3, "bottoms")] },
      { name: "all-black everyday", items: [piece(2, "tops", { styleTags: ["casual"] }), piece(3, "bottoms")] },
    ]);
    expect(names).toEqual(["all-black everyday with the knit top", "all-black everyday with the casual top"]);
  });

  it("prefers the owner's own name for a piece, then what it is (a layer against none)", () => {
    const names = uniqueOutfitNames([
      { name: "all-black everyday", items: [piece(1, "tops", { name: "Black tee" }), piece(3, "bottoms")] },
      {
        name: "all-black everyday",
        items: [piece(1, "tops", { name: "Black tee" }), piece(3, "bottoms"), piece(5, "outerwear")],
      },
      { name: "all-black everyday", items: [piece(2, "tops", { name: "Turtleneck" }), piece(3, "bottoms")] },
    ]);
    // The first holds nothing the others lack: it keeps the plain name.
    expect(names).toEqual([
      "all-black everyday",
      "all-black everyday with the layer",
      "all-black everyday with the Turtleneck",
    ]);
  });

  it("keeps a saved outfit's name (fixed) and gives the new one the difference", () => {
    const names = uniqueOutfitNames([
      { name: "all-black everyday", fixed: true, items: [piece(1, "tops"), piece(3, "bottoms")] },
      { name: "All-Black Everyday", items: [piece(1, "tops"), piece(3, "bottoms"), piece(6, "shoes")] },
    ]);
    expect(names).toEqual(["all-black everyday", "All-Black Everyday with the shoes"]);
  });

  it("numbers outfits whose pieces nothing tells apart, and always ends with unique names", () => {
    const same = (id: number) => ({
      name: "all-black everyday",
      items: [piece(id, "tops"), piece(id + 10, "bottoms")],
    });
    const names = uniqueOutfitNames([same(1), same(2), same(3)]);
    expect(names).toEqual(["all-black everyday", "all-black everyday 2", "all-black everyday 3"]);
    expect(new Set(lower(names)).size).toBe(3);
  });

  it("stays within the name limit", () => {
    const long = "x".repeat(70);
    const names = uniqueOutfitNames(
      [
        { name: long, items: [piece(1, "tops", { name: "a very long name the owner gave" }), piece(3, "bottoms")] },
        { name: long, items: [piece(2, "tops"), piece(3, "bottoms"), piece(4, "shoes")] },
      ],
      80,
    );
    for (const name of names) expect(name.length).toBeLessThanOrEqual(80);
    expect(new Set(names).size).toBe(2);
  });
});

describe("outfitPreview: the pieces a card draws", () => {
  const outfit = [piece(1, "tops"), piece(2, "bottoms"), piece(3, "shoes"), piece(4, "outerwear")];

  it("shows the layer a 'warm enough with the layer on top' reason relies on, and counts another piece instead", () => {
    const { shown, more, countOn } = outfitPreview(
      outfit,
      "Pair the black top with the black bottoms. Warm enough for winter with the layer on top.",
    );
    expect(shown.map((item) => item.id)).toEqual([1, 2, 4]);
    expect(more).toBe(1);
    // The "+1" sits on a piece the text does not lean on.
    expect(shown[countOn]!.category).toBe("bottoms");
  });

  it("shows the first pieces, as before, when the text leans on no layer", () => {
    const plain = outfitPreview(outfit, "All neutrals, so it's effortless to wear.");
    expect(plain.shown.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(plain.countOn).toBe(2);
    expect(outfitPreview(outfit.slice(0, 3), "with the layer").more).toBe(0);
  });
});

describe("the outfit screen's tab in the URL", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("reads ?tab=saved, and anything else as the ideas", () => {
    expect(outfitTabOf(params("tab=saved"))).toBe("saved");
    expect(outfitTabOf(params("tab=build&season=winter"))).toBe("build");
    expect(outfitTabOf(params("tab=nope"))).toBe(DEFAULT_OUTFIT_TAB);
    expect(outfitTabOf(params(""))).toBe("ideas");
  });

  it("writes the tab and the filters without dropping each other", () => {
    const path = "/outfit-creator";
    expect(outfitScreenHref(path, params("season=winter"), { tab: "saved" })).toBe(`${path}?tab=saved&season=winter`);
    expect(outfitScreenHref(path, params("tab=saved&season=winter"), { season: undefined, styleTheme: "boho" })).toBe(
      `${path}?tab=saved&styleTheme=boho`,
    );
    expect(outfitScreenHref(path, params("tab=saved"), { tab: "ideas" })).toBe(path);
  });
});
