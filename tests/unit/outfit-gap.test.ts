import { OUTFIT_GAP_MESSAGES as GAP } from "@/lib/messages/outfits";
import { VALIDATION } from "@/lib/messages/validation";
import { outfitGap } from "@/lib/outfits/gap";
import { describe, expect, it } from "vitest";

const piece = (category: string, status = "active") => ({ category, status });

describe("outfitGap: why a closet can't make outfits", () => {
  it("is null when active items make a top and a bottom, or a dress or suit", () => {
    expect(outfitGap([piece("tops"), piece("bottoms")])).toBeNull();
    expect(outfitGap([piece("dresses")])).toBeNull();
    expect(outfitGap([piece("suits"), piece("tops", "laundry")])).toBeNull();
  });

  it("names the laundry: 'your only bottoms are in the laundry'", () => {
    expect(outfitGap([piece("tops"), piece("bottoms", "laundry")])).toBe(
      "Your only bottoms are in the laundry: outfits need a top and a bottom, or a dress or suit.",
    );
  });

  it("names what is archived, what is missing, and a put-away dress", () => {
    expect(outfitGap([piece("tops", "archived"), piece("bottoms")])).toBe(GAP.sentence(GAP.archived("tops")));
    expect(outfitGap([piece("tops", "archived"), piece("shoes")])).toBe(
      GAP.sentence(`${GAP.archived("tops")} and ${GAP.none("bottoms")}`),
    );
    expect(outfitGap([piece("tops"), piece("dresses", "laundry")])).toBe(
      GAP.sentence(`${GAP.none("bottoms")} and ${GAP.inLaundry("dresses and suits")}`),
    );
    expect(outfitGap([piece("bottoms", "laundry"), piece("bottoms", "archived"), piece("tops")])).toBe(
      GAP.sentence(GAP.laundryOrArchived("bottoms")),
    );
  });

  it("says SPEC §5's sentence when nothing is put away", () => {
    expect(outfitGap([])).toBe(VALIDATION.outfitsNeedTopAndBottom);
    expect(outfitGap([piece("tops"), piece("shoes", "laundry")])).toBe(VALIDATION.outfitsNeedTopAndBottom);
  });
});
