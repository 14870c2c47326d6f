/**
 * Closet e2e helpers: a guest session in a page's context, seeding items through the real API
 * (fast, no background removal), and small photo-like images.
 */
import type { ClosetItemView } from "@/lib/closet/schemas";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { newAddress } from "./auth";

export type SeededItem = ClosetItemView;

/** Makes the page's browser context a fresh guest (what 'continue as guest' does) without the UI. */
export async function becomeGuest(page: Page): Promise<void> {
  const response = await page.request.post("/api/guest", { headers: newAddress() });
  expect(response.status(), await response.text()).toBe(200);
}

/** A small, real JPEG: a coloured garment-like shape on white. */
export async function smallPhoto(color = "#1c3078", size = { width: 360, height: 480 }): Promise<Buffer> {
  const { width, height } = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><rect x="${width * 0.25}" y="${height * 0.2}" width="${width * 0.5}" height="${height * 0.6}" rx="12" fill="${color}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Uploads `count` items in `category` through POST /api/closet; returns them newest first. */
export async function seedItems(
  request: APIRequestContext,
  count: number,
  category = "tops",
  color = "#1c3078",
): Promise<SeededItem[]> {
  const buffer = await smallPhoto(color);
  const created: SeededItem[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request.post("/api/closet", {
      multipart: { category, image: { name: `seed-${i}.jpg`, mimeType: "image/jpeg", buffer } },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as SeededItem);
  }
  return created.reverse();
}

/** Runs the analysis of each item (the local analyzer under e2e) and returns them with their tags. */
export async function analyzeItems(request: APIRequestContext, items: SeededItem[]): Promise<SeededItem[]> {
  const analysed: SeededItem[] = [];
  for (const item of items) {
    const response = await request.post(`/api/closet/${item.id}/analyze`);
    expect(response.status(), await response.text()).toBe(200);
    analysed.push({ ...item, styleTags: ((await response.json()) as { styleTags: string[] }).styleTags });
  }
  return analysed;
}

export async function listCloset(request: APIRequestContext, query = ""): Promise<SeededItem[]> {
  const response = await request.get(`/api/closet${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SeededItem[];
}

/** Chooses an option of one of our selects by its label: a native select, or a Radix one by its listbox. */
export async function chooseOption(page: Page, selectName: string, option: string): Promise<void> {
  const select = page.getByRole("combobox", { name: selectName });
  if (await select.evaluate((element) => element instanceof HTMLSelectElement)) {
    await select.selectOption({ label: option });
    return;
  }
  // Opened from the keyboard, then the option clicked with the mouse. A Radix select opened by a
  // pointer press drops the next pointer release within 10 px of the press, measured from pointer
  // moves it listens for only once its list has mounted (afresh whenever that effect re-runs). On a
  // busy machine the option's click was dropped and the list stayed open (closet-browse at 375 px, CI,
  // 2026-11-29), most likely because the guard started after Playwright's one move to the option and
  // saw none. A keyboard-opened list sets no guard; a person's pointer moves many times anyway.
  await select.focus();
  await select.press("Enter");
  // Inside the open listbox: the page may hold native selects with options of the same name.
  await page.getByRole("listbox").getByRole("option", { name: option }).click();
}
