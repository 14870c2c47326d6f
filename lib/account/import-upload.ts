import "server-only";

import { env } from "@/lib/config/env";
import { type AppError, uploadMissingFile, uploadTooLarge, uploadUnreadable } from "@/lib/errors";
import { formatBytes, MULTIPART_OVERHEAD_BYTES } from "@/lib/images";
import busboy from "busboy";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { makeImportDir } from "./import-temp";

/** The multipart part POST /api/account/import reads the archive from. */
export const IMPORT_FIELD = "archive";

/** An uploaded archive on disk, with the SHA-256 of its bytes (the import id); `remove` deletes it. */
export type ReceivedArchive = { path: string; sha256: string; size: number; remove: () => Promise<void> };

/**
 * Streams the `archive` part of a multipart upload to a temporary file, hashing it on the way, and
 * stops at IMPORT_MAX_BYTES (413): an export of a whole closet can be a gigabyte, which never sits
 * in memory. Content-Length is checked up front and bytes are counted while reading, as
 * lib/images/read-upload.ts does for photos. The caller removes the file (`remove`) when done; a
 * folder a killed process left behind is removed by sweepImportDirs (lib/account/import-temp.ts).
 */
export async function receiveArchive(req: Request): Promise<ReceivedArchive> {
  const maxBytes = env().IMPORT_MAX_BYTES;
  const tooLarge = () => uploadTooLarge(formatBytes(maxBytes));
  const contentType = req.headers.get("content-type") ?? "";
  if (!req.body || !/^multipart\/form-data\b/i.test(contentType)) throw uploadMissingFile();
  if (Number(req.headers.get("content-length") ?? NaN) > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    await req.body.cancel().catch(() => undefined);
    throw tooLarge();
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fileSize: maxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });
  } catch {
    throw uploadUnreadable();
  }

  const { dir, remove } = await makeImportDir();
  const file = path.join(dir, "archive.zip");
  const hash = createHash("sha256");
  let size = 0;
  let failure: AppError | undefined;
  let written: Promise<void> | undefined;

  parser.on("file", (name, stream) => {
    if (name !== IMPORT_FIELD || written) {
      stream.on("error", () => undefined); // torn down with the parser when the body is refused
      stream.resume();
      return;
    }
    stream.on("limit", () => (failure ??= tooLarge()));
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    written = pipeline(stream, count, createWriteStream(file));
    written.catch(() => undefined); // awaited below; a failure before then is not unhandled
  });

  let received = 0;
  const body = Readable.fromWeb(req.body as import("node:stream/web").ReadableStream<Uint8Array>);
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes + MULTIPART_OVERHEAD_BYTES) {
        failure ??= tooLarge();
        done(failure);
      } else done(null, chunk);
    },
  });
  try {
    await pipeline(body, bounded, parser);
    await written;
  } catch {
    failure ??= uploadUnreadable(); // a broken multipart body, or the client went away mid-upload
  }
  if (!failure && (!written || size === 0)) failure = uploadMissingFile();
  if (failure) {
    await written?.catch(() => undefined);
    await remove();
    throw failure;
  }
  return { path: file, sha256: hash.digest("hex"), size, remove };
}
