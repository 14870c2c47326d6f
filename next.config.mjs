// Background removal (lib/background-removal) runs ONNX on WebAssembly threads, which need
// SharedArrayBuffer, which needs a cross-origin isolated document (about 2x faster here). Isolation
// is decided by the document a tab first loads and survives client-side navigation, so every page
// carries it, not only /closet-upload. The worker's own script (under /_next/static) needs the COEP
// header too, or Chromium refuses to start it from an isolated page. `credentialless` rather than
// `require-corp`: cross-origin images (S3, Vercel Blob) still load without a CORP header.
const crossOriginIsolation = [
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Embedder-Policy", value: "credentialless" },
];

const policy = (directives) => directives.join("; ");

// Security headers on every response (pages, API, uploads, static files). Unknown Permissions-Policy
// features make Chromium log an error, so the list holds only features it knows; nothing in the
// app uses any of them (clipboard and cross-origin-isolated stay at their 'self' defaults).
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "serial",
      "hid",
      "midi",
      "display-capture",
      "accelerometer",
      "gyroscope",
      "magnetometer",
      "browsing-topics",
    ]
      .map((feature) => `${feature}=()`)
      .join(", "),
  },
];

// Content-Security-Policy. A page's comes from the request gate instead (proxy.ts: a fresh script
// nonce per request, lib/http/content-security-policy.ts). The key is lowercase, as Next spells the
// gate's headers: both land in one map, so the gate's policy replaces this one rather than joining it
// (a browser enforces every policy it gets). Route handlers cannot override these headers.
const CSP = "content-security-policy";
/** Anything that is not a page (JSON, images, scripts, the model files): it may load nothing, nor be framed. */
const resourcePolicy = ["default-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"];
/**
 * A dedicated worker runs under the policy that came with its own script, not the page's. Turbopack
 * starts every worker from /_next/static/chunks/turbopack-worker-<hash>.js, which importScripts the
 * worker's chunks; the workers are background removal's and the HEIC decoder's (libheif, compiled
 * from the bytes its bundle carries: 'wasm-unsafe-eval'; components/uploads/heic), nothing else
 * (e2e/security-headers.spec.ts checks).
 * What background removal's worker needs there (lib/background-removal/worker.ts): the ONNX runtime's
 * .mjs and .wasm arrive as blob: URLs (imported, fetched, compiled: 'wasm-unsafe-eval'), and the
 * threaded runtime starts its threads as blob: workers, which inherit this policy. 'unsafe-eval' was
 * for ndarray, which @imgly/background-removal built its tensors with until issue 25 (`new Function`);
 * neither that worker nor the HEIC decoder's bundle calls eval or `new Function` now, and
 * e2e/security-headers.spec.ts still pins the source. Acceptable in this worker only: it has no DOM
 * and runs nothing but our bundle on the pixels our page posts it. No page policy allows either.
 */
const workerPolicy = [
  "default-src 'none'",
  "script-src 'self' blob: 'unsafe-eval' 'wasm-unsafe-eval'",
  "worker-src blob:",
  "connect-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

/**
 * The service worker (public/sw.js) runs under the policy its own script came with: it fetches from
 * this origin only (the page it passes through, the offline page it keeps) and runs nothing else.
 */
const serviceWorkerPolicy = [
  "default-src 'none'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The request gate (proxy.ts) sees the request as sent: Next otherwise strips the RSC headers from
  // the proxy's copy (and cannot let it change them), so it could not refuse a Next-Router-State-Tree
  // header that does not parse, which the renderer answered with a 500. An RSC request's URL then
  // keeps its `_rsc` parameter; the gate leaves it out of the paths it builds (lib/http/gate.ts).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // `npm test` type-checks once (`npm run typecheck`, which gates the run) and then builds while
  // vitest runs; a second type-check inside the build would cost ~25 s of a shared core for nothing.
  // Every other build (npm run build, a deploy) still type-checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // Native or WASM packages that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "sharp",
    "pg",
    "@prisma/adapter-pg",
    "satori",
    "archiver",
    // The inspiration reader's pose model (lib/vision/person.ts): its Node build and tfjs's WASM
    // backend read their model and .wasm files from node_modules.
    "@vladmandic/human",
    "@tensorflow/tfjs-core",
    "@tensorflow/tfjs-converter",
    "@tensorflow/tfjs-backend-wasm",
  ],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [...crossOriginIsolation, ...securityHeaders, { key: CSP, value: policy(resourcePolicy) }],
      },
      // Stored uploads are user content: should one ever be opened as a document, it runs nothing.
      { source: "/uploads/:path*", headers: [{ key: CSP, value: policy([...resourcePolicy, "sandbox"]) }] },
      { source: "/_next/static/chunks/turbopack-worker-:hash", headers: [{ key: CSP, value: policy(workerPolicy) }] },
      { source: "/sw.js", headers: [{ key: CSP, value: policy(serviceWorkerPolicy) }] },
      // HSTS is not here: it follows TRUSTED_PROXY_COUNT, known only at run time (proxy.ts and the
      // API's route wrapper set it, lib/http/request-origin.ts strictTransportSecurity).
      // Model and runtime files are named by their content hash (scripts/assemble-bg-removal-assets.mjs).
      {
        source: "/bg-removal/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      // The map itself is not content-addressed: revalidate it (a 304 when unchanged).
      { source: "/bg-removal/resources.json", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
};

export default nextConfig;
