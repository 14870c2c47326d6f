/** The inspiration screens of SPEC §2 (gallery, upload). */
export const INSPIRATION_TEXT = {
  galleryTitle: "inspiration gallery",
  addNew: "add new",
  matchWithCloset: "match with closet",
  analyzeForTags: "analyze for tags",
  noTagsYet: "no style tags yet",
  emptyTitle: "no inspiration images yet",
  emptyDescription: "upload photos of outfits you love to get style insights and recommendations",
  emptyButton: "upload your first image",
  savedEmptyTitle: "nothing saved yet",
  savedEmptyDescription: "tap the bookmark on any look to keep it here.",
  uploadTitle: "upload fit inspiration",
  uploadIntro:
    "share a photo of an outfit you love: get its style tags, see which pieces in your closet match it, and find out what's missing.",
  dropTitle: "drop your inspiration photo here",
  uploading: "uploading...",
  getStyleTags: "get style tags",
  analyzing: "analyzing...",
  tagsPanelTitle: "ai-generated style tags",
  tagsBeforeUpload: "upload an inspiration image to see ai-generated style tags here",
  tagsAfterUpload: "click 'get style tags' to analyze this image",
  tagsOptional: "style tags are optional for missing pieces recommendations",
  findMatching: "find matching items in your closet",
  identifyMissing: "identify missing pieces",
  backToGallery: "back to inspiration",
  notFoundTitle: "we couldn't find that inspiration image",
  notFoundDescription: "it may have been deleted, or it was never in your gallery.",
  /** Names of a card's buttons: 'inspiration #12', and its first tag when it has one. */
  saveLook: (label: string) => `save ${label}`,
  deleteLook: (label: string) => `delete ${label}`,
  restored: "look restored",
  undoFailure: "couldn't undo",
  restoreGone: "it can no longer be brought back.",
} as const;

/**
 * The inspiration upload's toast (SPEC §8: 'Image uploaded successfully' / 'Now you can analyze it
 * for style tags.'). The queue starts tagging by itself after each upload (issue #25), so SPEC's
 * invitation is kept only for a photo whose tagging has not started (issue #41).
 */
export const INSPIRATION_UPLOAD_TOAST = {
  title: "Image uploaded successfully",
  notStarted: "Now you can analyze it for style tags.",
  underway: "its style tags are on the way.",
} as const;

/** The inspiration calls' `{message}` bodies (SPEC §7). */
export const INSPIRATION_MESSAGES = {
  notFound: "That inspiration image was not found.",
  galleryFull: (max: string) =>
    `Your inspiration gallery is full: it holds up to ${max} images. Delete some to add new ones.`,
  invalidSavedFilter: "The saved filter must be true or false.",
  invalidSaved: "saved must be true or false.",
} as const;
