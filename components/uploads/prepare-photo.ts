import { type SniffedType, sniffImageType } from "@/lib/images/sniff";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";

export type PreparedPhoto = { ok: true; file: File } | { ok: false; message: string };

/** Enough for every signature sniffImageType reads (an ftyp box lists its brands within 256 bytes). */
const HEAD_BYTES = 256;

/** The types the server takes as they are (lib/images/process.ts), with the MIME type a browser names them by. */
const PASS_THROUGH: Partial<Record<SniffedType, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** What a file's first bytes say it is: its name and `type` are the sender's words (an iPhone's HEIC may come with none). */
export async function sniffFile(file: Blob): Promise<SniffedType | null> {
  try {
    return sniffImageType(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  } catch {
    return null; // unreadable (a file removed from the disk since it was chosen)
  }
}

/** Whether a file's first bytes say it is a photo preparePhoto takes (checked as it is added, before it queues). */
export async function looksLikePhoto(file: Blob): Promise<boolean> {
  const type = await sniffFile(file);
  return type === "heic" || (type !== null && PASS_THROUGH[type] !== undefined);
}

/** `photo.HEIC` → `photo.jpg`; a name without an extension gets one. */
export function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[^./\\]*$/, "") || "photo";
  return `${base}.${extension}`;
}

/**
 * Every photo a person adds goes through here before anything else (background removal, upload):
 * its real type is read from its first bytes; a JPEG, PNG, WebP (AVIF, GIF) passes with its MIME
 * type set right; a HEIC/HEIF is decoded in the browser (libheif in a worker, loaded only now) into
 * a JPEG of the same base name; anything else is refused with a sentence a person understands,
 * before a byte is sent.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const type = await sniffFile(file);
  if (type === "heic") {
    const { decodeHeic } = await import("./heic/decode");
    const jpeg = await decodeHeic(file);
    if (!jpeg) return { ok: false, message: UPLOAD_ERRORS.heicUnreadable };
    return {
      ok: true,
      file: new File([jpeg], renamed(file.name, "jpg"), { type: "image/jpeg", lastModified: file.lastModified }),
    };
  }
  const mime = type ? PASS_THROUGH[type] : undefined;
  if (!mime) return { ok: false, message: UPLOAD_ERRORS.notAPhoto };
  return {
    ok: true,
    file: file.type === mime ? file : new File([file], file.name, { type: mime, lastModified: file.lastModified }),
  };
}
