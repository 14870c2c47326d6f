import "server-only";

import { env } from "@/lib/config/env";
import { hourlyUploadLimit } from "@/lib/images/upload-limits";

/**
 * Sharing (issue #13): designed share images of an outfit (render.tsx), stored share links with
 * unguessable tokens (shares.ts), the public page's loader. Inputs and answer shapes are in
 * schemas.ts, shared with the share dialog.
 */
export { readableTextColor } from "./contrast";
export * from "./schemas";
export {
  createShareImage,
  listShares,
  loadPublicShare,
  newShareToken,
  ownShareImageKey,
  type PublicShare,
  publishShare,
  purgeExpiredShares,
  restoreShare,
  revokeShare,
  shareToPlatform,
} from "./shares";

/** Each owner's hourly budget of share images (SHARE_IMAGES_PER_HOUR): every call may render one. */
export const SHARE_IMAGE_LIMITS = [hourlyUploadLimit("share-image", () => env().SHARE_IMAGES_PER_HOUR)] as const;
/** Platform shares count apart (a share may make its image), with the same budget. */
export const SHARE_PLATFORM_LIMITS = [hourlyUploadLimit("share-platform", () => env().SHARE_IMAGES_PER_HOUR)] as const;
