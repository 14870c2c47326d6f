import { expect, type Page } from "./test";

/**
 * The page is no wider than its window (issue #41, point 14): a screen that scrolls sideways on a
 * phone hides whatever sits past the edge (the calendar's remove buttons did). Measured once the
 * page has loaded, its fonts are in (a fallback face has other widths) and the network is quiet
 * (client islands fetch their data after hydration, and their content counts too).
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const measured = await page.evaluate(measureWidth);
  expect(
    measured.scrollWidth,
    `${where}: the page is ${measured.scrollWidth} px wide in a ${measured.innerWidth} px window; past the edge: ${
      measured.pastTheEdge.join(", ") || "(nothing named)"
    }`,
  ).toBeLessThanOrEqual(measured.innerWidth);
}

/**
 * Runs in the page: the document's width against the window's, and the outermost elements that
 * reach past the window's right edge, to name in the failure. An element inside a box that clips
 * or scrolls sideways (a tab row that scrolls) is not past the edge of the page, so it is left out.
 */
function measureWidth(): { scrollWidth: number; innerWidth: number; pastTheEdge: string[] } {
  const edge = window.innerWidth;
  const clips = (element: Element) => getComputedStyle(element).overflowX !== "visible";
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
      if (clips(parent)) return true;
    return false;
  };
  const past = (element: Element) => element.getBoundingClientRect().right + window.scrollX > edge + 0.5;
  const describe = (element: Element) => {
    const testId = element.getAttribute("data-testid");
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).slice(0, 6).join(".");
    const right = Math.round(element.getBoundingClientRect().right + window.scrollX);
    return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ""}${classes ? ` class="${classes}…"` : ""}> to ${right} px`;
  };
  const pastTheEdge = [...document.body.querySelectorAll("*")]
    .filter((element) => past(element) && !(element.parentElement && past(element.parentElement)) && !clipped(element))
    .slice(0, 5)
    .map(describe);
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: edge, pastTheEdge };
}
