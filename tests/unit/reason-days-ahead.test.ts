/**
 * Tomorrow's looks are read today (issue #43): their reasons say "tomorrow", and a piece's wear is
 * counted from the reader's today, so a piece worn today is never said to be worn "yesterday".
 */
import { stylePieceOf } from "@/lib/style/pieces";
import { type Reason, reasonText } from "@/lib/style/reasons";
import { describe, expect, it } from "vitest";

const coat = stylePieceOf({
  id: 1,
  category: "outerwear",
  styleTags: ["camel", "wool"],
  garment: { category: "outerwear", name: "coat", factOverrides: null },
});
const tee = stylePieceOf({
  id: 2,
  category: "tops",
  styleTags: ["white", "cotton"],
  garment: { category: "tops", name: "tee", factOverrides: null },
});
const piece = (id: number) => [coat, tee].find((p) => p.id === id);
const say = (reason: Reason, daysAhead?: number) => reasonText(reason, piece, daysAhead);

describe("reasonText's day", () => {
  it("speaks of today by default and of tomorrow a day ahead", () => {
    const cold: Reason = { code: "cold", morningC: 4, layerId: 1, underId: 2 };
    expect(say(cold)).toBe("4 °C this morning: the camel coat over the white tee");
    expect(say(cold, 1)).toBe("4 °C tomorrow morning: the camel coat over the white tee");
    expect(say({ code: "hot", maxC: 31 }, 1)).toBe("31 °C tomorrow: nothing warm, no layer");
    expect(say({ code: "mild", morningC: 12, maxC: 18, place: "Oslo" }, 1)).toBe("12–18 °C tomorrow in Oslo");
  });

  it("counts wears from the reader's today: worn today is 'today', the day before 'yesterday'", () => {
    // Counted from tomorrow: 1 day before it is today, 2 days before it yesterday.
    expect(say({ code: "rests", pieceId: 2, days: 1 }, 1)).toBe("leaves out the white tee you wore today");
    expect(say({ code: "rests", pieceId: 2, days: 2 }, 1)).toBe("leaves out the white tee you wore yesterday");
    expect(say({ code: "rests", pieceId: 2, days: 1 })).toBe("leaves out the white tee you wore yesterday");
    expect(say({ code: "rested", pieceId: 1, days: 35 }, 1)).toBe("not worn for 34 days: the camel coat");
  });
});
