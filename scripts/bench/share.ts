/**
 * Share figures for `npm run bench` (issue #13), measured in-process (no server, no build):
 * - the render of each template (satori layout + sharp PNG) with four item photos, median of N
 *   after a warm-up (target < 300 ms);
 * - POST /api/outfits/{id}/create-share-image through the route handler for new options (read the
 *   photos from storage, render, store, insert), and the same request again, answered from the
 *   stored image.
 * lib/share is server-only code, so the measuring runs in a child process with the react-server
 * condition, on a fresh embedded database in a temporary DATA_DIR; `benchShare` only spawns it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";

const RUNS = 7;

export async function benchShare(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stylematch-bench-share-"));
  try {
    return await measureInChild(import.meta.url, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ANTHROPIC_API_KEY: "",
      STORAGE_DRIVER: "local",
      SHARE_IMAGES_PER_HOUR: "100000",
      APP_URL: "",
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (values: number[]) =>
  `${median(values).toFixed(0)} ms (median of ${values.length}; min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

async function measure(): Promise<Figures> {
  const { closeDb } = await import("@/lib/db");
  const { getOwner } = await import("@/lib/auth/current-owner");
  const { addClosetItem } = await import("@/lib/closet");
  const { SHARE_TEMPLATES } = await import("@/lib/constants");
  const { storeSuggestions } = await import("@/lib/outfits");
  const { itemImages } = await import("@/lib/share/assets");
  const { itemSizeFor, renderSharePng } = await import("@/lib/share/render");
  const { POST: postGuest } = await import("@/app/api/guest/route");
  const { POST: createShareImage } = await import("@/app/api/outfits/[id]/create-share-image/route");
  const { garmentPhoto } = await import("@/tests/unit/ai-fixtures");
  const base = "http://127.0.0.1:3962";
  const figures: Figures = {};

  const guest = await postGuest(
    new Request(`${base}/api/guest`, { method: "POST", headers: { "x-forwarded-for": "bench-share" } }),
  );
  const cookie = guest.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const owner = await getOwner(new Request(`${base}/api/user`, { headers: { cookie } }));
  if (!owner) throw new Error(`no guest session (status ${guest.status})`);
  // Four closet photos as uploads store them (1600 px WebP on white), in one outfit.
  const kinds = [
    ["tops", "shirt", "#1b2a4a"],
    ["bottoms", "trousers", "#d9c9ad"],
    ["shoes", "shoe", "#6f4a2f"],
    ["outerwear", "shirt", "#6b6b2a"],
  ] as const;
  const items: number[] = [];
  const keys: string[] = [];
  for (const [category, shape, fill] of kinds) {
    const item = await addClosetItem(owner, { bytes: await garmentPhoto({ fill, shape, size: 1600 }), category });
    items.push(item.id);
    keys.push(item.imageUrl.replace(/^\/uploads\//, ""));
  }
  const [outfit] = await storeSuggestions(
    owner,
    [{ name: "bench", description: "d", style: "s", occasion: "o", items }],
    {},
  );

  for (const template of SHARE_TEMPLATES) {
    const photos = await itemImages(keys, itemSizeFor(template, keys.length));
    const art = {
      template,
      background: template === "bordered" ? "#1e3a8a" : "#f5f0e8",
      caption: "sunday in the park",
      productName: "stylematch",
      items: photos,
    };
    await renderSharePng(art); // warm-up (fonts, first satori call)
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await renderSharePng(art);
      times.push(performance.now() - started);
    }
    figures[`render ${template}, 4 items, ms (target < 300)`] = ms(times);
  }

  const post = async (body: unknown, status: number) => {
    const started = performance.now();
    const response = await createShareImage(
      new Request(`${base}/api/outfits/${outfit}/create-share-image`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: String(outfit) }) },
    );
    const elapsed = performance.now() - started;
    if (response.status !== status) throw new Error(`create-share-image: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return elapsed;
  };
  const fresh: number[] = [];
  for (let i = 0; i < RUNS; i++)
    fresh.push(await post({ caption: `look ${i}`, template: SHARE_TEMPLATES[i % SHARE_TEMPLATES.length] }, 201));
  figures["create-share-image, new options (read photos, render, store, insert)"] = ms(fresh);
  const again: number[] = [];
  for (let i = 0; i < RUNS; i++) again.push(await post({ caption: "look 0", template: SHARE_TEMPLATES[0] }, 200));
  figures["create-share-image, same options again (served from storage, no render)"] = ms(again);
  await closeDb();
  return figures;
}

runAsMeasureChild(import.meta.url, measure);
