/**
 * Small pieces on a busy surface (issue #46): their colours are the piece's, never the surface's,
 * also when the estimate keeps some surface or finds no outline at all. The two photos of the
 * vision bench's set (`npm run bench -- vision`) that were tagged with their surface's colour.
 */
import { namedColours } from "@/lib/ai/local/tags";
import { readGarment } from "@/lib/vision/garment";
import { describe, expect, it, vi } from "vitest";
import { visionSet } from "../../scripts/bench/vision-set";

// Drawing the photos (textured surfaces at full size) takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe("a small piece's colours", () => {
  it.each([
    // a cork sandal on terracotta tiles: the estimate finds no outline, so the whole picture is read
    ["sandal-camel-01", "camel", "rust"],
    // a navy sneaker on grey: its shadow on the surface is grey too
    ["sneaker-navy-01", "navy", "grey"],
  ])("%s is %s, not its surface's %s", async (id, colour, surface) => {
    const [photo] = (await visionSet(31, { only: [id] })).garments;
    expect(photo).toMatchObject({ id, colour, backgroundColour: surface, small: true });
    const names = namedColours((await readGarment(photo!.image)).colours);
    expect(names[0]).toBe(colour);
    expect(names).not.toContain(surface);
  });
});
