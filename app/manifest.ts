import { getSiteConfig } from "@/lib/config/site";
import { SHARE_TARGET_FILES_FIELD, SHARE_TARGET_PATH } from "@/lib/shared-photos/constants";
import type { MetadataRoute } from "next";

// The product name comes from configuration at run time (PRODUCT_NAME), not from the build.
export const dynamic = "force-dynamic";

/** Colours of the design tokens (app/globals.css): --color-background, as the viewport's theme colour. */
const BACKGROUND = "#faf7f2";

/**
 * /manifest.webmanifest: makes the app installable, opening on Today, and a Web Share Target
 * so a phone's gallery can share photos straight into the closet upload queue (app/share-target).
 */
export default function manifest(): MetadataRoute.Manifest {
  const { productName } = getSiteConfig();
  return {
    name: productName,
    short_name: productName,
    description: "Your closet, outfit ideas and inspiration, from the clothes you already own.",
    // The id stays what installs so far were given, so they remain the same app; it opens on Today.
    id: "/closet",
    start_url: "/today",
    scope: "/",
    display: "standalone",
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    share_target: {
      action: SHARE_TARGET_PATH,
      method: "POST",
      enctype: "multipart/form-data",
      params: {
        title: "title",
        text: "text",
        files: [{ name: SHARE_TARGET_FILES_FIELD, accept: ["image/*", ".heic", ".heif"] }],
      },
    },
  };
}
