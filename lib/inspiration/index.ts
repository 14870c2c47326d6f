import "server-only";

/**
 * The inspiration domain: every function takes the owner explicitly and scopes its query by that
 * owner, so another owner's id answers 404 ("That inspiration image was not found."). The upload
 * and gallery calls build on `createInspiration`; the AI calls are in insights.ts.
 */
export {
  createInspiration,
  findInspiration,
  parseInspirationId,
  setInspirationTags,
  type InspirationView,
  type StoredInspiration,
} from "./queries";
export { analyzeInspiration, inspirationMatching, inspirationMissingPieces } from "./insights";
