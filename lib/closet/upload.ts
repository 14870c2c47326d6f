import "server-only";

import { env } from "@/lib/env";
import { hourlyUploadLimit } from "@/lib/images/upload-limits";
import { z } from "zod";
import { uploadCategorySchema } from "./schemas";

/** The text fields of POST /api/closet's multipart body (the photo itself is the `image` part). */
export const closetUploadFieldsSchema = z.object({ category: uploadCategorySchema });

/** Each owner's hourly closet upload budget (CLOSET_UPLOADS_PER_HOUR). */
export const CLOSET_UPLOAD_LIMITS = [hourlyUploadLimit("closet-upload", () => env().CLOSET_UPLOADS_PER_HOUR)] as const;
