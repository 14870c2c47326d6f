import { expect, type Locator } from "./test";

/**
 * React has attached its handlers to the element: a click or key press before hydration does
 * nothing (and clicks fired from a script, unlike a user's, are not replayed after hydration).
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  return locator;
}

/**
 * The worst case of a double click: both clicks land in one task, before any render could disable
 * the button. Waits for hydration first, so React handles both.
 */
export async function doubleClickAtOnce(locator: Locator): Promise<void> {
  await (
    await hydrated(locator)
  ).evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}
