import type { ClosetUploadResult } from "@/lib/closet/contract";
import { silhouette } from "@/scripts/bench/silhouettes";
import { becomeGuest, listCloset } from "./support/closet";
import { patternedPhoto, type Piece, type Surface } from "./support/patterned-photos";
import { expect, type Page, test } from "./support/test";

/**
 * Issue #25: a category detected per photo. The server detects the category of an upload that comes
 * without one, from the stored cut-out. The upload screen of this branch still sends its batch
 * category with every photo (the per-photo control is built elsewhere and sends one only when the
 * person chose it), so the browser test lets the screen do everything real (the photo, the
 * in-browser background removal with the self-hosted model, the upload, the analysis) and only takes
 * the `category` field out of the multipart body on its way to POST /api/closet, as the new client
 * will send it.
 */
test.describe.configure({ timeout: 600_000 });
/** Removal is ~5 s per photo on an idle 2-core machine, but a busy one can take a minute or more. */
const REMOVAL_TIMEOUT = 300_000;

const entries = (page: Page) => page.getByTestId("upload-entry");

type Sent = { name: string; category: FormDataEntryValue | null; cutout: Buffer; answer?: ClosetUploadResult };

/** Lets each POST /api/closet through without its `category` field and notes what went and came back. */
async function uploadWithoutCategory(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(
    (url) => url.pathname === "/api/closet",
    async (route, request) => {
      if (request.method() !== "POST") return route.continue();
      const headers = await request.allHeaders();
      const form = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
        headers: { "content-type": headers["content-type"]! },
      }).formData();
      const image = form.get("image") as File;
      const entry: Sent = {
        name: image.name,
        category: form.get("category"),
        cutout: Buffer.from(await image.arrayBuffer()),
      };
      sent.push(entry);
      form.delete("category");
      const rebuilt = new Request("http://localhost/", { method: "POST", body: form });
      const { "content-length": _length, ...rest } = headers;
      const response = await route.fetch({
        postData: Buffer.from(await rebuilt.arrayBuffer()),
        headers: { ...rest, "content-type": rebuilt.headers.get("content-type")! },
      });
      const text = await response.text();
      if (response.ok()) entry.answer = JSON.parse(text) as ClosetUploadResult;
      await route.fulfill({ response, body: text });
    },
  );
  return sent;
}

test.beforeEach(async ({ page }) => {
  await becomeGuest(page);
});

test("a top on wood, trousers on a rug and a shoe on a mottled sheet each get their own detected category @warm-model", async ({
  page,
}, testInfo) => {
  const photos: { piece: Piece; surface: Surface; colour: string; category: string }[] = [
    { piece: "top", surface: "wood", colour: "#1c3078", category: "tops" },
    { piece: "trousers", surface: "rug", colour: "#2b2b2e", category: "bottoms" },
    { piece: "shoe", surface: "mottled", colour: "#7a2e1b", category: "shoes" },
  ];
  const files = await Promise.all(
    photos.map(async ({ piece, surface, colour }) => ({
      name: `${piece}-on-${surface}.jpg`,
      mimeType: "image/jpeg",
      buffer: await patternedPhoto(piece, surface, colour),
    })),
  );

  await page.goto("/closet-upload");
  const sent = await uploadWithoutCategory(page);
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(entries(page)).toHaveCount(3);
  for (const entry of await entries(page).all())
    await expect(entry).toHaveAttribute("data-status", "analyzed", { timeout: REMOVAL_TIMEOUT });

  for (const entry of sent)
    await testInfo.attach(`cut-out ${entry.name}`, { body: entry.cutout, contentType: "image/png" });
  // This branch's screen sends its batch category ("tops"), the per-photo client none unless the
  // person chose one; either way the server got none and detected each photo's own.
  for (const entry of sent) expect([null, "tops"]).toContain(entry.category);
  const detected = Object.fromEntries(
    sent.map((entry) => [entry.name, [entry.answer?.category, entry.answer?.categoryDetected]]),
  );
  expect(detected).toEqual(Object.fromEntries(photos.map((photo, i) => [files[i]!.name, [photo.category, true]])));
  const stored = await listCloset(page.request);
  expect(stored.map((item) => item.category).sort()).toEqual(["bottoms", "shoes", "tops"]);
});

test("REST: cut-outs on white posted without a category (or with `auto`) are detected; a chosen category is kept", async ({
  page,
}) => {
  let state = 7;
  const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
  const post = async (kind: Parameters<typeof silhouette>[0], category?: string) => {
    const buffer = await silhouette(kind, random);
    const response = await page.request.post("/api/closet", {
      multipart: {
        ...(category !== undefined ? { category } : {}),
        image: { name: `${kind}.png`, mimeType: "image/png", buffer },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as ClosetUploadResult;
  };
  expect(await post("jacket")).toMatchObject({ category: "outerwear", categoryDetected: true });
  expect(await post("maxi", "auto")).toMatchObject({ category: "dresses", categoryDetected: true });
  expect(await post("bag")).toMatchObject({ category: "accessories", categoryDetected: true });
  expect(await post("jeans", "tops")).toMatchObject({ category: "tops", categoryDetected: false });
});
