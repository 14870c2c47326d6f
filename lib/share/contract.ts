/**
 * The share REST contract without zod: view shapes, the query key and token rules. Client islands
 * import this module; the zod schemas (./schemas.ts, which re-exports this) load with the share dialog.
 */
import type { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SharePlatform, ShareTemplate } from "@/lib/constants";

/** One share as its owner sees it (create-share-image, GET /api/shares). */
export type ShareView = {
  token: string;
  /** absolute: `<public origin>/share/<token>` */
  shareUrl: string;
  /**
   * Published: the public PNG (`/uploads/shares/...` with the local store, or the CDN's absolute URL).
   * A draft: `/api/shares/<token>/image`, which answers its owner only.
   */
  imageUrl: string;
  width: typeof SHARE_IMAGE_WIDTH;
  height: typeof SHARE_IMAGE_HEIGHT;
  caption: string;
  background: string;
  template: ShareTemplate;
  createdAt: string;
  outfitId: number;
  outfitName: string;
  /** null while the share is a private draft; when it was first published (copy link, a platform, download) */
  publishedAt: string | null;
};

/**
 * POST /api/outfits/{id}/share's answer (SPEC §7, "opened in a new tab"): `shareUrl` is the
 * platform's own share page for twitter and facebook (their web intents carrying our public link),
 * and our public page for instagram and snapchat, which have no web intent; `pageUrl` is always the
 * public page.
 */
export type SocialShareResult = { shareUrl: string; pageUrl: string };

/** Query key of the owner's shares (the key is also the URL, lib/api-client/query-client.ts). */
export const SHARES_KEY = "/api/shares";

/** Share tokens: 32 random bytes in base64url, 43 characters. Anything else is not a token. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const sharePath = (token: string) => `/share/${token}`;
/** A draft's image, for its owner only (the public store never holds a draft). */
export const shareImagePath = (token: string) => `/api/shares/${token}/image`;

/** Where a platform's share goes: the web intent for twitter and facebook, the public page itself otherwise. */
export function platformShareUrl(platform: SharePlatform, pageUrl: string, caption: string): string {
  switch (platform) {
    case "twitter":
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ url: pageUrl, text: caption })}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: pageUrl })}`;
    default:
      return pageUrl;
  }
}

/** `path` ("/share/x", "/uploads/y.png") on the public origin; an already absolute URL stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}
