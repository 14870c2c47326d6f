import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { getStorage } from "@/lib/storage";
import archiver from "archiver";
import { PassThrough, Readable } from "node:stream";
import { exportData, type ExportFile } from "./export-data";

/**
 * GET /api/account/export: a ZIP of everything the owner keeps here, streamed as it is written.
 * `data.json` (small: rows, no image bytes) goes first; then every stored photo under a readable
 * name (`closet/tops/12.webp`, `inspiration/5.webp`, `shares/3.png`), each read from storage only
 * when the one before it is fully in the archive. So a closet of thousands of photos never sits
 * in memory, and a slow download slows the reading (the archive waits for the response to drain).
 *
 * A store failing half-way cannot be reported in a 200 that has started: the stream is destroyed
 * instead, so the browser sees a failed download rather than a ZIP that looks complete. A file the
 * store no longer has (a row deleted meanwhile) is left out and named in `missing.txt`.
 */
export type AccountExport = { filename: string; body: ReadableStream<Uint8Array> };

export async function exportAccount(owner: Owner, productName: string, now = new Date()): Promise<AccountExport> {
  const { data, files } = await exportData(owner, now);
  const archive = archiver("zip", { zlib: { level: 6 } });
  const out = new PassThrough();
  archive.on("error", (error) => out.destroy(error));
  archive.on("warning", (error) => out.destroy(error));
  archive.pipe(out);
  // The browser went away (or the stream failed): stop reading storage and let go of the file in hand.
  const stop = new AbortController();
  out.on("close", () => stop.abort());
  archive.append(JSON.stringify(data, null, 2), { name: "data.json", date: now });
  void appendFiles(archive, files, now, stop.signal).then(
    () => archive.finalize(),
    (error: unknown) => {
      if (stop.signal.aborted) return;
      console.error("[stylematch] an account export failed half-way", error);
      archive.abort();
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  const who = owner.kind === "user" ? owner.username : "guest";
  const filename = `${productName}-export-${who}-${now.toISOString().slice(0, 10)}.zip`.replace(
    /[^A-Za-z0-9._-]/g,
    "_",
  );
  return { filename, body: Readable.toWeb(out) as ReadableStream<Uint8Array> };
}

async function appendFiles(
  archive: archiver.Archiver,
  files: readonly ExportFile[],
  date: Date,
  signal: AbortSignal,
): Promise<void> {
  const storage = getStorage();
  const missing: string[] = [];
  for (const file of files) {
    signal.throwIfAborted();
    const stored = await storage.get(file.key);
    if (!stored) {
      missing.push(file.name);
      continue;
    }
    const source = Readable.fromWeb(stored.body as import("node:stream/web").ReadableStream<Uint8Array>);
    // archiver does not listen for its sources' errors (one would be an uncaught exception): a store
    // that fails or stalls mid-file (STORAGE_TIMEOUT_MS, lib/storage/time-limit.ts) fails the export here.
    const readFailed = new Promise<never>((_, reject) => source.once("error", reject));
    const added = Promise.race([entryWritten(archive, file.name, signal), readFailed]).catch((error: unknown) => {
      source.destroy();
      throw error;
    });
    // Photos are already compressed (WebP, PNG): stored as they are, deflating them would only cost CPU.
    archive.append(source, { name: file.name, date, store: true });
    await added;
  }
  if (missing.length > 0)
    archive.append(`These files were listed but are no longer stored:\n${missing.join("\n")}\n`, {
      name: "missing.txt",
      date,
    });
}

/** Resolves once the archive has written the entry `name` (its source read to the end). */
function entryWritten(archive: archiver.Archiver, name: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: archiver.EntryData) => {
      if (entry.name !== name) return;
      cleanup();
      resolve();
    };
    const onError = (error: unknown) => {
      cleanup();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const onAbort = () => onError(signal.reason);
    const cleanup = () => {
      archive.off("entry", onEntry);
      archive.off("error", onError);
      signal.removeEventListener("abort", onAbort);
    };
    archive.on("entry", onEntry);
    archive.on("error", onError);
    signal.addEventListener("abort", onAbort);
  });
}
