import { parseRows } from "@/lib/account/import-rows";
import { closetItemPatchSchema } from "@/lib/closet/item-schema";
import { mergeAnalysis } from "@/lib/closet/reanalysis";
import { ALL_SEASON, exclusiveSeasons, seasonsAreExclusive, withSeasonToggled } from "@/lib/closet/seasons";
import { CLOSET_GRID_TEXT } from "@/lib/messages/closet-grid";
import { ITEM_MESSAGES } from "@/lib/messages/item";
import { ITEM_TEXT } from "@/lib/messages/item-page";
import { plural } from "@/lib/messages/plural";
import { TRIP_MESSAGES, TRIP_TEXT } from "@/lib/messages/trips";
import { tripCreateSchema, tripPatchSchema } from "@/lib/trips/schemas";
import { describe, expect, it } from "vitest";

/** Issue #41, point 7 ("small words"): plurals, field labels, the archived view's words, exclusive seasons. */

describe("plural (ICU-style)", () => {
  it("takes an exact =N form first, then the language's category, and puts the count for #", () => {
    const outfits = (n: number) =>
      plural(n, { "=0": "no outfits yet", one: "only # outfit", other: "only # different outfits" });
    expect(outfits(0)).toBe("no outfits yet");
    expect(outfits(1)).toBe("only 1 outfit");
    expect(outfits(2)).toBe("only 2 different outfits");
    expect(outfits(1200)).toBe("only 1,200 different outfits");
    // Without an =0 form, English's 0 is "other".
    expect(plural(0, { one: "# day", other: "# days" })).toBe("0 days");
  });
});

describe("the trip packer's gap for days without an outfit", () => {
  it("says 1 outfit, not '1 different outfits', and 'no outfits yet' for none", () => {
    expect(TRIP_MESSAGES.gaps.tooFewOutfits(1, 2)).toBe(
      "only 1 outfit for 2 days: some days have none (add or wash a top, bottom or dress)",
    );
    expect(TRIP_MESSAGES.gaps.tooFewOutfits(3, 5)).toMatch(/^only 3 different outfits for 5 days: /);
    expect(TRIP_MESSAGES.gaps.tooFewOutfits(0, 1)).toBe("no outfits yet for 1 day: add or wash a top, bottom or dress");
    expect(TRIP_TEXT.dayCount(1)).toBe("1 day");
    expect(TRIP_TEXT.dayCount(4)).toBe("4 days");
  });
});

describe("trip form messages name the fields by their labels", () => {
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];
  const refusals = [
    tripCreateSchema.safeParse({ name: "x", startDate: "2026-06-05", endDate: "2026-06-01" }),
    tripCreateSchema.safeParse({ name: "x", startDate: "2026-06-01", endDate: "2026-07-15" }),
    tripCreateSchema.safeParse({ name: "x", startDate: "2026-02-30", endDate: "" }),
    tripCreateSchema.safeParse({ name: "x" }),
    tripPatchSchema.safeParse({ startDate: "2026-06-05", endDate: "2026-06-01" }),
  ].map(messagesOf);

  it("never by their keys (startDate, endDate)", () => {
    expect(refusals.flat().length).toBeGreaterThanOrEqual(6);
    for (const message of refusals.flat()) expect(message).not.toMatch(/startDate|endDate/);
  });

  it("but as 'first day' and 'last day', the form's labels", () => {
    expect(refusals[0]).toEqual(["the last day must be on or after the first day."]);
    expect(refusals[1]).toEqual(["a trip lasts at most 30 days: move the last day closer to the first day."]);
    expect(refusals[2]).toEqual([
      "the first day must be a real date (YYYY-MM-DD).",
      "the last day must be a real date (YYYY-MM-DD).",
    ]);
    expect(TRIP_TEXT.startDate).toBe("first day");
    expect(TRIP_TEXT.endDate).toBe("last day");
  });

  it("and puts the dates' refusal under the last day", () => {
    const result = tripCreateSchema.safeParse({ name: "x", startDate: "2026-06-05", endDate: "2026-06-01" });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["endDate"]]);
  });
});

describe("the archived view's words", () => {
  it("counts the archived pieces shown, and its restore button does not say 'back to closet'", () => {
    expect(CLOSET_GRID_TEXT.archivedPieces(1, false)).toBe("1 archived piece");
    expect(CLOSET_GRID_TEXT.archivedPieces(3, false)).toBe("3 archived pieces");
    expect(CLOSET_GRID_TEXT.archivedPieces(20, true)).toBe("20+ archived pieces");
    expect(CLOSET_GRID_TEXT.pieces(1)).toBe("1 piece");
    expect(ITEM_TEXT.unarchive).toBe("restore");
    expect(ITEM_TEXT.unarchive).not.toBe(CLOSET_GRID_TEXT.leaveArchived);
  });
});

/** A closet item as an export writes it, with only what the restore requires. */
const ARCHIVED_ITEM = {
  id: 7,
  category: "tops",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  image: "closet/tops/7.webp",
};

describe("'all-season' and single seasons are exclusive", () => {
  it("in the item form: ticking one clears the other kind", () => {
    expect(withSeasonToggled(["winter", "fall"], ALL_SEASON, true)).toEqual([ALL_SEASON]);
    expect(withSeasonToggled([ALL_SEASON], "summer", true)).toEqual(["summer"]);
    expect(withSeasonToggled(["spring"], "summer", true)).toEqual(["spring", "summer"]);
    expect(withSeasonToggled(["spring", "summer"], "spring", false)).toEqual(["summer"]);
    // A list stored with both (an old analysis) comes right at the first tick.
    expect(withSeasonToggled([ALL_SEASON, "winter"], "fall", true)).toEqual(["winter", "fall"]);
    expect(withSeasonToggled([ALL_SEASON, "winter"], "winter", false)).toEqual([ALL_SEASON]);
  });

  it("in the API: PATCH refuses a list with both", () => {
    const parse = (seasons: string[]) => closetItemPatchSchema.safeParse({ seasons });
    expect(parse([ALL_SEASON, "winter"]).error?.issues.map((issue) => issue.message)).toEqual([
      ITEM_MESSAGES.seasonsExclusive,
    ]);
    expect(parse([ALL_SEASON]).data).toEqual({ seasons: [ALL_SEASON] });
    expect(parse(["winter", "fall"]).data).toEqual({ seasons: ["winter", "fall"] });
    expect(parse([]).data).toEqual({ seasons: [] });
    expect(seasonsAreExclusive([ALL_SEASON, ALL_SEASON])).toBe(true);
  });

  it("a list from elsewhere (an analysis, an older export) that mixes them reads as 'all-season' alone", () => {
    expect(exclusiveSeasons([ALL_SEASON, "winter"])).toEqual([ALL_SEASON]);
    expect(exclusiveSeasons(["winter", "fall"])).toEqual(["winter", "fall"]);
    expect(
      mergeAnalysis({ styleTags: [], userTags: [], removedTags: [], colors: [], seasons: [] }, [
        "all-season",
        "winter",
        "casual",
      ]).seasons,
    ).toEqual([ALL_SEASON]);
    const restored = parseRows("closetItems", [{ ...ARCHIVED_ITEM, seasons: [ALL_SEASON, "summer"] }]);
    expect(restored[0]!.seasons).toEqual([ALL_SEASON]);
  });
});
