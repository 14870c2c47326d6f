import "server-only";

import { env } from "@/lib/env";
import { hourlyUploadLimit } from "@/lib/images/upload-limits";

/** Each owner's hourly inspiration upload budget (INSPIRATION_UPLOADS_PER_HOUR). */
export const INSPIRATION_UPLOAD_LIMITS = [
  hourlyUploadLimit("inspiration-upload", () => env().INSPIRATION_UPLOADS_PER_HOUR),
] as const;
