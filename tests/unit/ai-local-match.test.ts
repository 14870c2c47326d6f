/**
 * The local match score (issue #46): a worn part that no piece quite matches earns a share as the
 * closest piece nears the threshold, so a small change in the photo never moves a whole part.
 */
import { itemScore, MATCH_THRESHOLD, matchLook, NEAR_MISS } from "@/lib/ai/local/match";
import type { ItemProfile, LookProfile } from "@/lib/ai/local/profile";
import { slotOf } from "@/lib/style/outfit-rules";
import type { ColourProfile } from "@/lib/vision/cluster";
import type { Lab } from "@/lib/vision/lab";
import { colourLab } from "@/lib/vision/palette";
import { describe, expect, it } from "vitest";

const profile = (lab: Lab): ColourProfile => ({
  swatches: [{ name: "x" as never, lab, share: 1 }],
  lightness: lab[0],
  chroma: 0,
});
const piece = (id: number, category: string, lab: Lab): ItemProfile => ({
  id,
  category,
  slot: slotOf(category),
  tags: [],
  colours: profile(lab),
});

const [olive, pink] = [colourLab("olive"), colourLab("pink")];
/** A worn olive top and bottoms whose pink is read `darker` units of L* darker than the closet's pink. */
const look = (darker: number): LookProfile => {
  const bottoms = profile([pink[0] - darker, pink[1], pink[2]]);
  return {
    tags: [],
    person: true,
    colours: { ...profile(olive), regions: { upper: profile(olive), lower: bottoms } },
  };
};
const closet = [piece(1, "tops", olive), piece(2, "bottoms", pink)];

describe("matchLook's score", () => {
  it("moves by a few points, never a whole part, as the bottoms' colour drifts across the threshold", () => {
    const steps = Array.from({ length: 31 }, (_, n) => n);
    const scores = steps.map((n) => matchLook(look(n), closet).matchScore);
    const bottomScores = steps.map((n) => itemScore(closet[1]!, look(n)));
    // The drift does take the bottoms from matched to unmatched...
    expect(bottomScores[0]).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(bottomScores.at(-1)).toBeLessThan(MATCH_THRESHOLD - NEAR_MISS);
    // ...and no step of it moves the score by more than 5.
    const jumps = scores.slice(1).map((score, n) => Math.abs(score - scores[n]!));
    expect(Math.max(...jumps)).toBeLessThanOrEqual(5);
  });
});
