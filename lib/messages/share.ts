/** Share images, platform shares and share links (issue #13): the calls' `{message}` bodies and the public page. */
export const SHARE_MESSAGES = {
  invalidCaption: "Please write the caption as plain text.",
  captionTooLong: (max: number) => `Please keep the caption to ${max} characters or fewer.`,
  invalidBackground: "Please choose one of the preset background colours.",
  invalidTemplate: "Please choose a template: modern, minimal, bold or bordered.",
  invalidPlatform: "Please choose a platform: instagram, snapchat, facebook or twitter.",
  invalidToken: "The share link token must be text.",
  notFound: "That share link was not found.",
  pageTitle: (productName: string) => `an outfit on ${productName}`,
  pageDescription: (productName: string) =>
    `styled with ${productName}: your closet, your inspiration, outfit ideas from the clothes you already own.`,
  imageAlt: (caption: string) => (caption ? `an outfit, captioned "${caption}"` : "an outfit"),
  pageEyebrow: "a shared outfit",
  callToAction: (productName: string) => `try ${productName}`,
  callToActionIntro: "put together outfits from the clothes you already own: free, and no account needed to start.",
  signIn: "sign in or create an account",
} as const;

/** The share dialog (SPEC §2 outfit ideas, §4 share dialog, §8 share toasts). */
export const SHARE_TEXT = {
  button: "share",
  title: "share this outfit",
  description: "design an image of this outfit, then post it or send the link.",
  steps: ["customize", "preview", "share"],
  caption: "caption",
  background: "background colour",
  template: "template",
  templates: { modern: "modern", minimal: "minimal", bold: "bold", bordered: "bordered" },
  preview: "preview",
  generating: "designing your image...",
  previewAlt: (caption: string) => `share image of this outfit, captioned "${caption}"`,
  next: "next",
  back: "back",
  shareTo: "share to",
  copyLink: "copy link",
  downloadImage: "download image",
  linkLabel: "share link",
  activeLinks: "this outfit's share links",
  noActiveLinks: "no links yet: sharing creates one.",
  revoke: "stop sharing",
  /** A link not published yet (a preview): private until copied, downloaded or posted. */
  draft: "draft, not public yet",
  revoked: { title: "link removed", description: "that share link no longer works." },
  revokeFailure: { title: "couldn't remove the link" },
  undo: "undo",
  undoRevoke: "undo: share the link again",
  restored: { title: "link restored", description: "that share link works again." },
  restoreFailure: { title: "couldn't undo" },
  restoreGone: "that link can no longer be brought back.",
  publishFailure: { title: "couldn't publish the link" },
  working: (action: string) => `${action}…`,
  /** Instagram and Snapchat have no web intent for an image: the browser's share sheet, or this fallback. */
  savedForApp: (platform: string) => ({
    title: `ready for ${platform}`,
    description: `the image was downloaded and the link copied: open ${platform} and post them from there.`,
  }),
  /**
   * Twitter and Facebook: their compose tab opened with the link, and nothing is posted until the
   * person posts it there (SPEC's "shared!" would claim a post that has not happened; DESIGN.md).
   */
  composeOpened: (platform: string) => ({
    title: `ready for ${platform}`,
    description: `finish your post in the ${platform} tab.`,
  }),
  /** The share sheet took the image and link: the person finishes the post in the app they picked. */
  sentToApp: (platform: string) => ({
    title: `ready for ${platform}`,
    description: `the image and the link went to the app you picked: finish your post there.`,
  }),
} as const;

/** SPEC §8: the error a non-OK share answer raises. */
export const shareServerError = (status: number, statusText: string) =>
  `Failed to share outfit: ${status} ${statusText}`;
