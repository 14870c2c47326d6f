/**
 * "I bought it" (issue #44): the product's photo cut out in the browser, as a closet photo is
 * (components/uploads/upload-queue-runner.ts): the same intake, the same removal client and worker,
 * with the mask. Loaded when "I bought it" is pressed, never with /buy.
 *
 * The worker holds a model of a few hundred MB: once nothing needs it for WORKER_IDLE_MS it is
 * disposed, unless the upload queue (which shares it) has photos waiting for it.
 */
import { intakePhoto } from "@/components/uploads/intake-photo";
import type { ModelSize } from "@/lib/background-removal/config";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { type ModelStatus, needsWorker } from "@/lib/uploads/queue";
import { getQueueState } from "@/lib/uploads/queue-store";

const WORKER_IDLE_MS = 120_000;

/** What goes to POST /api/buy-checks/{id}/bought; `backgroundKept` when removal cannot run in this browser. */
export type Cutout = { image: File; original: File; mask: Blob | null; backgroundKept: boolean };

let running = 0;
let idleTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleDisposal(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (running > 0 || getQueueState().entries.some(needsWorker)) return;
    void import("@/lib/background-removal/client").then((client) => client.disposeBackgroundRemoval());
  }, WORKER_IDLE_MS);
}

/**
 * The cut-out of `photo` on white, with its mask and the photo as shot. A model that could not be
 * downloaded (offline) or a removal stopped under it throws, so nothing goes up with its background
 * unasked; a browser that cannot run removal at all sends the photo as it is (SPEC: "If removal
 * fails, the original file is uploaded"), which `backgroundKept` says. `onModel` gets the model
 * download's progress and the model in use, for ModelStatus.
 */
export async function productCutout(
  photo: File,
  model: ModelSize,
  onModel: (status: Partial<ModelStatus>) => void,
): Promise<Cutout> {
  const prepared = await intakePhoto(photo);
  if (!prepared.ok) throw new Error(prepared.message);
  running++;
  if (idleTimer) clearTimeout(idleTimer);
  try {
    let removal: typeof import("@/lib/background-removal/client");
    try {
      removal = await import("@/lib/background-removal/client");
    } catch {
      throw new Error(BUY_SCREEN_TEXT.bought.modelDownload); // offline before its script ever came
    }
    let downloading = false;
    const result = await removal.removeBackgroundFromFile(prepared.file, {
      model,
      mask: true,
      onEvent: (event) => {
        if (event.type === "model") onModel({ resolved: event });
        else if (event.type === "download") {
          // Read from the browser's cache: no download to show.
          if (event.fromCache && !downloading) return;
          downloading = true;
          onModel({ download: event.overall });
        } else if (downloading) {
          downloading = false;
          onModel({ download: null });
        }
      },
    });
    onModel({ download: null });
    if (result.ok) return { image: result.file, original: prepared.file, mask: result.mask, backgroundKept: false };
    if (result.cause === "download") throw new Error(BUY_SCREEN_TEXT.bought.modelDownload);
    if (result.cause === "cancelled") throw new Error(BUY_SCREEN_TEXT.bought.removalStopped);
    return { image: prepared.file, original: prepared.file, mask: null, backgroundKept: true };
  } finally {
    running--;
    scheduleDisposal();
  }
}
