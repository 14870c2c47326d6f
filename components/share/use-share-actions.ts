"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import type { SharePlatform } from "@/lib/constants";
import { SHARE_TEXT } from "@/lib/messages/share";
import { TOAST } from "@/lib/messages/toasts";
import type { ShareView } from "@/lib/share/schemas";
import { triggerDownload } from "@/lib/ui/download";
import { type Dispatch, type SetStateAction, useRef, useState } from "react";
import { SHARE_IMAGE_FILE_NAME } from "./platforms";
import { sendToPlatform } from "./send-to-platform";
import { publishShare } from "./use-share";

/** What runs on the share step: one action at a time, so a double click sends one request. */
export type ShareAction = SharePlatform | "copy" | "download";

/** The published share in place of the shown one, keeping the shown image's URL; any other share stays. */
const showPublished = (published: ShareView) => (shown: ShareView | undefined) =>
  shown?.token === published.token ? { ...published, imageUrl: shown.imageUrl } : shown;

/** Runs one share-step action at a time; a click while one runs does nothing. */
function useExclusive(share: ShareView | undefined) {
  const [busy, setBusy] = useState<ShareAction | null>(null);
  // The state above disables the buttons on the next render; this refuses a second click before it.
  const running = useRef(false);
  const exclusive = async (action: ShareAction, run: (current: ShareView) => Promise<void>) => {
    if (!share || running.current) return;
    running.current = true;
    setBusy(action);
    try {
      await run(share);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return { busy, exclusive };
}

/**
 * The share step's actions on the shown share: a platform, 'copy link', 'download image', and the
 * link copied by hand. Each refreshes the outfit's links (`refetchLinks`) once the share changed.
 */
export function useShareActions(
  outfitId: number,
  share: ShareView | undefined,
  setShare: Dispatch<SetStateAction<ShareView | undefined>>,
  refetchLinks: () => void,
) {
  const { busy, exclusive } = useExclusive(share);

  const shareTo = (platform: SharePlatform) =>
    exclusive(platform, async (current) => {
      try {
        await sendToPlatform(outfitId, platform, current);
      } finally {
        refetchLinks();
      }
    });

  /** 'copy link' and 'download image' publish the share first: the link must work for whoever gets it. */
  const publishThen = (
    action: "copy" | "download",
    then: (published: ShareView, shown: ShareView) => Promise<void> | void,
  ) =>
    exclusive(action, async (current) => {
      let published: ShareView;
      try {
        published = await publishShare(current.token);
      } catch (error) {
        toast({ ...SHARE_TEXT.publishFailure, description: describeError(error), variant: "destructive" });
        return;
      }
      setShare(showPublished(published));
      refetchLinks();
      try {
        await then(published, current);
      } catch (error) {
        toast({ title: "error", description: describeError(error), variant: "destructive" });
      }
    });

  const copyLink = () =>
    publishThen("copy", async (published) => {
      await navigator.clipboard.writeText(published.shareUrl);
      toast(TOAST.linkCopied);
    });

  /** The link copied from its field by hand (no toast: the browser copied it): publish it too. */
  const publishQuietly = () => {
    if (!share || share.publishedAt) return;
    void publishShare(share.token).then(
      (published) => {
        setShare(showPublished(published));
        refetchLinks();
      },
      (error: unknown) =>
        toast({ ...SHARE_TEXT.publishFailure, description: describeError(error), variant: "destructive" }),
    );
  };

  // The shown image's URL: same-origin (a download attribute is ignored across origins, as with a CDN).
  const download = () =>
    publishThen("download", (_published, shown) => triggerDownload(shown.imageUrl, SHARE_IMAGE_FILE_NAME));

  return { busy, shareTo, copyLink, publishQuietly, download };
}
