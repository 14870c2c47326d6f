import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import type { Limit } from "@/lib/http/limits";
import { ownerKey, type Owner } from "@/lib/owner";
import { uploadCategorySchema } from "./schemas";

/** The text fields of POST /api/closet's multipart body (the photo itself is the `image` part). */
export const closetUploadFieldsSchema = z.object({ category: uploadCategorySchema });

/** Each owner's hourly upload budget, counted before any byte of the photo is read or decoded. */
export const CLOSET_UPLOAD_LIMITS: readonly Limit<{ owner: Owner }>[] = [
  {
    counts: "attempts",
    bucket: "closet-upload",
    // Read per call: the setting is validated at start, and tests change it between cases.
    get limit() {
      return env().CLOSET_UPLOADS_PER_HOUR;
    },
    windowSeconds: 60 * 60,
    key: ({ owner }) => ownerKey(owner),
  },
];
