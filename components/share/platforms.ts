import type { SharePlatform } from "@/lib/constants";

/**
 * Where each platform's share goes. Twitter (X) and Facebook have web share intents that take a
 * link; Instagram and Snapchat have none for an image, so those go through the browser's share
 * sheet with the image file where it can, else the image is downloaded and the link copied.
 */
export function shareIntentUrl(platform: SharePlatform, shareUrl: string, caption: string): string | null {
  switch (platform) {
    case "twitter":
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ text: caption, url: shareUrl })}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: shareUrl })}`;
    default:
      return null;
  }
}

export const PLATFORM_LABELS: Record<SharePlatform, string> = {
  instagram: "instagram",
  snapchat: "snapchat",
  twitter: "twitter / x",
  facebook: "facebook",
};

/** The image as a file the share sheet can carry, or null when this browser cannot share files. */
export async function shareableImage(imageUrl: string, name: string): Promise<File | null> {
  if (typeof navigator.canShare !== "function") return null;
  const blob = await (await fetch(imageUrl)).blob();
  const file = new File([blob], name, { type: blob.type || "image/png" });
  return navigator.canShare({ files: [file] }) ? file : null;
}

export const SHARE_IMAGE_FILE_NAME = "outfit.png";
