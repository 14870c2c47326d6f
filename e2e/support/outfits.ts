/** Outfit e2e helpers: a closet that can make outfits, seeded through the real API, and the outfit calls. */
import type { OutfitView } from "@/lib/outfits/schemas";
import { type APIRequestContext, expect } from "@playwright/test";
import { analyzeItems, type SeededItem, seedItems } from "./closet";

/** Two tops, two bottoms and shoes, analysed by the local analyzer: four outfits' worth. */
export async function seedOutfitCloset(request: APIRequestContext): Promise<SeededItem[]> {
  const items = [
    ...(await seedItems(request, 1, "tops", "#1c3078")),
    ...(await seedItems(request, 1, "tops", "#f5eedc")),
    ...(await seedItems(request, 1, "bottoms", "#d9c9ad")),
    ...(await seedItems(request, 1, "bottoms", "#111111")),
    ...(await seedItems(request, 1, "shoes", "#6f4a2f")),
  ];
  return analyzeItems(request, items);
}

export async function listOutfits(request: APIRequestContext, query = ""): Promise<OutfitView[]> {
  const response = await request.get(`/api/outfits${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OutfitView[];
}

export async function suggestOutfits(request: APIRequestContext, body: object = {}): Promise<OutfitView[]> {
  const response = await request.post("/api/outfits/suggestions", { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { outfits: OutfitView[] }).outfits;
}
