import type { SharePlatform } from "@/lib/constants";

export const PLATFORM_LABELS: Record<SharePlatform, string> = {
  instagram: "instagram",
  snapchat: "snapchat",
  twitter: "twitter / x",
  facebook: "facebook",
};

/**
 * Instagram and Snapchat have no web intent for an image: those go through the browser's share sheet
 * with the image file where it can, else the image is downloaded and the link copied. (Twitter's and
 * Facebook's web intents come from the server: POST /api/outfits/{id}/share's shareUrl.)
 * The image as a file the share sheet can carry, or null when this browser cannot share files.
 */
export async function shareableImage(imageUrl: string, name: string): Promise<File | null> {
  if (typeof navigator.canShare !== "function") return null;
  const blob = await (await fetch(imageUrl)).blob();
  const file = new File([blob], name, { type: blob.type || "image/png" });
  return navigator.canShare({ files: [file] }) ? file : null;
}

export const SHARE_IMAGE_FILE_NAME = "outfit.png";
