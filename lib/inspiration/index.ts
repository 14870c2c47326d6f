import "server-only";

/**
 * The inspiration domain (SPEC §2/§7): every function takes the owner explicitly and scopes its
 * query by that owner in the query itself, so another owner's id answers 404 ("That inspiration
 * image was not found."). Gallery and upload calls are here; the AI calls are in insights.ts.
 */
export {
  analyzeInspiration,
  cachedInspirationMatching,
  cachedInspirationMissingPieces,
  inspirationMatching,
  inspirationMissingPieces,
} from "./insights";
export {
  addInspiration,
  assertGalleryHasRoom,
  INSPIRATION_STORAGE_PREFIX,
  removeInspiration,
  setInspirationSaved,
  undoRemoveInspiration,
} from "./mutations";
export {
  countInspiration,
  createInspiration,
  findInspiration,
  getInspiration,
  type InspirationView,
  listInspiration,
  parseInspirationId,
  setInspirationTags,
  type StoredInspiration,
} from "./queries";
export { inspirationListQuerySchema, inspirationSaveRequestSchema, inspirationTagsPatchSchema } from "./schemas";
export { admitInspirationUpload, INSPIRATION_UPLOAD_LIMITS } from "./upload";
