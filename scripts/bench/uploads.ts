/**
 * Upload capacity (issue #23, item 9) of one production server on a fresh embedded database:
 * photos per second it sustains with phone-size JPEGs (4032×3024) when its image queue is never
 * idle, that figure per core of this machine (the README's and docs/deploy.md's sizing figure),
 * and what a burst of BURST uploaders × PHOTOS_EACH photos at once gets (issue #40, point 15). The
 * queue holds 2 decoding + 16 waiting per instance and refuses the rest with 503 and Retry-After, by
 * design, rather than holding memory; each photo of the burst then follows the upload queue's own
 * rule for busy answers (lib/uploads/busy-retry.ts: jittered backoff over Retry-After, minutes of
 * patience), as the browser does, and the bench counts the photos stored and lost (goal: 0 lost).
 * /api/health's `imageQueue` is sampled during the burst.
 */
import { nextBusyRetry } from "@/lib/uploads/busy-retry";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { phonePhoto } from "./closet";
import { signUp, startBenchServer } from "./server";

/** Uploaders kept busy for the throughput figure: more than the queue's two slots, so it never idles. */
const SATURATING = 4;
const SATURATED_UPLOADS = 24;
const BURST = 50;
const PHOTOS_EACH = 3;

type Upload = { status: number; ms: number };

// One File per photo, shared by every upload of it: a burst of 150 uploads (and their retries) would
// otherwise copy 4.4 MB each time.
const files = new WeakMap<Buffer, File>();
const fileOf = (photo: Buffer) => {
  const file = files.get(photo) ?? new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" });
  files.set(photo, file);
  return file;
};

async function upload(base: string, cookie: string, photo: Buffer): Promise<Upload & { retryAfter: number | null }> {
  const form = new FormData();
  form.set("category", "tops");
  form.set("image", fileOf(photo));
  const started = performance.now();
  const response = await fetch(`${base}/api/closet`, { method: "POST", headers: { cookie }, body: form });
  await response.arrayBuffer();
  const retryAfter = response.headers.get("retry-after");
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: retryAfter === null || retryAfter === "" ? null : Number(retryAfter),
  };
}

type Outcome = { stored: boolean; busyAnswers: number; status: number };

/**
 * One photo as the upload queue sends it: a busy answer (503/429 with Retry-After) is waited out by
 * the queue's own rule until its patience is spent; anything else ends it. Lost = not stored.
 */
async function uploadLikeTheQueue(base: string, cookie: string, photo: Buffer): Promise<Outcome> {
  let busyAnswers = 0;
  let since: number | null = null;
  for (;;) {
    const answer = await upload(base, cookie, photo);
    const busy = (answer.status === 503 || answer.status === 429) && answer.retryAfter !== null;
    if (!busy) return { stored: answer.status === 201, busyAnswers, status: answer.status };
    busyAnswers++;
    const now = Date.now();
    since ??= now;
    const retryAt = nextBusyRetry({
      tries: busyAnswers,
      since,
      now,
      retryAfterSeconds: answer.retryAfter,
      random: Math.random(),
    });
    if (retryAt === null) return { stored: false, busyAnswers, status: answer.status };
    await new Promise((resolve) => setTimeout(resolve, retryAt - now));
  }
}

/**
 * What the upload screen sends for one photo: the cut-out (a PNG with a transparent surround), its
 * mask and the photo as shot. The stored picture then has alpha, which makes WebP's encoders work harder.
 */
async function cutOutParts(photo: Buffer): Promise<{ cutOut: Buffer; mask: Buffer; shot: Buffer }> {
  const size = { width: 1024, height: 1365 };
  const shot = await sharp(photo).resize(size.width, size.height, { fit: "fill" }).jpeg({ quality: 85 }).toBuffer();
  const garment = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><polygon points="380,200 450,240 570,240 640,200 840,300 780,420 700,380 700,1090 320,1090 320,380 240,420 180,300" fill="#fff"/></svg>`;
  const mask = await sharp(Buffer.from(garment)).flatten({ background: "#000" }).greyscale().png().toBuffer();
  const cutOut = await sharp(shot)
    .joinChannel(await sharp(mask).extractChannel(0).toBuffer())
    .png()
    .toBuffer();
  return { cutOut, mask, shot };
}

async function cutOutUpload(
  base: string,
  cookie: string,
  { cutOut, mask, shot }: Awaited<ReturnType<typeof cutOutParts>>,
): Promise<Upload> {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(cutOut)], "photo.png", { type: "image/png" }));
  form.set("mask", new File([new Uint8Array(mask)], "mask.png", { type: "image/png" }));
  form.set("original", new File([new Uint8Array(shot)], "photo.jpg", { type: "image/jpeg" }));
  const started = performance.now();
  const response = await fetch(`${base}/api/closet`, { method: "POST", headers: { cookie }, body: form });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

export async function benchUploads(
  port = Number(process.env.BENCH_UPLOADS_PORT ?? 3310),
): Promise<Record<string, string | number>> {
  const server = await startBenchServer(port, { CLOSET_UPLOADS_PER_HOUR: "100000" });
  try {
    const base = server.baseUrl;
    const cookie = await signUp(base, "uploadbench");
    const photo = await phonePhoto();
    await upload(base, cookie, photo); // warm-up: routes, sharp, the database

    // One at a time, as one person's upload screen sends them: the answer's wait, in ms.
    const parts = await cutOutParts(photo);
    const cutOuts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await cutOutUpload(base, cookie, parts);
      if (answer.status !== 201) throw new Error(`a cut-out upload answered ${answer.status}`);
      cutOuts.push(answer.ms);
    }

    // Throughput: SATURATING uploaders in a closed loop until SATURATED_UPLOADS are stored.
    let issued = 0;
    const refusedWhileSaturated: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SATURATING }, async () => {
        while (issued < SATURATED_UPLOADS) {
          issued++;
          const answer = await upload(base, cookie, photo);
          if (answer.status !== 201) refusedWhileSaturated.push(answer.status);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (refusedWhileSaturated.length > 0)
      throw new Error(`${SATURATING} uploaders were refused: ${refusedWhileSaturated.join(", ")}`);
    const perSecond = SATURATED_UPLOADS / seconds;

    // A burst: BURST uploaders at the same moment, each with PHOTOS_EACH photos going up at once (as
    // the upload queue starts every entry), the queue sampled through /api/health meanwhile.
    let deepest = 0;
    let sampling = true;
    const failedPolls: string[] = [];
    const sampler = (async () => {
      while (sampling) {
        try {
          const report = (await (await fetch(`${base}/api/health`)).json()) as { imageQueue: { waiting: number } };
          deepest = Math.max(deepest, report.imageQueue.waiting);
        } catch (error) {
          // Counted and shown, not fatal: the burst's own figures are what this measures.
          failedPolls.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const burstStarted = performance.now();
    const burst = await Promise.all(
      Array.from({ length: BURST * PHOTOS_EACH }, () => uploadLikeTheQueue(base, cookie, photo)),
    );
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    sampling = false;
    await sampler;
    const stored = burst.filter((outcome) => outcome.stored).length;
    const lost = burst.length - stored;
    const busyAnswers = burst.reduce((total, outcome) => total + outcome.busyAnswers, 0);
    const mostBusy = Math.max(...burst.map((outcome) => outcome.busyAnswers));
    // Lost either way: still busy when the patience was spent, or refused with another answer.
    const refused = burst.filter((outcome) => !outcome.stored && outcome.status !== 503 && outcome.status !== 429);
    const refusedStatuses = refused.length ? ` (${refused.map((outcome) => outcome.status).join(", ")})` : "";

    return {
      [`photos per second, one instance, ${SATURATING} uploaders of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 4032x3024 JPEG`]:
        round(perSecond, 2),
      [`photos per second per core (${availableParallelism()} cores)`]: round(perSecond / availableParallelism(), 2),
      [`burst of ${BURST} uploaders x ${PHOTOS_EACH} photos, the upload queue's busy rule: stored / lost (goal 0)`]: `${stored} / ${lost}`,
      "that burst's lost photos: still busy after the patience / refused otherwise": `${lost - refused.length} / ${refused.length}${refusedStatuses}`,
      "that burst's busy answers (503 + Retry-After): in all / most for one photo / seconds to the last photo": `${busyAnswers} / ${mostBusy} / ${round(burstSeconds)}`,
      "deepest image queue seen in /api/health during the burst (waiting, of 16)": deepest,
      "health polls that failed during the burst": failedPolls.length
        ? `${failedPolls.length} (${[...new Set(failedPolls)].join(", ")})`
        : 0,
      "one cut-out as the upload screen sends it (1024x1365 PNG with alpha + mask + photo as shot), median ms of 5":
        Math.round(median(cutOuts)),
    };
  } finally {
    await server.stop();
  }
}
