import { expect, test } from "./support/test";

/**
 * Until Inter arrives (and instead of Fraunces when it is not there in time) a page shows each face's
 * size-adjusted fallback, so the page must lay out the same in the fallback as in the real face: then
 * nothing moves when the face swaps in. The fallback faces are local fonts (Arial, Times New Roman or
 * their Liberation clones); next/font's own named only Arial and Times New Roman, which Linux lacks, so
 * there the fallback failed to load and the browser's default sans moved every line of the home page.
 */
test.use({ viewport: { width: 412, height: 823 } });

/** The family that follows the web font in a next/font stack, e.g. `"inter", inter fallback, …`. */
const fallbackOf = (stack: string) => stack.split(",")[1]!.trim();

test("the home page lays out the same in the fonts' fallbacks as in Inter and Fraunces", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const stacks = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { sans: style.getPropertyValue("--font-inter"), display: style.getPropertyValue("--font-fraunces") };
  });
  const fallbacks = { sans: fallbackOf(stacks.sans), display: fallbackOf(stacks.display) };

  // Both fallback faces are there to use: a local() that names no installed font fails to load.
  const statuses = await page.evaluate(
    async (families) =>
      Promise.all(
        families.map(async (family) => {
          await document.fonts.load(`16px ${family}`).catch(() => {});
          const faces = [...document.fonts].filter(
            (face) => face.family.replace(/"/g, "") === family.replace(/"/g, ""),
          );
          return faces.map((face) => face.status).join(",");
        }),
      ),
    [fallbacks.sans, fallbacks.display],
  );
  expect(statuses).toEqual(["loaded", "loaded"]);

  const layout = () =>
    page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      blocks: [...document.querySelectorAll("main h1, main h2, main p")].map(
        (element) => element.getBoundingClientRect().height,
      ),
    }));
  const inWebFonts = await layout();
  // Every element of the page in its face's fallback instead of the face.
  await page.evaluate((fallback) => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const family = getComputedStyle(element).fontFamily;
      if (family.includes("fraunces")) element.style.fontFamily = fallback.display;
      else if (family.includes("inter")) element.style.fontFamily = fallback.sans;
    }
  }, fallbacks);
  const inFallbacks = await layout();

  expect(inFallbacks.blocks).toEqual(inWebFonts.blocks);
  expect(Math.abs(inFallbacks.height - inWebFonts.height)).toBeLessThanOrEqual(2);
});
