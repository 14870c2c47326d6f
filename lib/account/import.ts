import "server-only";

import { type Owner, ownerWhere } from "@/lib/auth/owner";
import { BUY_STORAGE_PREFIX } from "@/lib/buy-checks/store";
import { CLOSET_STORAGE_PREFIX } from "@/lib/closet/mutations";
import { uploadImageHash } from "@/lib/closet/similar";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { importInvalid, isAppError } from "@/lib/errors";
import { type ProcessedImage, processImage, storeImage, storeVariant } from "@/lib/images";
import { INSPIRATION_STORAGE_PREFIX } from "@/lib/inspiration/mutations";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { deleteListedFiles } from "@/lib/storage/deletions";
import { PRIVATE_ORIGINAL_PREFIX } from "@/lib/storage/public-url";
import { commitImport, type StagedImport } from "./import-commit";
import { type ExportData, parseExportData } from "./import-data";
import { assertRoom, rowLimits } from "./import-limits";
import type { ImportCounts, ImportProgress, ImportSummary } from "./import-summary";
import { type ExportZip, openExportZip } from "./import-zip";

export type { ImportCounts, ImportProgress, ImportSummary };

const NOTHING: ImportCounts = {
  closet: 0,
  inspiration: 0,
  outfits: 0,
  wears: 0,
  trips: 0,
  plans: 0,
  buyChecks: 0,
  settings: 0,
};

/**
 * Restores an account export (issue #30) into the owner's account, beside what is there. Stage,
 * then commit: the archive's entries are checked (lib/account/import-zip.ts), data.json parsed and
 * every row checked as the API checks that kind (lib/account/import-data.ts), and the account's
 * room for the archive's outfits, wears, trips, plans and checks (lib/account/import-limits.ts), before
 * anything is stored; then every photo is read, re-processed by lib/images (sniffed, bounded,
 * rotated, EXIF stripped; closet items and checks get their silhouette hash as uploads do) and stored under new
 * keys, which storeImage lists in storage_deletions first; then one transaction inserts every row,
 * records the archive and claims the files (lib/account/import-commit.ts). A failure anywhere
 * removes the files stored so far (what the store refuses stays listed for the sweep), so a refused
 * archive leaves no row and no file.
 *
 * The archive's SHA-256 is its import id: the same archive a second time answers 200 with nothing
 * imported and a note. A photo that is missing or does not decode, rows beyond the closet or gallery
 * caps, references to pieces that did not come along, and plans beyond a day's 3 are left out and
 * named in `skipped`.
 * `onProgress` hears how many of the photos are done (first with none done, once the checks have
 * passed; never for an archive without photos) and when the next one waits for a processing slot.
 */
export async function importAccount(
  owner: Owner,
  archive: { path: string; sha256: string },
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
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
    const staged = await stage(owner, data, zip, files, onProgress);
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

async function stage(
  owner: Owner,
  data: ExportData,
  zip: ExportZip,
  files: string[],
  onProgress: ((progress: ImportProgress) => void) | undefined,
): Promise<StagedImport> {
  const db = await getDb();
  const skipped: string[] = [];
  const where = ownerWhere(owner);
  const closetRoom = Math.max(0, env().CLOSET_MAX_ITEMS - (await db.clothingItem.count({ where })));
  const galleryRoom = Math.max(0, env().INSPIRATION_MAX_IMAGES - (await db.inspirationImage.count({ where })));
  if (data.closetItems.length > closetRoom)
    skipped.push(IMPORT_TEXT.closetFull(data.closetItems.length - closetRoom, env().CLOSET_MAX_ITEMS));
  if (data.inspirationImages.length > galleryRoom)
    skipped.push(IMPORT_TEXT.galleryFull(data.inspirationImages.length - galleryRoom, env().INSPIRATION_MAX_IMAGES));
  const closetRows = data.closetItems.slice(0, closetRoom);
  const galleryRows = data.inspirationImages.slice(0, galleryRoom);
  const total = countPhotos(closetRows, galleryRows) + data.buyChecks.length;
  const photos = new PhotoReader(zip, skipped, total, onProgress);

  const closet: StagedImport["closet"] = [];
  for (const item of closetRows) {
    const label = `closet item ${item.id}${item.name ? ` (${item.name})` : ""}`;
    const processed = await photos.read(item.image, label);
    // The photo as shot is counted in the total, so it is passed over too when the item is left out.
    if (!processed) {
      if (item.originalImage) photos.passOver();
      continue;
    }
    const stored = await storeImage(CLOSET_STORAGE_PREFIX, processed);
    files.push(stored.imageKey, stored.thumbnailKey);
    const imageHash = await uploadImageHash(processed.thumbnail.data);
    // The photo as shot (for "use the original photo" and the mask brush), kept privately like an
    // upload's; when it is missing or unreadable the item itself is still restored.
    const original = item.originalImage ? await photos.read(item.originalImage, `${label}, photo as shot`) : null;
    const originalImageKey = original ? (await storeVariant(PRIVATE_ORIGINAL_PREFIX, original.web)).key : null;
    if (originalImageKey) files.push(originalImageKey);
    closet.push({ item, stored, imageHash, originalImageKey });
  }
  const inspiration: StagedImport["inspiration"] = [];
  for (const image of galleryRows) {
    const processed = await photos.read(image.image, `inspiration image ${image.id}`);
    if (!processed) continue;
    const stored = await storeImage(INSPIRATION_STORAGE_PREFIX, processed);
    files.push(stored.imageKey, stored.thumbnailKey);
    inspiration.push({ image, stored });
  }
  // Checks before buying (issue #44): a check whose photo is missing or unreadable is left out.
  const buyChecks: StagedImport["buyChecks"] = [];
  for (const check of data.buyChecks) {
    const processed = await photos.read(check.image, `check before buying ${check.id}`);
    if (!processed) continue;
    const stored = await storeImage(BUY_STORAGE_PREFIX, processed);
    files.push(stored.imageKey, stored.thumbnailKey);
    buyChecks.push({ check, stored, imageHash: await uploadImageHash(processed.thumbnail.data) });
  }
  if (data.shares.length > 0) skipped.push(IMPORT_TEXT.sharesLeft(data.shares.length));
  if (data.deletedInspirationImages.length > 0)
    skipped.push(IMPORT_TEXT.trashLeft(data.deletedInspirationImages.length));
  return { data, closet, inspiration, buyChecks, skipped };
}

function countPhotos(closetRows: ExportData["closetItems"], galleryRows: ExportData["inspirationImages"]): number {
  return closetRows.length + closetRows.filter((item) => item.originalImage).length + galleryRows.length;
}

/**
 * Reads and processes the archive's photos one at a time, and tells `onProgress` how many of the
 * `total` are done and when the next one waits for a free processing slot. A photo the archive
 * lacks, or one that does not decode, is null with a note in `skipped`; a refusal of the archive
 * itself (a lying header) or a failing store still fail the whole import; a busy processing queue is
 * waited for (patient), not a reason to fail it.
 */
class PhotoReader {
  private done = 0;

  constructor(
    private readonly zip: ExportZip,
    private readonly skipped: string[],
    private readonly total: number,
    private readonly onProgress: ((progress: ImportProgress) => void) | undefined,
  ) {
    if (total > 0) this.report(false);
  }

  async read(path: string, label: string): Promise<ProcessedImage | null> {
    if (!this.zip.has(path)) {
      this.skipped.push(IMPORT_TEXT.photoMissing(label, path));
      this.passOver();
      return null;
    }
    const bytes = await this.zip.read(path); // an entry that lies about its size refuses the archive
    try {
      return await processImage(bytes, { patient: true, onWait: () => this.report(true) });
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
      this.skipped.push(IMPORT_TEXT.photoUnreadable(label, error.message));
      return null;
    } finally {
      this.passOver();
    }
  }

  /** A photo counted in the total that is not read (its item was left out). */
  passOver(): void {
    this.done++;
    this.report(false);
  }

  private report(waiting: boolean): void {
    this.onProgress?.({ done: this.done, total: this.total, waiting });
  }
}

async function removeFiles(keys: readonly string[]): Promise<void> {
  await deleteListedFiles(keys);
}

function alreadyImported(at: Date): ImportSummary {
  return { imported: { ...NOTHING }, skipped: [IMPORT_TEXT.alreadyImported(at.toISOString().slice(0, 10))] };
}
