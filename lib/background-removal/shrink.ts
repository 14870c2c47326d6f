/**
 * Browser-only: the photo as shot, made small enough to keep beside its cut-out (issue #25): upright
 * (EXIF orientation applied), at most `maxDimension` px on its longest side, re-encoded as JPEG
 * (which also leaves its metadata behind). Null when the browser cannot decode it; the upload then
 * goes without it.
 */
import { fitWithin } from "./composite";
import { BACKGROUND_REMOVAL_DEFAULTS } from "./config";

export async function shrinkPhoto(
  file: Blob,
  maxDimension: number = BACKGROUND_REMOVAL_DEFAULTS.maxDimension,
): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxDimension);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
    const name = file instanceof File ? file.name.replace(/\.[^.]*$/, "") || "photo" : "photo";
    return new File([blob], `${name}.jpg`, { type: "image/jpeg" });
  } catch {
    return null;
  }
}
