/**
 * The Content-Security-Policy of every page, set by the request gate (proxy.ts) with a fresh nonce
 * per request. Next reads the nonce from the request's copy of the policy and stamps it on its own
 * scripts (framework, chunks, the inline RSC payload); nothing else may run. Pages therefore render
 * per request (the root layout already awaits `connection()`).
 *
 * One policy for every page: a document keeps the policy it was loaded with through client-side
 * navigations (like cross-origin isolation, see next.config.mjs), so /closet → /closet-upload runs
 * background removal under /closet's policy. Pages may start same-origin workers (`worker-src 'self'`;
 * scripts from this origin only, and /uploads files are never served as scripts) and nothing more:
 * WebAssembly, eval and blob: workers are allowed only inside the removal worker and the HEIC
 * decoder's (components/uploads/heic), by the policy their own script is served with (next.config.mjs). Non-page responses get a policy that allows nothing
 * (next.config.mjs too).
 */
export type PagePolicyOptions = {
  nonce: string;
  /** The browser came over https: also upgrade any http subresource. */
  https: boolean;
  /** `next dev`: React rebuilds server error stacks with eval in development only. */
  dev: boolean;
  /** STORAGE_PUBLIC_BASE_URL, when a CDN or public bucket serves stored images instead of /uploads. */
  imagesBaseUrl?: string;
};

export function pageContentSecurityPolicy({ nonce, https, dev, imagesBaseUrl }: PagePolicyOptions): string {
  const imagesOrigin = imagesBaseUrl ? ` ${new URL(imagesBaseUrl).origin}` : "";
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': chunks the nonced scripts load are trusted; 'self' is for browsers without CSP 3.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Next, Radix and the toasts set inline style attributes; scripts are what a nonce must guard.
    "style-src 'self' 'unsafe-inline'",
    // Upload previews are object URLs; stored images come from /uploads on this origin, or from the
    // origin of STORAGE_PUBLIC_BASE_URL when a CDN or public bucket serves them.
    `img-src 'self' data: blob:${imagesOrigin}`,
    "font-src 'self'",
    // The app fetches nothing but its own API. blob: can only read back what this origin made itself
    // (object URLs are bound to it), so it opens nothing; e2e traces read the upload previews that way.
    "connect-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** 128 random bits, base64: unguessable and different on every request. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
