import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { CLOSET_STORAGE_PREFIX } from "@/lib/closet/mutations";
import { uploadImageHash } from "@/lib/closet/similar";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { importInvalid, isAppError } from "@/lib/errors";
import { processImage, type StoredImage, storeImage, storeVariant } from "@/lib/images";
import { INSPIRATION_STORAGE_PREFIX } from "@/lib/inspiration/mutations";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { deleteListedFiles } from "@/lib/storage/deletions";
import { PRIVATE_ORIGINAL_PREFIX } from "@/lib/storage/public-url";
import { commitImport, type StagedImport } from "./import-commit";
import { type ExportData, parseExportData } from "./import-data";
import { assertRoom, rowLimits } from "./import-limits";
import type { ImportCounts, ImportSummary } from "./import-summary";
import { type ExportZip, openExportZip } from "./import-zip";

export type { ImportCounts, ImportSummary };

const NOTHING: ImportCounts = { closet: 0, inspiration: 0, outfits: 0, wears: 0, trips: 0, settings: 0 };

/**
 * Restores an account export (issue #30) into the owner's account, beside what is there. Stage,
 * then commit: the archive's entries are checked (lib/account/import-zip.ts), data.json parsed and
 * every row checked as the API checks that kind (lib/account/import-data.ts), and the account's
 * room for the archive's outfits, wears and trips (lib/account/import-limits.ts), before anything
 * is stored; then every photo is read, re-processed by lib/images (sniffed, bounded,
 * rotated, EXIF stripped; closet items get their silhouette hash as uploads do) and stored under new
 * keys, which storeImage lists in storage_deletions first; then one transaction inserts every row,
 * records the archive and claims the files (lib/account/import-commit.ts). A failure anywhere
 * removes the files stored so far (what the store refuses stays listed for the sweep), so a refused
 * archive leaves no row and no file.
 *
 * The archive's SHA-256 is its import id: the same archive a second time answers 200 with nothing
 * imported and a note. A photo that is missing or does not decode, rows beyond the closet or gallery
 * caps, and references to pieces that did not come along are left out and named in `skipped`.
 */
export async function importAccount(owner: Owner, archive: { path: string; sha256: string }): Promise<ImportSummary> {
  const db = await getDb();
  const previous = await db.accountImport.findFirst({
    where: { ...ownerWhere(owner), archiveHash: archive.sha256 },
    select: { createdAt: true },
  });
  if (previous) return alreadyImported(previous.createdAt);

  const zip = await openExportZip(archive.path);
  const files: string[] = []; // every key stored so far, removed again if the import fails
  try {
    if (!zip.has("data.json")) throw importInvalid(IMPORT_TEXT.noDataJson);
    const data = parseExportData(await zip.read("data.json"), rowLimits());
    // Before any photo is processed; checked again under the owner's lock when the rows are written.
    await assertRoom(db, owner, data);
    const staged = await stage(owner, data, zip, files);
    const committed = await commitImport(owner, archive.sha256, staged);
    if (committed === "already-imported") {
      await removeFiles(files);
      return alreadyImported(new Date());
    }
    return { imported: committed, skipped: staged.skipped };
  } catch (error) {
    await removeFiles(files);
    throw error;
  } finally {
    zip.close();
  }
}

async function stage(owner: Owner, data: ExportData, zip: ExportZip, files: string[]): Promise<StagedImport> {
  const db = await getDb();
  const skipped: string[] = [];
  const where = ownerWhere(owner);
  const closetRoom = Math.max(0, env().CLOSET_MAX_ITEMS - (await db.clothingItem.count({ where })));
  const galleryRoom = Math.max(0, env().INSPIRATION_MAX_IMAGES - (await db.inspirationImage.count({ where })));
  if (data.closetItems.length > closetRoom)
    skipped.push(IMPORT_TEXT.closetFull(data.closetItems.length - closetRoom, env().CLOSET_MAX_ITEMS));
  if (data.inspirationImages.length > galleryRoom)
    skipped.push(IMPORT_TEXT.galleryFull(data.inspirationImages.length - galleryRoom, env().INSPIRATION_MAX_IMAGES));

  const closet: StagedImport["closet"] = [];
  for (const item of data.closetItems.slice(0, closetRoom)) {
    const label = `closet item ${item.id}${item.name ? ` (${item.name})` : ""}`;
    const photo = await storePhoto(zip, item.image, label, CLOSET_STORAGE_PREFIX, skipped, true);
    if (!photo) continue;
    files.push(photo.stored.imageKey, photo.stored.thumbnailKey);
    const originalImageKey = item.originalImage ? await storeOriginal(zip, item.originalImage, label, skipped) : null;
    if (originalImageKey) files.push(originalImageKey);
    closet.push({ item, stored: photo.stored, imageHash: photo.hash, originalImageKey });
  }
  const inspiration: StagedImport["inspiration"] = [];
  for (const image of data.inspirationImages.slice(0, galleryRoom)) {
    const photo = await storePhoto(
      zip,
      image.image,
      `inspiration image ${image.id}`,
      INSPIRATION_STORAGE_PREFIX,
      skipped,
    );
    if (!photo) continue;
    files.push(photo.stored.imageKey, photo.stored.thumbnailKey);
    inspiration.push({ image, stored: photo.stored });
  }
  if (data.shares.length > 0) skipped.push(IMPORT_TEXT.sharesLeft(data.shares.length));
  if (data.deletedInspirationImages.length > 0)
    skipped.push(IMPORT_TEXT.trashLeft(data.deletedInspirationImages.length));
  return { data, closet, inspiration, skipped };
}

/**
 * One photo of the archive, processed and stored; null (with a note) when the archive lacks it or
 * it does not decode. A refusal of the archive itself (a lying header) or a failing store still fail
 * the whole import; a busy processing queue is waited for (patient), not a reason to fail it.
 */
async function storePhoto(
  zip: ExportZip,
  path: string,
  label: string,
  prefix: string,
  skipped: string[],
  withHash = false,
): Promise<{ stored: StoredImage; hash: bigint | null } | null> {
  if (!zip.has(path)) {
    skipped.push(IMPORT_TEXT.photoMissing(label, path));
    return null;
  }
  const bytes = await zip.read(path);
  let processed;
  try {
    processed = await processImage(bytes, { patient: true });
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    skipped.push(IMPORT_TEXT.photoUnreadable(label, error.message));
    return null;
  }
  const hash = withHash ? await uploadImageHash(processed.thumbnail.data) : null;
  return { stored: await storeImage(prefix, processed), hash };
}

/**
 * A closet item's photo as shot (kept for "use the original photo" and the mask brush), processed
 * and stored privately like an upload's; null (with a note) when missing or unreadable: the item
 * itself is still restored.
 */
async function storeOriginal(zip: ExportZip, path: string, label: string, skipped: string[]): Promise<string | null> {
  if (!zip.has(path)) {
    skipped.push(IMPORT_TEXT.photoMissing(`${label}, photo as shot`, path));
    return null;
  }
  let processed;
  try {
    processed = await processImage(await zip.read(path), { patient: true });
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    skipped.push(IMPORT_TEXT.photoUnreadable(`${label}, photo as shot`, error.message));
    return null;
  }
  return (await storeVariant(PRIVATE_ORIGINAL_PREFIX, processed.web)).key;
}

async function removeFiles(keys: readonly string[]): Promise<void> {
  await deleteListedFiles(keys);
}

function alreadyImported(at: Date): ImportSummary {
  return { imported: { ...NOTHING }, skipped: [IMPORT_TEXT.alreadyImported(at.toISOString().slice(0, 10))] };
}
