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
  INSPIRATION_STORAGE_PREFIX,
  addInspiration,
  assertGalleryHasRoom,
  removeInspiration,
  setInspirationSaved,
  undoRemoveInspiration,
} from "./mutations";
export {
  countInspiration,
  createInspiration,
  findInspiration,
  getInspiration,
  listInspiration,
  parseInspirationId,
  setInspirationTags,
  type InspirationView,
  type StoredInspiration,
} from "./queries";
export { inspirationListQuerySchema, inspirationSaveRequestSchema, inspirationTagsPatchSchema } from "./schemas";
export { INSPIRATION_UPLOAD_LIMITS, admitInspirationUpload } from "./upload";
