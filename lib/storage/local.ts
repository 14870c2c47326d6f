import "server-only";

import { ConfigError, dataDir, env } from "@/lib/config/env";
import { storageUnavailable } from "@/lib/errors";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, contentTypeForKey, keyForPut } from "./keys";
import { isStoreTimeout, readWithTimeLimit, sendWithTimeLimit, withTimeLimit } from "./time-limit";
import type { FileStorage, PutBody, StoredObject } from "./types";

/**
 * Files under `<DATA_DIR>/uploads/<key>`, served by app/uploads/[...key]/route.ts. The content type
 * comes from the key's extension, so no sidecar file is needed.
 */
export const UPLOADS_URL_PREFIX = "/uploads/";

// Read at every call: tests point DATA_DIR elsewhere between cases.
const uploadsRoot = () => path.join(dataDir(), "uploads");
// A disk can hang too (a network mount whose server went away): the same STORAGE_TIMEOUT_MS as the remote stores.
const limitMs = () => env().STORAGE_TIMEOUT_MS;

function filePath(key: string): string {
  assertValidKey(key);
  const root = uploadsRoot();
  const full = path.resolve(root, key);
  // The key pattern already forbids escaping the root; this is the belt to those braces.
  if (!full.startsWith(root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
  return full;
}

async function writeAtomically(target: string, body: PutBody, signal: AbortSignal): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Dot-prefixed temp names can never match a valid key, so a half-written file is never served.
  const temp = path.join(path.dirname(target), `.tmp-${randomBytes(8).toString("hex")}`);
  try {
    if (body instanceof ReadableStream) {
      await pipeline(
        Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>),
        createWriteStream(temp, { flags: "wx" }),
        { signal },
      );
    } else {
      await fs.writeFile(temp, body, { flag: "wx", signal });
    }
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

export const localDiskStorage: FileStorage = {
  async put(input) {
    const key = keyForPut(input);
    const target = filePath(key);
    try {
      const { body } = input;
      // A stream is bounded by the disk's stalls only (its source may rightly take longer); bytes as a whole.
      if (body instanceof ReadableStream)
        await sendWithTimeLimit(body, limitMs(), (sent, signal) => writeAtomically(target, sent, signal));
      else await withTimeLimit(limitMs(), (signal) => writeAtomically(target, body, signal));
    } catch (error) {
      // A full, unwritable or hung disk (a system call failed or never returned) is the local store
      // being down: the same 503 as a remote one. A body stream that failed (the client went away) stays what it is.
      throw (error as NodeJS.ErrnoException).syscall || isStoreTimeout(error)
        ? storageUnavailable("upload", error)
        : error;
    }
    return { key, url: this.url(key) };
  },

  async get(key, options): Promise<StoredObject | null> {
    const full = filePath(key);
    let handle: fs.FileHandle;
    try {
      handle = await withTimeLimit(limitMs(), () => fs.open(full, "r"));
    } catch (error) {
      if (isMissing(error)) return null;
      throw storageUnavailable("read", error);
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here and closes it when read to the end or cancelled.
      const range = options?.range;
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return {
        body: readWithTimeLimit(Readable.toWeb(stream) as ReadableStream<Uint8Array>, limitMs()),
        contentType: contentTypeForKey(key)!,
        size: stats.size,
        lastModified: stats.mtime,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  },

  async delete(key) {
    const target = filePath(key);
    try {
      await withTimeLimit(limitMs(), () => fs.rm(target, { force: true }));
    } catch (error) {
      throw storageUnavailable("delete", error);
    }
  },

  url(key) {
    assertValidKey(key);
    return UPLOADS_URL_PREFIX + key;
  },

  async check() {
    const root = uploadsRoot();
    try {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    } catch (error) {
      throw new ConfigError(
        `DATA_DIR: the uploads folder ${root} is not writable (${(error as Error).message}). Fix its permissions or point DATA_DIR elsewhere.`,
      );
    }
  },
};

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
