"use client";

import { toast } from "@/components/ui/use-toast";
import type { SharePlatform } from "@/lib/constants";
import { SHARE_TEXT } from "@/lib/messages/share";
import { shareFailureToast } from "@/lib/messages/toasts";
import type { ShareView } from "@/lib/share/schemas";
import { triggerDownload } from "@/lib/ui/download";
import { SHARE_IMAGE_FILE_NAME, shareableImage } from "./platforms";
import { recordShare } from "./use-share";

const hasWebIntent = (platform: SharePlatform) => platform === "twitter" || platform === "facebook";
const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Shares `current` to one platform, from inside the click: records the share, then opens the
 * platform's share page (Twitter, Facebook), or hands the image to the app's share sheet, or saves
 * it and copies the link (Instagram, Snapchat). The toast says which of those happened, never that
 * a post was made (issue #41); a share sheet the person closed says nothing.
 */
export async function sendToPlatform(outfitId: number, platform: SharePlatform, current: ShareView): Promise<void> {
  // Opened now, inside the click, so no popup blocker stops it; pointed at the intent once the server answers.
  const tab = hasWebIntent(platform) ? window.open("", "_blank") : null;
  try {
    const { shareUrl, pageUrl } = await recordShare(outfitId, platform, current.token);
    if (hasWebIntent(platform)) {
      if (tab) {
        tab.opener = null;
        tab.location.href = shareUrl;
      } else window.open(shareUrl, "_blank", "noopener");
      toast(SHARE_TEXT.composeOpened(platform)); // its compose tab is open: the post is the person's to finish
      return;
    }
    // Instagram and Snapchat take no link: the app only gets the post ready, and says so.
    const file = await shareableImage(current.imageUrl, SHARE_IMAGE_FILE_NAME);
    if (file) {
      await navigator.share({ files: [file], text: current.caption, url: pageUrl });
      toast(SHARE_TEXT.sentToApp(platform));
      return;
    }
    triggerDownload(current.imageUrl, SHARE_IMAGE_FILE_NAME);
    await navigator.clipboard.writeText(pageUrl);
    toast(SHARE_TEXT.savedForApp(platform));
  } catch (error) {
    tab?.close();
    if (isAbort(error)) return; // a share sheet the person closed says nothing
    toast({ ...shareFailureToast(platform), variant: "destructive" });
  }
}
