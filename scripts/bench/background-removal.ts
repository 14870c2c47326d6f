/**
 * In-browser background removal on /closet-upload, driven through the real screen in Debian Chromium:
 * removal time per 1024 px photo with the default model (first use, warm, and on a new page), bytes
 * of model and runtime the server sent for each, the page's longest main-thread stall while the
 * worker runs, and whether any request left for another host. Removal time is measured from handing
 * the file to the page until its upload request (POST /api/closet) starts.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import os from "node:os";
import { type CountingProxy, startCountingProxy } from "./counting-proxy";
import { garmentPhoto, type GarmentPhoto, removalScore } from "../../e2e/support/garment-photo";
import { MODEL_IDS, resolveModel } from "../../lib/background-removal/config";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const WARM_RUNS = 3;
const REMOVAL_TIMEOUT_MS = 300_000;

type Upload = { name: string; removalMs: number; stallMs: number; imageUrl: string };

declare global {
  interface Window {
    __benchStall?: number;
  }
}

/** Body bytes of model and runtime files (everything under /bg-removal/ but the small map). */
const modelBytes = (proxy: CountingProxy) =>
  [...proxy.bytes]
    .filter(([path]) => path.startsWith("/bg-removal/") && !path.endsWith("/resources.json"))
    .reduce((sum, [, bytes]) => sum + bytes, 0);

async function signIn(context: BrowserContext, base: string) {
  const id = `bench${Date.now().toString(36)}`;
  const register = await context.request.post(`${base}/api/register`, {
    data: { email: `${id}@example.com`, username: id, password: "bench-password" },
  });
  if (register.ok()) return;
  const guest = await context.request.post(`${base}/api/guest`);
  if (!guest.ok())
    throw new Error(`could not sign in: register answered ${register.status()}, guest ${guest.status()}`);
}

async function openUploadPage(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/closet-upload`);
  if (new URL(page.url()).pathname !== "/closet-upload") throw new Error(`/closet-upload redirected to ${page.url()}`);
  await page.locator('input[type="file"]').waitFor({ state: "attached" });
  return page;
}

async function upload(page: Page, photo: GarmentPhoto, name: string): Promise<Upload> {
  await page.evaluate(() => {
    window.__benchStall = 0;
  });
  const request = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/closet", {
    timeout: REMOVAL_TIMEOUT_MS,
  });
  // The analysis that follows each upload runs on this same machine; let it finish so it does not
  // slow down the next removal being measured.
  const analysed = page
    .waitForResponse((r) => /^\/api\/closet\/\d+\/analyze$/.test(new URL(r.url()).pathname), {
      timeout: REMOVAL_TIMEOUT_MS,
    })
    .catch(() => null);
  const started = performance.now();
  await page.setInputFiles('input[type="file"]', { name, mimeType: photo.mimeType, buffer: photo.buffer });
  const sent = await request;
  const removalMs = performance.now() - started;
  const stallMs = await page.evaluate(() => window.__benchStall ?? 0);
  const response = await sent.response();
  if (!response?.ok()) throw new Error(`upload of ${name} answered ${response?.status()}: ${await response?.text()}`);
  const { imageUrl } = (await response.json()) as { imageUrl: string };
  await analysed;
  return { name, removalMs, stallMs, imageUrl };
}

/** Whether the multipart upload of `name` carried a PNG under the original file name (the browser hides file bodies from CDP). */
const sentAsPng = (proxy: CountingProxy, name: string) =>
  proxy.captured.some(({ body }) => {
    const at = body.indexOf(`filename="${name}"`);
    return (
      at >= 0 &&
      /^[^\r\n]*\r\nContent-Type: image\/png\r\n\r\n\x89PNG/.test(body.subarray(at, at + 200).toString("latin1"))
    );
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchBackgroundRemoval(
  baseUrl: string,
  options: { proxyPort?: number } = {},
): Promise<Record<string, string | number>> {
  const proxy = await startCountingProxy(baseUrl, {
    port: options.proxyPort,
    capture: (method, path) => method === "POST" && path === "/api/closet",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    const appHost = new URL(proxy.url).host;
    const foreign = new Set<string>();
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.host !== appHost) foreign.add(url.origin);
    });
    // Longest gap between 50 ms ticks on the page's main thread, reset before each upload.
    await context.addInitScript(() => {
      let last = performance.now();
      setInterval(() => {
        const now = performance.now();
        window.__benchStall = Math.max(window.__benchStall ?? 0, now - last - 50);
        last = now;
      }, 50);
    });
    await signIn(context, proxy.url);
    const photo = await garmentPhoto();

    // Counted from opening the page, in case the screen preloads the model before the first photo.
    proxy.reset();
    const page = await openUploadPage(context, proxy.url);
    const isolated = await page.evaluate(() => crossOriginIsolated);
    const first = await upload(page, photo, "bench-first.jpg");
    const firstBytes = modelBytes(proxy);
    proxy.reset();
    const warm: Upload[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await upload(page, photo, `bench-warm-${i + 1}.jpg`));
    const warmBytes = modelBytes(proxy);
    await page.close();

    proxy.reset();
    const second = await upload(await openUploadPage(context, proxy.url), photo, "bench-new-page.jpg");
    const secondBytes = modelBytes(proxy);

    const stored = Buffer.from(await (await context.request.get(new URL(second.imageUrl, proxy.url).href)).body());
    const score = await removalScore(stored, photo);
    const all = [first, ...warm, second];
    const zero = (bytes: number) => (bytes === 0 ? 0 : `${bytes} (FAILED: must be 0)`);
    return {
      "model (default)": "medium = isnet_fp16",
      "cross-origin isolated (threads)": isolated ? "yes" : "no",
      "first removal incl. model download, ms": Math.round(first.removalMs),
      [`warm removal per ${photo.width}x${photo.height} photo (median of ${WARM_RUNS}), ms`]: Math.round(
        median(warm.map((u) => u.removalMs)),
      ),
      "removal on a new page (model from cache), ms": Math.round(second.removalMs),
      "model+runtime bytes downloaded, first upload": firstBytes,
      "model bytes downloaded, later uploads on the same page": zero(warmBytes),
      "model bytes downloaded, second upload on a new page": zero(secondBytes),
      "longest main-thread stall during removal, ms": Math.round(Math.max(...all.map((u) => u.stallMs))),
      "uploads sent as PNG with the original name": `${all.filter((u) => sentAsPng(proxy, u.name)).length}/${all.length}`,
      "stored image: background points white / garment points kept": `${score.backgroundWhite} / ${score.garmentKept}`,
      "requests to other hosts": foreign.size === 0 ? 0 : `${[...foreign].join(", ")} (FAILED: must be none)`,
    };
  } finally {
    await browser.close();
    await proxy.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// `npm run bench -- background-removal` (issue 25, speed): seconds per photo for each installed model
// on this machine, warm (the first photo, which loads the model, is left out), however the person
// arrives at /closet-upload: by a hard load, or by a client-side link click from /closet (the tab
// then keeps the document, and the cross-origin isolation, it first loaded). Each model and arrival
// runs in a fresh browser context, so nothing is shared between rows but the HTTP server.

/** The worker's own timings of each finished photo, read off its messages to the page (no app hook). */
declare global {
  interface Window {
    __benchRemovals?: {
      totalMs: number;
      decodeMs: number;
      inferenceMs: number;
      encodeMs: number;
      loadMs: number;
      threaded: boolean;
      resolution?: number;
    }[];
  }
}

type Arrival = "hard load" | "in-app navigation";
type Row = { model: string; arrival: Arrival; perPhotoMs: number[]; split: NonNullable<Window["__benchRemovals"]> };

const MODEL_OPTION = { small: "small · fastest", medium: "medium · balanced", large: "large · most detail" } as const;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function arrive(context: BrowserContext, base: string, arrival: Arrival): Promise<Page> {
  const page = await context.newPage();
  if (arrival === "hard load") await page.goto(`${base}/closet-upload`);
  else {
    await page.goto(`${base}/closet`, { waitUntil: "networkidle" });
    const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    await page.locator('a[href="/closet-upload"]').first().click();
    await page.waitForURL("**/closet-upload");
    // Still the document /closet loaded: the router swapped the screen in.
    const after = await page.evaluate(() => [performance.getEntriesByType("navigation").length, location.pathname]);
    if (after[0] !== before) throw new Error("the link to /closet-upload made a full page load");
  }
  if (new URL(page.url()).pathname !== "/closet-upload") throw new Error(`/closet-upload redirected to ${page.url()}`);
  await page.locator('input[type="file"]').waitFor({ state: "attached" });
  return page;
}

/** The model picker is a native select (issue #31). */
async function chooseModel(page: Page, size: keyof typeof MODEL_OPTION) {
  await page.getByLabel("background removal model").selectOption({ label: MODEL_OPTION[size] });
}

async function measureRow(
  browser: Browser,
  base: string,
  size: keyof typeof MODEL_OPTION,
  arrival: Arrival,
  photos: number,
): Promise<Row> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(() => {
      const Native = window.Worker;
      window.__benchRemovals = [];
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener("message", ({ data }: MessageEvent) => {
            if (data?.type === "done" && data.png && data.timings) window.__benchRemovals!.push(data.timings);
          });
        }
      };
    });
    await signIn(context, base);
    const page = await arrive(context, base, arrival);
    await chooseModel(page, size);
    const photo = await garmentPhoto();
    const perPhotoMs: number[] = [];
    for (let i = 0; i <= photos; i++) {
      const { removalMs } = await upload(page, photo, `bench-${size}-${i}.jpg`);
      if (i > 0) perPhotoMs.push(removalMs); // the first photo loads the model
    }
    const split = (await page.evaluate(() => window.__benchRemovals ?? [])).slice(1);
    return { model: size, arrival, perPhotoMs, split };
  } finally {
    await context.close();
  }
}

/** resources.json, once the server answers it (a cold server shows its starting-up page first). */
async function installedResources(baseUrl: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/bg-removal/resources.json`);
    if (response.ok && response.headers.get("content-type")?.includes("json"))
      return (await response.json()) as Record<string, unknown>;
    if (Date.now() > deadline) throw new Error(`resources.json answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The table: model, arrival, median and p90 seconds per photo, and the worker's split (medians). */
export async function benchBackgroundRemovalModels(
  baseUrl: string,
  options: { photos?: number; models?: (keyof typeof MODEL_OPTION)[] } = {},
): Promise<Record<string, string | number>> {
  const photos = options.photos ?? 5;
  const resources = await installedResources(baseUrl);
  const sizes = options.models ?? (["small", "medium", "large"] as const).slice();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const rows: Row[] = [];
  const figures: Record<string, string | number> = {};
  try {
    const measured = new Map<string, keyof typeof MODEL_OPTION>();
    for (const size of sizes) {
      const { used, id } = resolveModel(size, Object.keys(resources));
      if (used !== size) {
        figures[`${size}`] = `not installed: runs ${used} (${id}), see its rows`;
        continue;
      }
      measured.set(id, size);
      for (const arrival of ["hard load", "in-app navigation"] as const)
        rows.push(await measureRow(browser, baseUrl, size, arrival, photos));
    }
  } finally {
    await browser.close();
  }
  const med = (values: number[]) => (values.length ? percentile(values, 0.5) : NaN);
  const header =
    "model                 arrival             median s  p90 s   decode s  inference s  post+encode s  threads  input px";
  const lines = rows.map((row) => {
    const name = `${row.model} (${MODEL_IDS[row.model as keyof typeof MODEL_IDS]})`;
    const split = (key: "decodeMs" | "inferenceMs" | "encodeMs") => seconds(med(row.split.map((t) => t[key])));
    return [
      name.padEnd(21),
      row.arrival.padEnd(19),
      seconds(med(row.perPhotoMs)).padStart(8),
      seconds(percentile(row.perPhotoMs, 0.9)).padStart(6),
      split("decodeMs").padStart(9),
      split("inferenceMs").padStart(12),
      split("encodeMs").padStart(14),
      (row.split.every((t) => t.threaded) ? "yes" : "no").padStart(7),
      String(row.split[0]?.resolution ?? 1024).padStart(9),
    ].join(" ");
  });
  console.log(
    `\n  per photo, warm, ${photos} photos of 1024x1365 after the first, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(`  ${header}\n${lines.map((line) => `  ${line}`).join("\n")}\n`);
  for (const row of rows)
    figures[`${row.model}, ${row.arrival}: median / p90 s per photo`] =
      `${seconds(med(row.perPhotoMs))} / ${seconds(percentile(row.perPhotoMs, 0.9))}`;
  return figures;
}
