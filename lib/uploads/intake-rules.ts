/**
 * What the uploaders accept, before any byte is sent (issue #25): the checks are pure so the unit
 * tests cover them; the browser part (shrinking) is components/uploads/intake-photo.ts.
 */

export const INTAKE_MESSAGES = {
  notAPhoto: "That's not a photo: choose a JPG, PNG, WebP or HEIC.",
  oneAtATime: "One photo at a time here.",
} as const;

const PHOTO_TYPES = new Set([
  "image/jpeg",
  "image/jpg",
  "image/pjpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
]);
const PHOTO_EXTENSIONS = /\.(jpe?g|jfif|png|webp|heic|heif)$/i;

/** The extensions and types a file dialog offers (react-dropzone's `accept`). */
export const PHOTO_ACCEPT: Record<string, string[]> = {
  "image/jpeg": [".jpg", ".jpeg", ".jfif"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/heic": [".heic"],
  "image/heif": [".heif"],
};

/**
 * A JPG, PNG, WebP or HEIC by its type, or by its name when the browser gave no type (HEIC often
 * arrives as "" or application/octet-stream). Other image types (GIF, SVG, TIFF) are not photos here.
 */
export function isPhotoFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (PHOTO_TYPES.has(type)) return true;
  if (type === "" || type === "application/octet-stream") return PHOTO_EXTENSIONS.test(file.name);
  return false;
}

/** Longest edge a photo is sent at; larger ones are scaled down in the browser first. */
export const INTAKE_MAX_DIMENSION = 2048;
/** Photos above this size are re-encoded even when their edges are within bounds. */
export const INTAKE_MAX_BYTES = 4 * 1024 * 1024;

export function needsShrinking(size: { width: number; height: number; bytes: number }): boolean {
  return Math.max(size.width, size.height) > INTAKE_MAX_DIMENSION || size.bytes > INTAKE_MAX_BYTES;
}
