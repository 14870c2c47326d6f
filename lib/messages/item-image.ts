import type { ModelSize } from "@/lib/background-removal/config";

/**
 * Strings of the item page's picture tools and of the mask brush (issue #25), beside the
 * per-screen modules of lib/messages/; kept apart so only the islands that show them ship them.
 */
export const ITEM_IMAGE_TEXT = {
  title: "the picture",
  useOriginal: "use the original photo",
  tryLarge: "try the large model",
  editCutout: "edit the cut-out",
  noOriginal: "this item was added before photos were kept as shot, so only its cut-out is stored here.",
  loadingOriginal: "fetching the original photo…",
  downloading: (percent: number) => `downloading the background-removal model… ${percent}%`,
  working: "removing the background…",
  saving: "saving the picture…",
  keep: "keep",
  discard: "discard",
  /** Named by the model that really made it (the worker's answer), never by the one asked for. */
  resultTitle: (used: ModelSize) => `the ${used} model's cut-out`,
  resultHint: "keep it to replace the item's picture; nothing changes until you do.",
  fallback: (requested: string, used: string) =>
    `the ${requested} model isn't installed on this server, so the ${used} one was used.`,
  removalFailed: (reason: string) => `background removal didn't work: ${reason}`,
  fetchFailed: "couldn't load the original photo. try again.",
  toasts: {
    replaced: { title: "picture updated", description: "the item now shows the new picture." },
    replaceFailure: { title: "couldn't update the picture" },
  },
} as const;

export const MASK_EDITOR_TEXT = {
  title: "edit the cut-out",
  description:
    "paint with “erase” over what should be background and with “restore” over what belongs to the garment. nothing changes until you save.",
  canvasLabel: "the cut-out: drag with a mouse, pen or finger to paint the brush",
  mode: "brush",
  erase: "erase",
  restore: "restore",
  size: "brush size",
  view: "show",
  viewCutout: "cut-out on white",
  viewOverlay: "photo with removed parts tinted",
  undo: "undo",
  undoHint: "Ctrl+Z or ⌘Z undoes too.",
  cancel: "cancel",
  save: "save",
  saving: "saving…",
  loading: "loading the photo and its mask…",
  loadFailed: "couldn't open the photo or its mask.",
  saveFailed: (reason: string) => `couldn't save: ${reason}`,
} as const;
