/**
 * The share REST contract without zod: view shapes, the query key and token rules. Client islands
 * import this module; the zod schemas (./schemas.ts, which re-exports this) load with the share dialog.
 */
import type { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareTemplate } from "@/lib/constants";

/** One share as its owner sees it (create-share-image, GET /api/shares). */
export type ShareView = {
  token: string;
  /** absolute: `<public origin>/share/<token>` */
  shareUrl: string;
  /** the PNG as stored (`/uploads/shares/...` with the local store, or the CDN's absolute URL) */
  imageUrl: string;
  width: typeof SHARE_IMAGE_WIDTH;
  height: typeof SHARE_IMAGE_HEIGHT;
  caption: string;
  background: string;
  template: ShareTemplate;
  createdAt: string;
  outfitId: number;
  outfitName: string;
};

/** POST /api/outfits/{id}/share's answer. */
export type SocialShareResult = { shareUrl: string };

/** Query key of the owner's shares (the key is also the URL, lib/query-client.ts). */
export const SHARES_KEY = "/api/shares";

/** Share tokens: 32 random bytes in base64url, 43 characters. Anything else is not a token. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const sharePath = (token: string) => `/share/${token}`;

/** `path` ("/share/x", "/uploads/y.png") on the public origin; an already absolute URL stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}
