import "server-only";
import { getDb } from "@/lib/db";
import { inspirationNotFound } from "@/lib/errors";
import type { StoredImage } from "@/lib/images";
import { ownerKey, ownerWhere, type Owner } from "@/lib/owner";
import { inspirationResultsPrefix } from "@/lib/ai-results";

/** An inspiration image as the API answers it (SPEC §7 plus the thumbnail the gallery uses). */
export type InspirationView = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  styleTags: string[];
  isSaved: boolean;
  createdAt: string;
};

/** One of the owner's inspiration images with its storage keys, for analysis. Keys stay on the server. */
export type StoredInspiration = InspirationView & { imageKey: string; thumbnailKey: string };

const viewSelect = { id: true, imageUrl: true, thumbnailUrl: true, styleTags: true, isSaved: true, createdAt: true } as const;
type ViewRow = { id: number; imageUrl: string; thumbnailUrl: string; styleTags: string[]; isSaved: boolean; createdAt: Date };

const toView = (row: ViewRow): InspirationView => ({
  id: row.id,
  imageUrl: row.imageUrl,
  thumbnailUrl: row.thumbnailUrl,
  styleTags: row.styleTags,
  isSaved: row.isSaved,
  createdAt: row.createdAt.toISOString(),
});

const MAX_ID = 2_147_483_647; // the id column is a Postgres integer

/** An inspiration id from a URL segment; anything that cannot be an id answers 404 like a missing image. */
export function parseInspirationId(value: string | string[] | undefined): number {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw inspirationNotFound();
  return id;
}

/** The owner's inspiration image; another owner's id (or none) answers 404. */
export async function findInspiration(owner: Owner, id: number): Promise<StoredInspiration> {
  const db = await getDb();
  const row = await db.inspirationImage.findFirst({
    where: { id, ...ownerWhere(owner) },
    select: { ...viewSelect, imageKey: true, thumbnailKey: true },
  });
  if (!row) throw inspirationNotFound();
  return { ...toView(row), imageKey: row.imageKey, thumbnailKey: row.thumbnailKey };
}

/**
 * Stores the style tags of one of the owner's images (the analyze call) and drops the cached AI
 * answers about that image, which were computed from its old tags. 404 when it is not theirs.
 */
export async function setInspirationTags(owner: Owner, id: number, styleTags: readonly string[]): Promise<InspirationView> {
  const db = await getDb();
  const [updated] = await db.$transaction([
    db.inspirationImage.updateManyAndReturn({ where: { id, ...ownerWhere(owner) }, data: { styleTags: [...styleTags] }, select: viewSelect }),
    db.aiResult.deleteMany({ where: { ownerKey: ownerKey(owner), inputKey: { startsWith: inspirationResultsPrefix(id) } } }),
  ]);
  if (!updated[0]) throw inspirationNotFound();
  return toView(updated[0]);
}

/** Records an uploaded inspiration image (files already stored with lib/images storeImage). */
export async function createInspiration(owner: Owner, stored: StoredImage): Promise<InspirationView> {
  const db = await getDb();
  const row = await db.inspirationImage.create({ data: { ...ownerWhere(owner), ...stored }, select: viewSelect });
  return toView(row);
}
