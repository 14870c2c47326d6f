/** GET /uploads/<key>'s `{message}` body when no stored file has that key. */
export const IMAGE_MESSAGES = {
  notFound: "That image was not found.",
} as const;

/** The image store (S3, Vercel Blob, the uploads folder) failing: answered 503, nothing half-saved. */
export const STORAGE_MESSAGES = {
  unavailable: "Image storage is not answering right now, so nothing was saved. Please try again in a minute.",
} as const;
