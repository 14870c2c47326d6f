import "server-only";

import type { Owner } from "@/lib/auth/owner";
import { env } from "@/lib/config/env";
import { assertImageQueueHasRoom } from "@/lib/images";
import { hourlyUploadLimit } from "@/lib/images/upload-limits";
import { assertGalleryHasRoom } from "./mutations";

/**
 * Whether the owner may send an inspiration photo now: a full gallery (409) or a full processing
 * queue (503) is refused before a byte of the photo is read.
 */
export async function admitInspirationUpload(owner: Owner): Promise<void> {
  await assertGalleryHasRoom(owner);
  assertImageQueueHasRoom();
}

/** Each owner's hourly inspiration upload budget (INSPIRATION_UPLOADS_PER_HOUR). */
export const INSPIRATION_UPLOAD_LIMITS = [
  hourlyUploadLimit("inspiration-upload", () => env().INSPIRATION_UPLOADS_PER_HOUR),
] as const;
