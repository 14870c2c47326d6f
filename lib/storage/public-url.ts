/** Keys are never reused, so a stored file never changes: caches may keep it for a year without asking. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
const YEAR_SECONDS = 31_536_000;

/**
 * Files that their owner can withdraw while others hold the link (share images: revoking a share
 * deletes its image). Caches keep these for minutes, not a year, so a revoked image is gone from a
 * browser or CDN soon after it is gone from the store.
 */
export const REVOCABLE_PREFIX = "shares";
export const REVOCABLE_MAX_AGE_SECONDS = 300;

/**
 * Share images not published yet (drafts). Never served by /uploads (lib/storage/serve.ts): the owner
 * reads a draft through the app (GET /api/shares/{token}/image), and publishing copies it under
 * REVOCABLE_PREFIX. With a public bucket or CDN, expose only the other prefixes.
 */
export const PRIVATE_DRAFT_PREFIX = "share-drafts";
/**
 * Photos shared to the installed app, waiting to be queued (lib/shared-photos): read only through
 * GET /api/shared-photos/{token}/{index}, never by /uploads.
 */
export const SHARED_PHOTOS_PREFIX = "shared-photos";
/**
 * Closet items' photos as shot, before background removal (issue #25): they may show a room or a
 * person, so only their owner reads them, through GET /api/closet/{id}/original; never /uploads.
 */
export const PRIVATE_ORIGINAL_PREFIX = "originals";
const PRIVATE_PREFIXES = [PRIVATE_DRAFT_PREFIX, SHARED_PHOTOS_PREFIX, PRIVATE_ORIGINAL_PREFIX];
export const isPrivateKey = (key: string) => PRIVATE_PREFIXES.some((prefix) => key.startsWith(`${prefix}/`));

const isRevocable = (key: string) => key.startsWith(`${REVOCABLE_PREFIX}/`);

/** How long caches may keep the file at `key`, in seconds. */
export const cacheMaxAgeForKey = (key: string) => (isRevocable(key) ? REVOCABLE_MAX_AGE_SECONDS : YEAR_SECONDS);

/** The Cache-Control a stored file is served (and uploaded to S3) with. */
export const cacheControlForKey = (key: string) =>
  isPrivateKey(key)
    ? "private, no-store"
    : isRevocable(key)
      ? `public, max-age=${REVOCABLE_MAX_AGE_SECONDS}`
      : IMMUTABLE_CACHE_CONTROL;

/** `<base>/<key>` for a CDN or public bucket in front of the store (STORAGE_PUBLIC_BASE_URL). */
export function publicUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, "")}/${key}`;
}
