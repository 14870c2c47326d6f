/** Keys are never reused, so a stored file never changes: caches may keep it for a year without asking. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** `<base>/<key>` for a CDN or public bucket in front of the store (STORAGE_PUBLIC_BASE_URL). */
export function publicUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, "")}/${key}`;
}
