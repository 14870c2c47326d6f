import { mergeAnalysis, type TagState } from "@/lib/closet/reanalysis";
import { ITEM_LIMITS } from "@/lib/constants";
import { describe, expect, it } from "vitest";

const state = (overrides: Partial<TagState> = {}): TagState => ({
  styleTags: [],
  userTags: [],
  removedTags: [],
  colors: [],
  seasons: [],
  ...overrides,
});

describe("mergeAnalysis", () => {
  it("stores the analysis as is on an item the owner never touched, colours and seasons filled from it", () => {
    expect(mergeAnalysis(state(), ["navy", "top", "minimalist", "white", "winter", "smart casual"])).toEqual({
      styleTags: ["navy", "top", "minimalist", "white", "winter", "smart casual"],
      colors: ["navy", "white"],
      seasons: ["winter"],
    });
  });

  it("keeps the owner's own tags after the analysis's, and replaces the previous analysis's words", () => {
    const current = state({ styleTags: ["red", "top", "grandma's", "boho"], userTags: ["boho"] });
    expect(mergeAnalysis(current, ["navy", "top", "classic"]).styleTags).toEqual([
      "navy",
      "top",
      "classic",
      "boho",
      "grandma's",
    ]);
  });

  it("never brings back a tag the owner removed, nor fills colours with it", () => {
    const current = state({ styleTags: ["top"], removedTags: ["white", "streetwear"] });
    expect(mergeAnalysis(current, ["white", "top", "streetwear", "red"])).toEqual({
      styleTags: ["top", "red"],
      colors: ["red"],
      seasons: [],
    });
  });

  it("leaves colours and seasons alone once the item has some", () => {
    const current = state({ colors: ["burgundy"], seasons: ["fall"] });
    expect(mergeAnalysis(current, ["red", "summer", "top"])).toMatchObject({ colors: ["burgundy"], seasons: ["fall"] });
  });

  it("drops words that are not vocabulary from the analysis and keeps a vocabulary word the owner added once", () => {
    const current = state({ userTags: ["navy"] });
    expect(mergeAnalysis(current, ["navy", "sparkly", "top"]).styleTags).toEqual(["navy", "top"]);
  });

  it("gives way to the owner's tags at the per-item bound, never the other way round", () => {
    const own = Array.from({ length: ITEM_LIMITS.tagsPerItem - 2 }, (_, i) => `mine-${i}`);
    const merged = mergeAnalysis(state({ styleTags: own, userTags: own }), ["navy", "top", "classic", "winter"]);
    expect(merged.styleTags).toHaveLength(ITEM_LIMITS.tagsPerItem);
    expect(merged.styleTags.slice(0, 2)).toEqual(["navy", "top"]);
    expect(merged.styleTags.slice(2)).toEqual(own);
  });
});
