import "server-only";

import { inspirationResultsWhere } from "@/lib/ai-results";
import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { getDb } from "@/lib/db";
import { inspirationNotFound } from "@/lib/errors";
import { rowIdFrom } from "@/lib/http/row-id";
import { claimStoredImage, type StoredImage } from "@/lib/images/store";
import type { InspirationView } from "./schemas";

export type { InspirationView };

/**
 * The owner's images, newest first (creation time, then id); `saved` keeps only the saved ones.
 * Whole: a gallery is bounded by INSPIRATION_MAX_IMAGES.
 */
export async function listInspiration(owner: Owner, options: { saved?: boolean } = {}): Promise<InspirationView[]> {
  const db = await getDb();
  const rows = await db.inspirationImage.findMany({
    where: { ...ownerWhere(owner), ...(options.saved === undefined ? {} : { isSaved: options.saved }) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: viewSelect,
  });
  return rows.map(toView);
}

/** One of the owner's inspiration images as the API answers it; another owner's id (or none) answers 404. */
export async function getInspiration(owner: Owner, id: number): Promise<InspirationView> {
  const db = await getDb();
  const row = await db.inspirationImage.findFirst({ where: { id, ...ownerWhere(owner) }, select: viewSelect });
  if (!row) throw inspirationNotFound();
  return toView(row);
}

/** One of the owner's inspiration images with its storage keys, for analysis. Keys stay on the server. */
export type StoredInspiration = InspirationView & { imageKey: string; thumbnailKey: string };

const viewSelect = {
  id: true,
  imageUrl: true,
  thumbnailUrl: true,
  styleTags: true,
  isSaved: true,
  createdAt: true,
} as const;
type ViewRow = {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  styleTags: string[];
  isSaved: boolean;
  createdAt: Date;
};

const toView = (row: ViewRow): InspirationView => ({
  id: row.id,
  imageUrl: row.imageUrl,
  thumbnailUrl: row.thumbnailUrl,
  styleTags: row.styleTags,
  isSaved: row.isSaved,
  createdAt: row.createdAt.toISOString(),
});

/** An inspiration id from a URL segment; anything that cannot be an id answers 404 like a missing image. */
export function parseInspirationId(value: string | string[] | undefined): number {
  const id = rowIdFrom(value);
  if (id === null) throw inspirationNotFound();
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
export async function setInspirationTags(
  owner: Owner,
  id: number,
  styleTags: readonly string[],
): Promise<InspirationView> {
  const db = await getDb();
  const [updated] = await db.$transaction([
    db.inspirationImage.updateManyAndReturn({
      where: { id, ...ownerWhere(owner) },
      data: { styleTags: [...styleTags] },
      select: viewSelect,
    }),
    db.aiResult.deleteMany({ where: inspirationResultsWhere(owner, id) }),
  ]);
  if (!updated[0]) throw inspirationNotFound();
  return toView(updated[0]);
}

/** Records an uploaded inspiration image (files already stored with lib/images storeImage, claimed here). */
export async function createInspiration(owner: Owner, stored: StoredImage): Promise<InspirationView> {
  const db = await getDb();
  const [row] = await db.$transaction([
    db.inspirationImage.create({ data: { ...ownerWhere(owner), ...stored }, select: viewSelect }),
    claimStoredImage(db, stored),
  ]);
  return toView(row);
}

/** How many images the owner keeps (the gallery's bound). */
export async function countInspiration(owner: Owner): Promise<number> {
  const db = await getDb();
  return db.inspirationImage.count({ where: ownerWhere(owner) });
}
