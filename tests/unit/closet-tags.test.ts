import { editItemTags, MAX_REMOVED_TAGS, sameTags } from "@/lib/closet/tags";
import { describe, expect, it } from "vitest";

const item = (styleTags: string[], userTags: string[] = [], removedTags: string[] = []) => ({
  styleTags,
  userTags,
  removedTags,
});

describe("editItemTags (the owner's own and removed tags)", () => {
  it("makes a new tag the owner's and remembers a removed one", () => {
    expect(editItemTags(item(["casual", "white"]), ["casual", "polka dot"])).toEqual(
      item(["casual", "polka dot"], ["polka dot"], ["white"]),
    );
  });

  it("takes a re-added tag out of the removed ones (and makes it the owner's)", () => {
    expect(editItemTags(item(["casual"], [], ["white", "winter"]), ["casual", "white"])).toEqual(
      item(["casual", "white"], ["white"], ["winter"]),
    );
  });

  it("takes a removed owner tag out of the owner's tags", () => {
    expect(editItemTags(item(["casual", "linen"], ["linen"]), ["casual"])).toEqual(item(["casual"], [], ["linen"]));
  });

  it("leaves unchanged tags as they stood, whatever the order sent", () => {
    const current = item(["casual", "linen", "red"], ["linen"], ["white"]);
    expect(editItemTags(current, ["red", "linen", "casual"])).toEqual({
      ...current,
      styleTags: ["red", "linen", "casual"],
    });
  });

  it("drops repeats and clears everything on an empty list", () => {
    expect(editItemTags(item(["a", "b"], ["b"]), ["c", "c"])).toEqual(item(["c"], ["c"], ["a", "b"]));
    expect(editItemTags(item(["a"], ["a"]), [])).toEqual(item([], [], ["a"]));
  });

  it("forgets the oldest removals past the bound", () => {
    const removed = Array.from({ length: MAX_REMOVED_TAGS }, (_, i) => `t${i}`);
    const next = editItemTags(item(["new"], [], removed), []);
    expect(next.removedTags).toHaveLength(MAX_REMOVED_TAGS);
    expect(next.removedTags.at(-1)).toBe("new");
    expect(next.removedTags[0]).toBe("t1");
  });

  it("compares tag lists as sets", () => {
    expect(sameTags(["a", "b"], ["b", "a"])).toBe(true);
    expect(sameTags(["a"], ["a", "b"])).toBe(false);
    expect(sameTags([], [])).toBe(true);
  });
});
