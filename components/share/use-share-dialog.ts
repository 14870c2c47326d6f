"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { BACKGROUND_COLORS, DEFAULT_CAPTION, SHARE_TEMPLATES, type SharePlatform } from "@/lib/constants";
import { triggerDownload } from "@/lib/download";
import { SHARE_TEXT, shareFailureToast, shareSuccessToast, TOAST } from "@/lib/messages";
import { shareOptionsSchema, type ShareOptions, type ShareView } from "@/lib/share/schemas";
import { useEffect, useRef, useState } from "react";
import { SHARE_IMAGE_FILE_NAME, shareableImage, shareIntentUrl } from "./platforms";
import type { ShareStepIndex } from "./share-stepper";
import { recordShare, useCreateShareImage, useOutfitShares, useRevokeShare } from "./use-share";

const DEFAULT_OPTIONS: ShareOptions = {
  caption: DEFAULT_CAPTION,
  background: BACKGROUND_COLORS[0],
  template: SHARE_TEMPLATES[0],
};

/** Tells the outcome of a share: SPEC §8's toasts; a share sheet the person closed says nothing. */
async function reportShare(platform: SharePlatform, run: () => Promise<void>) {
  try {
    await run();
    toast(shareSuccessToast(platform));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast({ ...shareFailureToast(platform), variant: "destructive" });
  }
}

/**
 * The share dialog's state and actions: the step, the options being customized, the generated image,
 * and what 'preview', a platform, 'copy link' and revoking a link do.
 */
export function useShareDialog(outfitId: number, open: boolean) {
  const [step, setStep] = useState<ShareStepIndex>(0);
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const [share, setShare] = useState<ShareView>();
  const [invalid, setInvalid] = useState<string>();
  const [busyPlatform, setBusyPlatform] = useState<SharePlatform | null>(null);
  const create = useCreateShareImage(outfitId);
  const links = useOutfitShares(outfitId, open && step === 2);
  const revoke = useRevokeShare();
  const bodyRef = useRef<HTMLDivElement>(null);

  // A new step takes the focus, so a keyboard or screen-reader user lands on what changed (opening
  // the dialog leaves the first focus to the dialog itself: the caption field).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    bodyRef.current?.focus();
  }, [step]);

  const preview = () => {
    // The server's own schema: what it would refuse is said here, before anything is sent.
    const parsed = shareOptionsSchema.safeParse(options);
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setShare(undefined);
    setStep(1);
    create.mutate(parsed.data, { onSuccess: setShare, onError: () => setStep(0) });
  };

  const shareTo = async (platform: SharePlatform) => {
    if (!share) return;
    setBusyPlatform(platform);
    const intent = shareIntentUrl(platform, share.shareUrl, share.caption);
    // Opened now, inside the click, so no popup blocker stops it; pointed at the intent once the server answers.
    const tab = intent ? window.open("", "_blank") : null;
    await reportShare(platform, async () => {
      try {
        const shareUrl = await recordShare(outfitId, platform, share.token);
        if (intent) {
          if (tab) {
            tab.opener = null;
            tab.location.href = shareIntentUrl(platform, shareUrl, share.caption)!;
          } else window.open(shareIntentUrl(platform, shareUrl, share.caption)!, "_blank", "noopener");
          return;
        }
        const file = await shareableImage(share.imageUrl, SHARE_IMAGE_FILE_NAME);
        if (file) return await navigator.share({ files: [file], text: share.caption, url: shareUrl });
        triggerDownload(share.imageUrl, SHARE_IMAGE_FILE_NAME);
        await navigator.clipboard.writeText(shareUrl);
        toast(SHARE_TEXT.savedForApp(platform));
      } catch (error) {
        tab?.close();
        throw error;
      }
    });
    setBusyPlatform(null);
  };

  const copyLink = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.shareUrl);
      toast(TOAST.linkCopied);
    } catch (error) {
      toast({ title: "error", description: describeError(error), variant: "destructive" });
    }
  };

  const revokeLink = (token: string) =>
    revoke.mutate(token, {
      onSuccess: () => {
        if (token !== share?.token) return;
        setShare(undefined);
        setStep(0);
      },
    });

  return {
    step,
    setStep,
    bodyRef,
    options,
    setOptions,
    invalid,
    share,
    pending: create.isPending,
    busyPlatform,
    links: links.data,
    revoking: revoke.isPending ? (revoke.variables ?? null) : null,
    preview,
    shareTo,
    copyLink,
    revokeLink,
  };
}
