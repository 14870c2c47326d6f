/**
 * Photos shared to the installed app (app/share-target): the refusals of a share, and the review on
 * /closet-upload?shared=<token>, where nothing is uploaded until the person says so.
 */
export const SHARED_PHOTOS_ERRORS = {
  /** One client address stored SHARE_TARGET_BYTES_PER_HOUR of shared photos within the hour. */
  hourlyBytesUsed: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You've shared a lot of photos this hour. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and share the rest.`;
  },
} as const;

export const SHARED_PHOTOS_TEXT = {
  heading: "photos you shared",
  description: "check these photos first: nothing is added to your closet until you say so.",
  listLabel: "shared photos",
  add: (count: number) => `add ${count} photo${count === 1 ? "" : "s"} to closet`,
  adding: "adding...",
  discard: "discard",
  /** A HEIC is decoded once it is added; most browsers cannot draw it before that. */
  noPreview: "no preview",
  thumbnailAlt: (name: string) => `shared photo ${name}`,
} as const;
