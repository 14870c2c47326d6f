import "server-only";

import { closetItemNotFound } from "@/lib/errors";
import { rowIdFrom } from "@/lib/http/row-id";

/**
 * The closet domain (SPEC §2/§7): every function takes the owner explicitly and scopes its query
 * by that owner in the query itself, so another owner's id finds nothing.
 *
 * For the AI routes: `getClosetItem` (with storage keys) and `setClosetItemTags` serve
 * POST /api/closet/{id}/analyze; `listClosetItems(owner)` without a limit gives every active item
 * (`status: "all"` the whole closet); every change made here (add, remove, re-tag, an edit of what the
 * AI sees) drops the owner's cached AI answers.
 */
export { analyzeClosetItem, loadAiCloset } from "./analyze";
export { bulkUpdateClosetItems } from "./bulk";
export { closetItemView, updateClosetItem } from "./edit";
export { closetItemOriginalKey, replaceClosetItemImage } from "./image";
export {
  addClosetItem,
  assertClosetHasRoom,
  CLOSET_STORAGE_PREFIX,
  invalidateAiResults,
  removeClosetItem,
  setClosetItemTags,
} from "./mutations";
export {
  closetCategoryCounts,
  closetItemsByIds,
  getClosetItem,
  listClosetItems,
  type ListOptions,
  type StoredClosetItem,
} from "./queries";
export * from "./schemas";
export { findSimilarItems } from "./similar";
export { editItemTags, type ItemTags, sameTags } from "./tags";
export { moveToTrash, purgeExpiredTrash, restoreFromTrash } from "./trash";
export {
  admitClosetUpload,
  CLOSET_MASK_PART,
  CLOSET_ORIGINAL_PART,
  CLOSET_UPLOAD_LIMITS,
  closetUploadFieldsSchema,
} from "./upload";

/** A closet id from a URL segment; anything that cannot be an id answers 404 like a missing item. */
export function parseClosetId(value: string | string[] | undefined): number {
  const id = rowIdFrom(value);
  if (id === null) throw closetItemNotFound();
  return id;
}
