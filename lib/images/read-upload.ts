import "server-only";

import { env } from "@/lib/env";
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

/**
 * Reads a multipart upload as it streams in and stops at the size limit: `req.formData()` would
 * buffer the whole body first, whatever its size. Content-Length is checked up front, and bytes
 * are counted while reading, so a request without it (or lying about it) is cut off too. Besides
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
  const maxBody = maxBytes * names.length + MULTIPART_OVERHEAD_BYTES;
  const contentType = req.headers.get("content-type") ?? "";
  if (!req.body || !/^multipart\/form-data\b/i.test(contentType)) throw uploadMissingFile();

  const declaredLength = Number(req.headers.get("content-length") ?? NaN);
  if (declaredLength > maxBody) {
    await req.body.cancel().catch(() => undefined);
    throw uploadTooLarge(formatBytes(maxBytes));
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy reports 'limit' on reaching fileSize, so a file of exactly maxBytes needs one byte more.
      limits: { fileSize: maxBytes + 1, fields: 20, fieldSize: 16 * 1024, parts: 30 },
    });
  } catch {
    throw uploadUnreadable(); // e.g. multipart without a boundary
  }

  let failure: AppError | undefined;
  const fields = new Map<string, string>();
  type Part = { chunks: Buffer[]; info: busboy.FileInfo; ended: Promise<unknown> };
  const parts = new Map<string, Part>();

  parser.on("field", (name, value) => fields.set(name, value));
  parser.on("file", (name, stream, info) => {
    if (!names.includes(name) || parts.has(name)) {
      stream.resume(); // not ours: discard, though its bytes still count against the limit
      return;
    }
    const chunks: Buffer[] = [];
    parts.set(name, { chunks, info, ended: once(stream, "end").catch(() => undefined) });
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => (failure ??= uploadTooLarge(formatBytes(maxBytes))));
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
      if (received > maxBody) failure = uploadTooLarge(formatBytes(maxBytes));
      else if (!parser.write(value)) await Promise.race([once(parser, "drain").catch(() => undefined), closed]);
    }
  } catch {
    failure ??= uploadUnreadable(); // the client went away mid-upload
  }
  if (failure) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    throw failure;
  }
  parser.end();
  await closed;
  await Promise.all([...parts.values()].map((part) => part.ended));
  if (failure) throw failure;

  const read = (part: Part | undefined): UploadedFile | null => {
    const bytes = Buffer.concat(part?.chunks ?? []);
    // A form submitted with no file chosen still sends the part, with an empty name and no bytes.
    if (!part || (bytes.length === 0 && !part.info.filename)) return null;
    if (bytes.length === 0) throw uploadEmptyFile();
    return { bytes, filename: part.info.filename ?? "", declaredType: part.info.mimeType ?? "" };
  };
  const file = read(parts.get(field));
  if (!file) throw uploadMissingFile();
  const extraFiles: Partial<Record<string, UploadedFile>> = {};
  for (const name of names.slice(1)) {
    const extra = read(parts.get(name));
    if (extra) extraFiles[name] = extra;
  }
  return { fields: Object.fromEntries(fields), file, extraFiles };
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
  const maxBody = maxFiles * maxBytes + MULTIPART_OVERHEAD_BYTES;
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
      limits: { fileSize: maxBytes + 1, fields: 20, fieldSize: 16 * 1024, parts: maxFiles + 30 },
    });
  } catch {
    throw uploadUnreadable();
  }

  let failure: AppError | undefined;
  const fields = new Map<string, string>();
  const files: { chunks: Buffer[]; info: busboy.FileInfo; ended: Promise<unknown> }[] = [];

  parser.on("field", (name, value) => fields.set(name, value));
  parser.on("file", (name, stream, info) => {
    // A refusal destroys the parser, which errors the open file streams: that is expected, not a crash.
    stream.on("error", () => undefined);
    if (name !== field) {
      stream.resume();
      return;
    }
    // A chosen-nothing part has no name; it counts for nothing.
    if (!info.filename) {
      stream.resume();
      return;
    }
    if (files.length >= maxFiles) {
      failure ??= options.tooMany();
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    files.push({ chunks, info, ended: once(stream, "end").catch(() => undefined) });
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
    failure ??= uploadUnreadable();
  }
  if (failure) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    throw failure;
  }
  parser.end();
  await closed;
  await Promise.all(files.map((file) => file.ended));
  if (failure) throw failure;

  if (files.length === 0) throw uploadMissingFile();
  const read = files.map(({ chunks, info }) => ({
    bytes: Buffer.concat(chunks),
    filename: info.filename ?? "",
    declaredType: info.mimeType ?? "",
  }));
  if (read.some((file) => file.bytes.length === 0)) throw uploadEmptyFile();
  return { fields: Object.fromEntries(fields), files: read };
}
