/**
 * What the upload screens call on the tab's upload queue (issue #25). The runner that does the work
 * (components/uploads/upload-queue-runner.ts: intake, HEIC, background removal, upload, analysis)
 * loads with the first photo, not with the screen (issue #31); its heavier parts (the removal client
 * and worker, the HEIC decoder, the picture tools) load later still, when an entry needs them. The
 * commands on an entry only exist once a photo was added, so the runner is there by then.
 */
import type { ModelSize } from "@/lib/background-removal/config";
import type { Category } from "@/lib/constants";
import type { ReviewChoice, UploadKind } from "@/lib/uploads/queue";

let runner: Promise<typeof import("./upload-queue-runner")> | null = null;
const loadRunner = () => (runner ??= import("./upload-queue-runner"));

/** Starts fetching the runner early (a drag over the drop zone, a file dialog opening): the photo lands sooner. */
export function preloadUploadQueue(): void {
  void loadRunner();
}

/**
 * Adds photos to the queue (they start at once) and answers their entries' keys, newest batch on top.
 * `onRefused` says why files that are no photos were refused (else a toast does).
 */
export async function addPhotos(
  kind: UploadKind,
  files: readonly File[],
  options: { category?: Category | null; model?: ModelSize; onRefused?: (message: string) => void } = {},
): Promise<string[]> {
  return (await loadRunner()).addPhotos(kind, files, options);
}

export const retryEntry = (key: string) => void loadRunner().then((queue) => queue.retryEntry(key));
export const imageReplaced = (key: string, imageUrl: string) =>
  void loadRunner().then((queue) => queue.imageReplaced(key, imageUrl));
export const reviewEntry = (key: string, choice: ReviewChoice) =>
  void loadRunner().then((queue) => queue.reviewEntry(key, choice));
/** With nothing in the queue there is nothing to apply to: the runner is not loaded for it. */
export const applyCategoryToAll = (category: Category | null) =>
  runner ? void runner.then((queue) => queue.applyCategoryToAll(category)) : undefined;
export const removeEntry = async (key: string) => (await loadRunner()).removeEntry(key);
export const changeCategory = async (key: string, category: Category | null) =>
  (await loadRunner()).changeCategory(key, category);
export const settleSuggestion = async (key: string, apply: boolean) =>
  (await loadRunner()).settleSuggestion(key, apply);
export const reanalyzeInspiration = async (key: string) => (await loadRunner()).reanalyzeInspiration(key);
/** The photo and its first cut-out's mask, kept in this tab (the entry's brush opens on them at once). */
export const heldCutout = async (key: string) => (await loadRunner()).heldCutout(key);
