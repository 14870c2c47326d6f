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

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or WASM packages that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "sharp", "pg", "@prisma/adapter-pg", "satori"],
  async headers() {
    return [
      { source: "/:path*", headers: crossOriginIsolation },
      // Model and runtime files are named by their content hash (scripts/assemble-bg-removal-assets.mjs).
      { source: "/bg-removal/:path*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // The map itself is not content-addressed: revalidate it (a 304 when unchanged).
      { source: "/bg-removal/resources.json", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
};

export default nextConfig;
