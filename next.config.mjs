/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or WASM packages that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "sharp", "pg", "@prisma/adapter-pg", "satori"],
  // With proxy.ts, Next buffers request bodies and silently cuts them at this size (10 MB by default).
  // Keep it above UPLOAD_MAX_BYTES plus multipart overhead, so a photo at the upload limit arrives whole.
  experimental: { proxyClientMaxBodySize: (Number.parseInt(process.env.UPLOAD_MAX_BYTES ?? "", 10) || 15 * 1024 * 1024) + 1024 * 1024 },
};

export default nextConfig;
