import { emojiDataUri, twemojiFileName } from "@/lib/share/emoji";
import { renderSharePng, renderShareSvg, type ShareArtwork } from "@/lib/share/render";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

/** Issue #26: emoji in a caption are drawn from the bundled Twemoji set, not as boxes of a missing glyph. */

const art = (caption: string): ShareArtwork => ({
  template: "modern",
  background: "#ffffff",
  caption,
  productName: "stylematch",
  items: [],
});
const sparkles = readFileSync(path.join(process.cwd(), "node_modules/@twemoji/svg/2728.svg"));

/** Pixels of the PNG close to Twemoji's sparkle yellow (#FFAC33 / #FFCC4D), which nothing else in the template uses. */
async function sparkleYellowPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 235 && g > 150 && g < 215 && b < 100) count += 1;
  }
  return count;
}

describe("emoji in share captions", () => {
  it("names Twemoji's files as Twemoji does", () => {
    expect(twemojiFileName("✨")).toBe("2728");
    expect(twemojiFileName("❤️")).toBe("2764"); // the variation selector goes
    expect(twemojiFileName("👩‍💻")).toBe("1f469-200d-1f4bb"); // a ZWJ sequence keeps its joiners
    expect(twemojiFileName("🇫🇷")).toBe("1f1eb-1f1f7");
  });

  it("reads the SVG from the npm package (no network), and nothing for an unknown one", async () => {
    expect(await emojiDataUri("✨")).toBe(`data:image/svg+xml;base64,${sparkles.toString("base64")}`);
    expect(await emojiDataUri("❤️")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await emojiDataUri("\u{10ffff}")).toBe("");
  });

  it("hands satori the emoji's SVG: the caption's ✨ is an image in the SVG", async () => {
    const svg = await renderShareSvg(art("monday uniform ✨"), { embedFont: false });
    expect(svg).toContain(sparkles.toString("base64"));
    const plain = await renderShareSvg(art("monday uniform"), { embedFont: false });
    expect(plain).not.toContain(sparkles.toString("base64"));
  });

  it("draws the sparkles in colour in the PNG, where a missing glyph would be a grey box", async () => {
    const withEmoji = await sparkleYellowPixels(await renderSharePng(art("monday uniform ✨")));
    const without = await sparkleYellowPixels(await renderSharePng(art("monday uniform")));
    expect(without).toBe(0);
    expect(withEmoji).toBeGreaterThan(200);
  });
});
