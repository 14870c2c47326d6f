import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import { assertImageQueueHasRoom } from "@/lib/images";
import { hourlyUploadLimit } from "@/lib/images/upload-limits";
import { z } from "zod";
import { assertClosetHasRoom } from "./mutations";
import { uploadCategorySchema } from "./schemas";

/**
 * The text fields of POST /api/closet's multipart body (the photo itself is the `image` part, and
 * the optional `original` part the photo as shot, before background removal, and `mask` the cut-out's mask).
 */
export const closetUploadFieldsSchema = z.object({ category: uploadCategorySchema });

/**
 * Whether the owner may send a closet photo now: a full closet (409) or a full processing queue
 * (503) is refused before a byte of the photo is read.
 */
export async function admitClosetUpload(owner: Owner): Promise<void> {
  await assertClosetHasRoom(owner);
  assertImageQueueHasRoom();
}

/** The optional file part of POST /api/closet holding the photo as shot. */
export const CLOSET_ORIGINAL_PART = "original";
/** The optional file part of POST /api/closet holding the cut-out's mask (greyscale, white = garment). */
export const CLOSET_MASK_PART = "mask";

/** Each owner's hourly closet upload budget (CLOSET_UPLOADS_PER_HOUR). */
export const CLOSET_UPLOAD_LIMITS = [hourlyUploadLimit("closet-upload", () => env().CLOSET_UPLOADS_PER_HOUR)] as const;
