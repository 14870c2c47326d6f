import "server-only";

import { env } from "@/lib/config/env";
import type { Limit } from "@/lib/rate-limit";
import { z } from "zod";

/**
 * Photos shared to the installed app (Web Share Target, issue #25). The phone's share sheet posts
 * them to /share-target, maybe before the person has signed in, so they wait here under an
 * unguessable token (256 random bits) until /closet-upload, signed in by then, shows them for
 * review; only the person's "add to closet" queues them, and the stash is cleared. A stash belongs
 * to the browser that shared it (browser.ts: only the hash of token and that browser's secret is
 * stored). Photos stream to storage as they arrive (parts.ts, stash.ts), within the closet upload
 * bounds and an hourly byte budget per address (byte-budget.ts). A stash lives 30 minutes; every
 * new share sweeps the expired ones (row and stored files).
 */
export { assertShareSheetOrigin, newShareBrowserSecret, shareBrowserCookie, shareBrowserSecret } from "./browser";
export type { SharedPhotoView } from "./contract";
export { type SharedPart, sharedParts } from "./parts";
export { type ShareSender, stashSharedPhotos } from "./stash";
export { clearSharedPhotos, findSharedPhotos, listSharedPhotos, sharedPhotoKey, sweepExpiredStashes } from "./stashes";

/** Per client address: a person shares a few batches in an hour; a script filling the store is held back. */
export const SHARE_TARGET_LIMITS: readonly Limit<{ client: { address: string } }>[] = [
  {
    counts: "attempts",
    bucket: "share-target:address",
    get limit() {
      return env().SHARE_TARGET_POSTS_PER_HOUR;
    },
    windowSeconds: 60 * 60,
    key: ({ client }) => client.address,
  },
];

/** 32 random bytes as base64url: 43 characters. Anything else is no token of ours (404). */
export const sharedPhotosParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export const sharedPhotoParamsSchema = sharedPhotosParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(99),
});
