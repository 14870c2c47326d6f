import "server-only";

import { env } from "@/lib/config/env";
import { importInvalid, isAppError } from "@/lib/errors";
import { formatBytes } from "@/lib/images";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import yauzl from "yauzl";
import { dataJsonMaxBytes } from "./import-limits";

/** More files than any export holds at the caps (photos, share images, data.json, missing.txt). */
export const MAX_ARCHIVE_ENTRIES = 50_000;
/** An entry may unpack to at most this many times its packed size once it is over BOMB_MIN_BYTES. */
export const MAX_COMPRESSION_RATIO = 100;
const BOMB_MIN_BYTES = 1024 * 1024;

/** An export ZIP opened for reading: its entries checked, each one read on demand. */
export type ExportZip = {
  has: (name: string) => boolean;
  read: (name: string) => Promise<Buffer>;
  close: () => void;
};

/**
 * Opens an uploaded archive and checks every entry's header before anything is read or imported:
 * names that would climb out of a folder (zip-slip: `..`, absolute paths, backslashes, control
 * characters), encrypted entries, each entry's declared size (data.json ≤ dataJsonMaxBytes(),
 * anything else ≤ UPLOAD_MAX_BYTES), its compression ratio, the total unpacked size and the number
 * of entries. Reading an entry checks again that it unpacks to exactly its declared size, so a
 * header that lies cannot smuggle in more. Any refusal is a 400 naming the problem.
 */
export async function openExportZip(file: string): Promise<ExportZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (error, opened) => (error || !opened ? reject(refusal(error)) : resolve(opened)),
    ),
  );
  try {
    const entries = await listEntries(zip);
    return {
      has: (name) => entries.has(name),
      read: (name) => readEntry(zip, entries.get(name)!),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const uploadMax = env().UPLOAD_MAX_BYTES;
  const dataMax = dataJsonMaxBytes();
  const totalMax = env().IMPORT_MAX_BYTES + dataMax;
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.removeAllListeners("entry");
      reject(refusal(error));
    };
    zip.on("error", fail);
    zip.on("end", () => resolve(entries));
    zip.on("entry", (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (entries.size >= MAX_ARCHIVE_ENTRIES)
        return fail(importInvalid(IMPORT_TEXT.tooManyEntries(MAX_ARCHIVE_ENTRIES)));
      if (!safeName(name)) return fail(importInvalid(IMPORT_TEXT.unsafeName(printable(name))));
      if (entry.isEncrypted()) return fail(importInvalid(IMPORT_TEXT.encrypted));
      if (entries.has(name)) return fail(importInvalid(IMPORT_TEXT.notZip));
      if (name === "data.json" && entry.uncompressedSize > dataMax)
        return fail(importInvalid(IMPORT_TEXT.dataJsonTooLarge(formatBytes(dataMax))));
      if (name !== "data.json" && entry.uncompressedSize > uploadMax)
        return fail(importInvalid(IMPORT_TEXT.entryTooLarge(printable(name), formatBytes(uploadMax))));
      if (
        entry.uncompressedSize > BOMB_MIN_BYTES &&
        entry.uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(entry.compressedSize, 1)
      )
        return fail(importInvalid(IMPORT_TEXT.bomb(printable(name))));
      total += entry.uncompressedSize;
      if (total > totalMax) return fail(importInvalid(IMPORT_TEXT.totalTooLarge(formatBytes(totalMax))));
      if (!name.endsWith("/")) entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** The entry's bytes, refused when they are more (or fewer) than its header declared. */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const declared = entry.uncompressedSize;
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(refusal(error));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > declared) stream.destroy(importInvalid(IMPORT_TEXT.sizeMismatch(printable(entry.fileName))));
        else chunks.push(chunk);
      });
      stream.on("error", (failure) => reject(refusal(failure, entry.fileName)));
      stream.on("end", () =>
        size === declared
          ? resolve(Buffer.concat(chunks))
          : reject(importInvalid(IMPORT_TEXT.sizeMismatch(printable(entry.fileName)))),
      );
    });
  });
}

/** A relative path of plain segments: no `..`, no absolute or drive path, no backslash, no control characters. */
function safeName(name: string): boolean {
  if (name.length === 0 || name.length > 512) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(name) || name.startsWith("/") || /^[A-Za-z]:/.test(name)) return false;
  return !name.split("/").some((segment) => segment === ".." || segment === ".");
}

const printable = (name: string) => name.replace(/[^\x20-\x7e]/g, "?").slice(0, 120);

/** yauzl's own refusals, as the person reads them; ours pass through. */
function refusal(error: unknown, name?: string) {
  if (isAppError(error)) return error;
  const message = error instanceof Error ? error.message : "";
  const unsafe = /^(invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(message);
  if (unsafe) return importInvalid(IMPORT_TEXT.unsafeName(printable(unsafe[2] ?? "")));
  if (name && /too many bytes|not enough bytes|expected/i.test(message))
    return importInvalid(IMPORT_TEXT.sizeMismatch(printable(name)));
  if (/encrypt/i.test(message)) return importInvalid(IMPORT_TEXT.encrypted);
  return importInvalid(IMPORT_TEXT.notZip);
}
