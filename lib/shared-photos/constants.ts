/**
 * The installable app (issue #25): where the web manifest's share target posts, the file part's
 * name, and the bounds of one share. Client-safe: the manifest, the route and the tests read it.
 */
export const SHARE_TARGET_PATH = "/share-target";
export const SHARE_TARGET_FILES_FIELD = "photos";
/** Photos one share may carry; the gallery lets a person pick more, the rest are refused with a message. */
export const SHARE_MAX_FILES = 20;
/**
 * Bytes of shared photos one client address may store per hour (lib/shared-photos/byte-budget.ts):
 * about 40 phone photos, several shares' worth; the share target needs no sign-in.
 */
export const SHARE_TARGET_BYTES_PER_HOUR = 200 * 1024 * 1024;
/** How long shared photos wait for the person to sign in and queue them. */
export const SHARE_STASH_TTL_SECONDS = 30 * 60;
/** The query parameter /closet-upload reads the stash's token from. */
export const SHARED_QUERY_PARAM = "shared";
