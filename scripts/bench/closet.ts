/**
 * Closet figures (issue 5) against a production server on a fresh embedded database: server time
 * per upload of a 4032×3024 phone-size JPEG, the stored thumbnail's size, GET /api/closet latency
 * with 500 items at 20 concurrent requests, and in-browser background removal through the real
 * upload screen (scripts/bench/background-removal.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { benchBackgroundRemoval } from "./background-removal";
import { signUp, startBenchServer } from "./server";

const UPLOAD_RUNS = 7;
const ITEMS = 500;
const CONCURRENCY = 20;
const REQUESTS = 400;

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
const ms = (value: number) => Math.round(value * 10) / 10;

/**
 * A 4032×3024 photo-like JPEG: a lit backdrop and a garment, with texture at two scales (coarse
 * blotches that survive down to thumbnail size, like fabric and shadows, and sensor-like grain), so
 * both the upload and its thumbnail weigh about what a real phone photo's do.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="l" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#3c9a55"/><stop offset="1" stop-color="#24603a"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#l)"/>
    <polygon points="1500,600 1750,720 2280,720 2530,600 3300,900 3060,1270 2740,1150 2740,2420 1290,2420 1290,1150 970,1270 730,900" fill="#1c3078"/></svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
  const coarseSize = { width: width / 8, height: height / 8, channels: 3 as const };
  const coarse = Buffer.alloc(coarseSize.width * coarseSize.height * 3, 0).map(() => random() % 256);
  const blotches = await sharp(coarse, { raw: coarseSize }).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
  const pixels = base.data;
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (blotches[i]! - 128) * 0.2 + (random() % 41) - 20));
  }
  return sharp(pixels, { raw: base.info }).jpeg({ quality: 90 }).toBuffer();
}

async function upload(
  base: string,
  cookie: string,
  bytes: Buffer,
  category = "tops",
): Promise<{ ms: number; thumbnailUrl: string }> {
  const form = new FormData();
  form.set("category", category);
  form.set("image", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  const started = performance.now();
  const response = await fetch(`${base}/api/closet`, { method: "POST", headers: { cookie }, body: form });
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return { ms: elapsed, thumbnailUrl: ((await response.json()) as { thumbnailUrl: string }).thumbnailUrl };
}

/** Latencies of `total` GETs of `url`, `concurrency` in flight at any time. */
async function load(url: string, cookie: string, total: number, concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < total) {
      issued++;
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

export async function benchCloset(
  port = Number(process.env.BENCH_CLOSET_PORT ?? 3905),
): Promise<Record<string, string | number>> {
  // The seeding below is far over the default hourly upload budget of one owner.
  const server = await startBenchServer(port, { CLOSET_UPLOADS_PER_HOUR: "100000" });
  try {
    const base = server.baseUrl;
    const cookie = await signUp(base, "closetbench");
    const photo = await phonePhoto();

    await upload(base, cookie, photo); // warm-up: first request compiles routes and opens sharp
    const runs: { ms: number; thumbnailUrl: string }[] = [];
    for (let i = 0; i < UPLOAD_RUNS; i++) runs.push(await upload(base, cookie, photo));
    const thumbnail = await fetch(`${base}${runs[0]!.thumbnailUrl}`);
    const thumbnailBytes = (await thumbnail.arrayBuffer()).byteLength;
    const stored = path.join(server.dataDir, "uploads", runs[0]!.thumbnailUrl.replace(/^\/uploads\//, ""));
    if (!existsSync(stored)) throw new Error(`thumbnail not on disk at ${stored}`);

    const small = await sharp({ create: { width: 320, height: 400, channels: 3, background: "#7c2d12" } })
      .jpeg()
      .toBuffer();
    const categories = ["tops", "bottoms", "shoes", "outerwear", "accessories"];
    let have = UPLOAD_RUNS + 1;
    while (have < ITEMS) {
      const batch = Math.min(4, ITEMS - have);
      await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          upload(base, cookie, small, categories[(have + i) % categories.length]),
        ),
      );
      have += batch;
    }
    // The largest page the server gives (100, also what a call without `limit` gets).
    const all = `${base}/api/closet?limit=100`;
    const page = `${base}/api/closet?limit=20`;
    const count = ((await (await fetch(`${base}/api/categories`, { headers: { cookie } })).json()) as { all: number })
      .all;
    if (count !== ITEMS) throw new Error(`expected ${ITEMS} items, the closet counts ${count}`);
    await load(page, cookie, 60, CONCURRENCY); // warm-up
    const full = await load(all, cookie, REQUESTS, CONCURRENCY);
    const paged = await load(page, cookie, REQUESTS, CONCURRENCY);
    const counts = await load(`${base}/api/categories`, cookie, REQUESTS, CONCURRENCY);
    // The floor under the same load on this machine: a static file, the health check (one query, no
    // session) and reading the signed-in user alone (what every owner-scoped call pays first).
    const staticFile = await load(`${base}/bg-removal/resources.json`, "", REQUESTS, CONCURRENCY);
    const health = await load(`${base}/api/health`, "", REQUESTS, CONCURRENCY);
    const session = await load(`${base}/api/user`, cookie, REQUESTS, CONCURRENCY);

    const figures: Record<string, string | number> = {
      [`server time per upload of a 4032x3024 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), median of ${UPLOAD_RUNS}, ms (target < 400)`]:
        ms(median(runs.map((run) => run.ms))),
      "thumbnail bytes of that upload (target < 40 KB)": thumbnailBytes,
      [`GET /api/closet, a 100-item page of ${ITEMS} items, ${CONCURRENCY} concurrent: p50 / p95 ms (target p95 < 50)`]: `${ms(percentile(full, 0.5))} / ${ms(percentile(full, 0.95))}`,
      [`GET /api/closet?limit=20 (the closet screen's page), ${CONCURRENCY} concurrent: p50 / p95 ms`]: `${ms(percentile(paged, 0.5))} / ${ms(percentile(paged, 0.95))}`,
      [`GET /api/categories, ${CONCURRENCY} concurrent: p50 / p95 ms`]: `${ms(percentile(counts, 0.5))} / ${ms(percentile(counts, 0.95))}`,
      [`for reference, same load, p95 ms: a static file / GET /api/health / GET /api/user (session only)`]: [
        staticFile,
        health,
        session,
      ]
        .map((latencies) => ms(percentile(latencies, 0.95)))
        .join(" / "),
    };
    try {
      Object.assign(figures, await benchBackgroundRemoval(base, { proxyPort: port + 1 }));
    } catch (error) {
      figures["in-browser background removal"] = `FAILED: ${error instanceof Error ? error.message : String(error)}`;
    }
    return figures;
  } finally {
    await server.stop();
  }
}
