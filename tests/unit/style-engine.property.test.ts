/**
 * The style engine's promise (issue #39), over thousands of generated cases: every hard rule holds
 * on every slot, Today's looks differ in two slots, and every reason is true against the data.
 */
import { slotsDiffering } from "@/lib/style/dress";
import type { Reason } from "@/lib/style/reasons";
import { dressDay, LOOKS_DIFFER_IN_SLOTS } from "@/lib/today/looks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brokenRules, falseReason, styleCaseArb } from "../../scripts/bench/style-cases";

const RUNS = 2_000;

/** The theme a stretch look was dressed in (its first reason says so). */
const themeOf = (reasons: readonly Reason[]) => reasons.find((reason) => reason.code === "theme")?.theme;

describe("Today's looks over generated closets, weathers and wear logs", () => {
  it(`breaks no rule, varies its looks and says nothing false (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(styleCaseArb(), fc.nat(5), (testCase, swap) => {
        const problems: string[] = [];
        const { looks, pools } = dressDay({
          pieces: testCase.closet,
          context: testCase.context,
          wear: testCase.wear,
          seed: new Uint8Array([swap, swap + 1, swap + 2]),
          swaps: [0, swap, 0],
        });
        const pooled = [...pools.bySlot.values()].flat();
        for (const [index, look] of looks.entries()) {
          const where = `look ${index + 1} (${look.role}: ${look.items.map((item) => `${item.id} ${item.slot}`).join(", ")}; layer ${pools.layer}, weather ${JSON.stringify(testCase.context.weather)}, season ${testCase.context.season})`;
          problems.push(
            ...brokenRules(look.items, testCase, pooled, themeOf(look.reasons)).map((rule) => `${where}: ${rule}`),
          );
          for (const reason of look.reasons) {
            const wrong = falseReason(reason, look.items, testCase);
            if (wrong) problems.push(`look ${index + 1}: ${JSON.stringify(reason)}: ${wrong}`);
          }
          expect(look.worn).toBe(look.items.every((item) => testCase.wear.wornOnDay.has(item.id)));
          // A mix claims clothes (top, bottom, dress) the other looks leave out.
          const clothes = (items: typeof look.items) =>
            items.filter((item) => ["top", "bottom", "one-piece"].includes(item.slot));
          if (look.reasons.some((reason) => reason.code === "mix"))
            for (const other of looks.filter((o) => o !== look))
              expect(clothes(other.items).filter((item) => look.items.includes(item))).toEqual([]);
          for (const earlier of looks.slice(0, index))
            expect(slotsDiffering(earlier.items, look.items)).toBeGreaterThanOrEqual(LOOKS_DIFFER_IN_SLOTS);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: RUNS, seed: 39 },
    );
  }, 120_000);
});
