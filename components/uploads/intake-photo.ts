/**
 * THE intake of the upload queue (issue #25): every file added to the queue, closet or inspiration,
 * dropped, chosen, pasted or shared, goes through `intakePhoto` first, before any byte is sent.
 * preparePhoto reads its real type from its first bytes, decodes a HEIC in the browser and refuses
 * what is not a photo with a human message; then large photos are scaled down in the browser
 * (longest edge INTAKE_MAX_DIMENSION, JPEG, or WebP for PNG/WebP sources so transparency survives).
 * A file the browser cannot decode goes on as it is: the server's check has the last word.
 */
import { INTAKE_MAX_DIMENSION, needsShrinking } from "@/lib/uploads/intake-rules";
import { type PreparedPhoto, preparePhoto } from "./prepare-photo";

export async function intakePhoto(file: File): Promise<PreparedPhoto> {
  const prepared = await preparePhoto(file);
  return prepared.ok ? { ok: true, file: await shrinkPhoto(prepared.file) } : prepared;
}

async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas === "undefined") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not decodable here: the server decides
  }
  try {
    if (!needsShrinking({ width: bitmap.width, height: bitmap.height, bytes: file.size })) return file;
    const scale = Math.min(1, INTAKE_MAX_DIMENSION / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const keepAlpha = file.type === "image/png" || file.type === "image/webp";
    const blob = await canvas.convertToBlob({ type: keepAlpha ? "image/webp" : "image/jpeg", quality: 0.9 });
    // Scaled down, or (within bounds but heavy) re-encoded only when that is actually lighter.
    return scale < 1 || blob.size < file.size ? new File([blob], file.name, { type: blob.type }) : file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
