import "server-only";

import { env } from "@/lib/config/env";
import { AppError, uploadEmptyFile, uploadMissingFile, uploadTooLarge, uploadUnreadable } from "@/lib/errors";
import busboy from "busboy";
import { once } from "node:events";

/** Room for the multipart boundaries, part headers and the small text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type UploadedFile = { bytes: Uint8Array; filename: string; declaredType: string };
/** `extraFiles`: the optional file parts the caller named that came with bytes (absent ones are left out). */
export type ParsedUpload = {
  fields: Record<string, string>;
  file: UploadedFile;
  extraFiles: Partial<Record<string, UploadedFile>>;
};

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

type FilePart = { name: string; chunks: Buffer[]; info: busboy.FileInfo; ended: Promise<unknown> };
/** For each file part: keep its bytes (true), discard it (false), or refuse the whole body (an error). */
type KeepPart = (name: string, info: busboy.FileInfo, kept: readonly FilePart[]) => boolean | AppError;

/**
 * The streaming core of both readers below: `req.formData()` would buffer the whole body first,
 * whatever its size. Content-Length is checked up front, and bytes are counted while reading, so a
 * request without it (or lying about it) is cut off at `maxBody` too; each kept file stops at
 * `maxBytes`. Discarded parts' bytes still count against the limit.
 */
async function streamMultipart(
  req: Request,
  options: { maxBytes: number; maxBody: number; maxParts: number; keep: KeepPart },
): Promise<{ fields: Record<string, string>; files: FilePart[] }> {
  const { maxBytes, maxBody } = options;
  const contentType = req.headers.get("content-type") ?? "";
  if (!req.body || !/^multipart\/form-data\b/i.test(contentType)) throw uploadMissingFile();
  const tooLarge = () => uploadTooLarge(formatBytes(maxBytes));

  const declaredLength = Number(req.headers.get("content-length") ?? NaN);
  if (declaredLength > maxBody) {
    await req.body.cancel().catch(() => undefined);
    throw tooLarge();
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy reports 'limit' on reaching fileSize, so a file of exactly maxBytes needs one byte more.
      limits: { fileSize: maxBytes + 1, fields: 20, fieldSize: 16 * 1024, parts: options.maxParts },
    });
  } catch {
    throw uploadUnreadable(); // e.g. multipart without a boundary
  }

  let failure: AppError | undefined;
  const fields = new Map<string, string>();
  const files: FilePart[] = [];

  parser.on("field", (name, value) => fields.set(name, value));
  parser.on("file", (name, stream, info) => {
    // A refusal destroys the parser, which errors the open file streams: that is expected, not a crash.
    stream.on("error", () => undefined);
    const verdict = failure ? false : options.keep(name, info, files);
    if (verdict !== true) {
      if (verdict instanceof AppError) failure ??= verdict;
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    files.push({ name, chunks, info, ended: once(stream, "end").catch(() => undefined) });
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => (failure ??= tooLarge()));
  });
  parser.on("error", () => (failure ??= uploadUnreadable()));
  const closed = once(parser, "close").then(
    () => undefined,
    () => undefined,
  );

  const reader = req.body.getReader();
  let received = 0;
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBody) failure = tooLarge();
      else if (!parser.write(value)) await Promise.race([once(parser, "drain").catch(() => undefined), closed]);
    }
  } catch {
    failure ??= uploadUnreadable(); // the client went away mid-upload
  }
  if (failure) {
    parser.destroy();
    // A file over its limit inside a body that may still be within `maxBody` (a lone 15.5 MB photo
    // where a photo and its original are allowed): read the rest, discarding it, so the 413 goes back
    // on a connection the client can use again. Past `maxBody`, or on any other refusal, stop reading.
    if (failure.status === 413 && received <= maxBody) received = await discardRest(reader, received, maxBody);
    await reader.cancel().catch(() => undefined);
    throw failure;
  }
  parser.end();
  await closed;
  await Promise.all(files.map((file) => file.ended));
  if (failure) throw failure;
  return { fields: Object.fromEntries(fields), files };
}

/** Reads and drops what is left of a body, up to `maxBody` bytes in all; answers the count so far. */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  received: number,
  maxBody: number,
): Promise<number> {
  try {
    while (received <= maxBody) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
    }
  } catch {
    // the client went away: nothing left to read
  }
  return received;
}

const uploadedFile = (part: FilePart, bytes: Buffer): UploadedFile => ({
  bytes,
  filename: part.info.filename ?? "",
  declaredType: part.info.mimeType ?? "",
});

/**
 * Reads a multipart upload as it streams in and stops at the size limit (streamMultipart). Besides
 * the required `field`, `optionalFields` name other file parts to keep (each bounded by `maxBytes`
 * too, the body by the sum); any other file part is discarded.
 */
export async function readUploadedFile(
  req: Request,
  options: { field?: string; optionalFields?: readonly string[]; maxBytes?: number } = {},
): Promise<ParsedUpload> {
  const field = options.field ?? "image";
  const names = [field, ...(options.optionalFields ?? [])];
  const maxBytes = options.maxBytes ?? env().UPLOAD_MAX_BYTES;
  const { fields, files } = await streamMultipart(req, {
    maxBytes,
    maxBody: maxBytes * names.length + MULTIPART_OVERHEAD_BYTES,
    maxParts: 30,
    // Ours, and the first part of that name.
    keep: (name, _info, kept) => names.includes(name) && !kept.some((part) => part.name === name),
  });

  const read = (name: string): UploadedFile | null => {
    const part = files.find((candidate) => candidate.name === name);
    const bytes = Buffer.concat(part?.chunks ?? []);
    // A form submitted with no file chosen still sends the part, with an empty name and no bytes.
    if (!part || (bytes.length === 0 && !part.info.filename)) return null;
    if (bytes.length === 0) throw uploadEmptyFile();
    return uploadedFile(part, bytes);
  };
  const file = read(field);
  if (!file) throw uploadMissingFile();
  const extraFiles: Partial<Record<string, UploadedFile>> = {};
  for (const name of names.slice(1)) {
    const extra = read(name);
    if (extra) extraFiles[name] = extra;
  }
  return { fields, file, extraFiles };
}

export type ParsedUploads = { fields: Record<string, string>; files: UploadedFile[] };

/**
 * Several files under one part name (a Web Share Target's photos), read as they stream in with the
 * same bounds as readUploadedFile: at most `maxFiles` of them (`tooMany` is thrown past that, before
 * the extra file is read), each at most `maxBytes`, the whole body at most their sum plus the
 * multipart overhead. Empty parts (no file chosen) are skipped; other parts are discarded.
 */
export async function readUploadedFiles(
  req: Request,
  options: { field: string; maxFiles: number; maxBytes?: number; tooMany: () => AppError },
): Promise<ParsedUploads> {
  const { field, maxFiles } = options;
  const maxBytes = options.maxBytes ?? env().UPLOAD_MAX_BYTES;
  const { fields, files } = await streamMultipart(req, {
    maxBytes,
    maxBody: maxFiles * maxBytes + MULTIPART_OVERHEAD_BYTES,
    maxParts: maxFiles + 30,
    // A chosen-nothing part has no name; it counts for nothing.
    keep: (name, info, kept) =>
      name !== field || !info.filename ? false : kept.length >= maxFiles ? options.tooMany() : true,
  });
  if (files.length === 0) throw uploadMissingFile();
  const read = files.map((part) => uploadedFile(part, Buffer.concat(part.chunks)));
  if (read.some((file) => file.bytes.length === 0)) throw uploadEmptyFile();
  return { fields, files: read };
}
