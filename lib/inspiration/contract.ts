/**
 * The inspiration REST contract without zod: view shapes and query keys. Client islands import this
 * module; the zod schemas (./schemas.ts, which re-exports this) stay on the server.
 */
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

/** Query keys: every gallery list starts with INSPIRATION_KEY, so one invalidation refreshes them all. */
export const INSPIRATION_KEY = "/api/inspiration";
export type InspirationFilter = "all" | "saved";

/** The gallery's query key; the key is also the URL (lib/query-client urlFromQueryKey). */
export function inspirationListKey(filter: InspirationFilter): readonly unknown[] {
  return filter === "saved" ? [INSPIRATION_KEY, { saved: "true" }] : [INSPIRATION_KEY];
}

/** GET /api/inspiration/{id}/matching: SPEC §7's fields plus the matched items as the cards show them. */
export type MatchView = {
  matchScore: number;
  styleNotes: string;
  /** Ids of the owner's matching closet items (items deleted since the answer are left out). */
  matchingItems: number[];
  items: ClosetItemView[];
};

/** Query keys of the AI answers about one image (also their URLs). */
export const matchingKey = (id: number) => [INSPIRATION_KEY, id, "matching"] as const;
export const missingPiecesKey = (id: number) => [INSPIRATION_KEY, id, "missing-pieces"] as const;
