import "server-only";

import { env } from "@/lib/env";
import { multipart } from "@/lib/http/multipart";
import { assertImageQueueHasRoom } from "@/lib/images";
import { hourlyUploadLimit } from "@/lib/images/upload-limits";
import { assertGalleryHasRoom } from "./mutations";

/**
 * POST /api/inspiration's multipart body: the `image` file alone. A full gallery (409) or a full
 * processing queue (503) is refused before a byte of the photo is read.
 */
export const INSPIRATION_UPLOAD = multipart({
  file: "image",
  admit: async (owner) => {
    await assertGalleryHasRoom(owner);
    assertImageQueueHasRoom();
  },
});

/** Each owner's hourly inspiration upload budget (INSPIRATION_UPLOADS_PER_HOUR). */
export const INSPIRATION_UPLOAD_LIMITS = [
  hourlyUploadLimit("inspiration-upload", () => env().INSPIRATION_UPLOADS_PER_HOUR),
] as const;
