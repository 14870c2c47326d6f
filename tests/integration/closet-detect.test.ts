import { PATCH as patchItem } from "@/app/api/closet/[id]/route";
import { POST as bulkRoute } from "@/app/api/closet/bulk/route";
import { POST as uploadItem } from "@/app/api/closet/route";
import type { ClosetAnalysis, ClosetUploadResult } from "@/lib/closet/contract";
import { resetEnvForTests } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../support/ai";
import { call, type CookieJar } from "../support/api";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic";
import { newGuest } from "../support/owners";
import { freshLocalAi } from "../support/seed";
import { giveFileItsOwnDataDir, uploadForm } from "../support/uploads";
import { type GarmentOptions, garmentPhoto } from "../unit/ai-fixtures";

/**
 * Issue #25: a category detected per photo. POST /api/closet without a category (or with `auto`)
 * detects it from the stored cut-out (silhouette, then the owner's corrections of similar pieces) and
 * says so; the analysis lets the AI provider refine a detected category, never a chosen one; PATCH
 * and bulk set-category make it the person's. Real handlers, database and storage.
 */
giveFileItsOwnDataDir();

const saved = { ...process.env };
beforeEach(freshLocalAi);
afterAll(() => {
  process.env = saved;
  resetEnvForTests();
});

const db = () => getDb();
const photo = (options: Partial<GarmentOptions> = {}) => garmentPhoto({ fill: "#1b2a4a", ...options });

async function upload(jar: CookieJar, bytes: Uint8Array, category: string | null) {
  const response = await call<ClosetUploadResult>(uploadItem, {
    path: "/api/closet",
    body: uploadForm({ bytes, name: "photo.png", type: "image/png" }, category),
    jar,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const row = async (id: number) =>
  (await db()).clothingItem.findUniqueOrThrow({ where: { id }, select: { category: true, categoryDetected: true } });

describe("POST /api/closet without a category", () => {
  it("detects a top, trousers, a dress, a shoe and a bag from their silhouettes, and says it did", async () => {
    const guest = await newGuest();
    const expected = { shirt: "tops", trousers: "bottoms", dress: "dresses", shoe: "shoes", bag: "accessories" };
    for (const [shape, category] of Object.entries(expected)) {
      const item = await upload(guest, await photo({ shape: shape as GarmentOptions["shape"] }), null);
      expect(item, shape).toMatchObject({ category, categoryDetected: true });
      expect(await row(item.id)).toEqual({ category, categoryDetected: true });
    }
  });

  it("treats an empty field and `auto` as missing, and keeps a chosen category as it is (not detected)", async () => {
    const guest = await newGuest();
    const trousers = await photo({ shape: "trousers" });
    expect(await upload(guest, trousers, "")).toMatchObject({ category: "bottoms", categoryDetected: true });
    expect(await upload(guest, trousers, "auto")).toMatchObject({ category: "bottoms", categoryDetected: true });
    const chosen = await upload(guest, trousers, "tops");
    expect(chosen).toMatchObject({ category: "tops", categoryDetected: false });
    expect(await row(chosen.id)).toEqual({ category: "tops", categoryDetected: false });
  });

  it("files a picture with no garment in it under 'other', still marked as detected", async () => {
    const guest = await newGuest();
    const blank = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await upload(guest, blank, null)).toMatchObject({ category: "other", categoryDetected: true });
  });

  it("lets the owner's correction of a similar-looking piece win over the silhouette, for that owner only", async () => {
    const [owner, stranger] = [await newGuest(), await newGuest()];
    // The owner files trousers like these under suits (their own call), as PATCH does.
    const taught = await upload(owner, await photo({ shape: "trousers" }), "bottoms");
    await (
      await db()
    ).clothingItem.update({ where: { id: taught.id }, data: { category: "suits", correctedAt: new Date() } });

    expect(await upload(owner, await photo({ shape: "trousers", fill: "#202f52" }), null)).toMatchObject({
      category: "suits",
      categoryDetected: true,
    });
    // Not near enough: a shoe is still a shoe.
    expect(await upload(owner, await photo({ shape: "shoe" }), null)).toMatchObject({ category: "shoes" });
    // Another owner's corrections teach nothing here.
    expect(await upload(stranger, await photo({ shape: "trousers" }), null)).toMatchObject({ category: "bottoms" });
  });
});

describe("the person's category", () => {
  it("PATCH with a category makes it chosen, even the detected value; other fields leave it detected", async () => {
    const guest = await newGuest();
    const [a, b] = [await upload(guest, await photo(), null), await upload(guest, await photo(), null)];
    const patch = (id: number, body: unknown) =>
      call(patchItem, { path: `/api/closet/${id}`, method: "PATCH", params: { id: String(id) }, body, jar: guest });
    expect((await patch(a.id, { name: "linen shirt" })).status).toBe(200);
    expect(await row(a.id)).toEqual({ category: "tops", categoryDetected: true });
    expect((await patch(a.id, { category: "tops" })).status).toBe(200);
    expect(await row(a.id)).toEqual({ category: "tops", categoryDetected: false });

    const bulk = await call(bulkRoute, {
      path: "/api/closet/bulk",
      body: { ids: [b.id], action: "set-category", value: "outerwear" },
      jar: guest,
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect(await row(b.id)).toEqual({ category: "outerwear", categoryDetected: false });
  });

  it("the local analysis answers the category and leaves a detected one as the upload read it", async () => {
    const guest = await newGuest();
    const item = await upload(guest, await photo({ shape: "dress" }), null);
    const analysis = await api.analyzeItem<ClosetAnalysis>(guest, item.id);
    expect(analysis.status).toBe(200);
    expect(analysis.body).toMatchObject({ category: "dresses", categoryDetected: true });
  });
});

describe("analysis with the Anthropic provider", () => {
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startFakeAnthropic();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    Object.assign(process.env, {
      ANTHROPIC_API_KEY: "it-key",
      ANTHROPIC_BASE_URL: fake.url,
      ANTHROPIC_TIMEOUT_MS: "3000",
      ANTHROPIC_MAX_RETRIES: "0",
    });
    resetEnvForTests();
    fake.requests.length = 0;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("a detected category takes the provider's reading; a chosen one keeps the person's, and an unknown one is ignored", async () => {
    const guest = await newGuest();
    const detected = await upload(guest, await photo({ shape: "dress" }), null);
    expect(detected.category).toBe("dresses");
    const chosen = await upload(guest, await photo({ shape: "dress" }), "dresses");
    const odd = await upload(guest, await photo({ shape: "dress" }), null);
    fake.enqueue(
      { kind: "json", value: { tags: ["navy", "minimalist", "cotton"], category: "Suits " } },
      { kind: "json", value: { tags: ["navy", "minimalist", "cotton"], category: "suits" } },
      { kind: "json", value: { tags: ["navy", "minimalist", "cotton"], category: "capes" } },
    );

    const first = await api.analyzeItem<ClosetAnalysis>(guest, detected.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ category: "suits", categoryDetected: true, styleTags: expect.any(Array) });
    expect(await row(detected.id)).toEqual({ category: "suits", categoryDetected: true });
    // The provider was asked for the category with the closet photo's schema, and not told the guess.
    const [request] = fake.requests;
    expect(JSON.stringify(request!.body.output_config?.format?.schema)).toContain('"category"');
    expect(request!.texts.join("\n")).not.toContain("category: dresses");

    const second = await api.analyzeItem<ClosetAnalysis>(guest, chosen.id);
    expect(second.body).toMatchObject({ category: "dresses", categoryDetected: false });
    expect(await row(chosen.id)).toEqual({ category: "dresses", categoryDetected: false });
    expect(fake.requests[1]!.texts.join("\n")).toContain("category: dresses");

    const third = await api.analyzeItem<ClosetAnalysis>(guest, odd.id);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ category: "dresses", categoryDetected: true });
  });
});
