import "server-only";
import { env } from "@/lib/env";
import { readUploadedFile } from "@/lib/images";
import { ownerKey, type Owner } from "@/lib/owner";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { Category } from "@/lib/constants";
import { uploadCategorySchema } from "./schemas";

/**
 * Reads POST /api/closet's multipart body (`image`, `category`). The owner's hourly upload budget
 * is counted first, so a flood is refused before any byte is read or decoded; the file is read as
 * it streams and refused with 413 at the size limit (lib/images readUploadedFile).
 */
export async function readClosetUpload(owner: Owner, req: Request): Promise<{ bytes: Uint8Array; category: Category }> {
  await enforceRateLimit({ bucket: "closet-upload", key: ownerKey(owner), limit: env().CLOSET_UPLOADS_PER_HOUR, windowSeconds: 3600 });
  const { fields, file } = await readUploadedFile(req, { field: "image" });
  return { bytes: file.bytes, category: uploadCategorySchema.parse(fields.category) };
}
