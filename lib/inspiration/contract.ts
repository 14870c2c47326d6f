/**
 * The inspiration REST contract without zod: view shapes and query keys. Client islands import this
 * module; the zod schemas (./schemas.ts, which re-exports this) stay on the server.
 */
import type { MissingPiece } from "@/lib/ai/schemas";
import type { ClosetItemView } from "@/lib/closet/contract";

/** An inspiration image as the API answers it (SPEC §7 plus the thumbnail the gallery uses). */
export type InspirationView = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  styleTags: string[];
  isSaved: boolean;
  createdAt: string;
};

/**
 * Query keys: every inspiration query (the gallery lists and the AI answers about one image) starts
 * with INSPIRATION_KEY, so one invalidation refreshes them all. Each query's full key (also its URL)
 * is built in ./query-options.ts.
 */
export const INSPIRATION_KEY = "/api/inspiration";
export type InspirationFilter = "all" | "saved";

/** POST /api/inspiration/{id}/save's answer: the saved state after the flip. */
export type InspirationSavedState = { id: number; isSaved: boolean };

/** POST /api/inspiration/{id}/analyze's answer: the tags now stored on the image. */
export type InspirationAnalysis = { styleTags: string[] };

/** GET /api/inspiration/{id}/matching: SPEC §7's fields plus the matched items as the cards show them. */
export type MatchView = {
  matchScore: number;
  styleNotes: string;
  /** Ids of the owner's matching closet items (items deleted since the answer are left out). */
  matchingItems: number[];
  items: ClosetItemView[];
};

/** GET /api/inspiration/{id}/missing-pieces: SPEC §3's recommendations. */
export type MissingPiecesView = { missingPieces: MissingPiece[] };
