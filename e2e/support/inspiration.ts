/** Inspiration e2e helpers: seeding images through the real API and reading the gallery back. */
import type { InspirationView } from "@/lib/inspiration/schemas";
import { type APIRequestContext, expect } from "@playwright/test";
import { smallPhoto } from "./closet";

/** Uploads `count` outfit photos through POST /api/inspiration; returns them newest first. */
export async function seedInspiration(
  request: APIRequestContext,
  count: number,
  color = "#7c2d12",
): Promise<InspirationView[]> {
  const buffer = await smallPhoto(color, { width: 480, height: 600 });
  const created: InspirationView[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request.post("/api/inspiration", {
      multipart: { image: { name: `look-${i}.jpg`, mimeType: "image/jpeg", buffer } },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as InspirationView);
  }
  return created.reverse();
}

export async function listInspiration(request: APIRequestContext, query = ""): Promise<InspirationView[]> {
  const response = await request.get(`/api/inspiration${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as InspirationView[];
}
