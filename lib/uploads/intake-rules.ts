/**
 * When the uploaders scale a photo down before sending it (issue #25): pure, so the unit tests cover
 * it; the browser part is components/uploads/intake-photo.ts, what is a photo components/uploads/prepare-photo.ts.
 */

/** Longest edge a photo is sent at; larger ones are scaled down in the browser first. */
export const INTAKE_MAX_DIMENSION = 2048;
/** Photos above this size are re-encoded even when their edges are within bounds. */
export const INTAKE_MAX_BYTES = 4 * 1024 * 1024;

export function needsShrinking(size: { width: number; height: number; bytes: number }): boolean {
  return Math.max(size.width, size.height) > INTAKE_MAX_DIMENSION || size.bytes > INTAKE_MAX_BYTES;
}
