"use client";

import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { BACKGROUND_COLORS, DEFAULT_CAPTION, SHARE_TEMPLATES, type SharePlatform } from "@/lib/constants";
import { triggerDownload } from "@/lib/ui/download";
import { SHARE_TEXT } from "@/lib/messages/share";
import { shareOptionsSchema, type ShareOptions, type ShareView } from "@/lib/share/schemas";
import { shareFailureToast, shareSuccessToast, TOAST } from "@/lib/messages/toasts";
import { useEffect, useRef, useState } from "react";
import { SHARE_IMAGE_FILE_NAME, shareableImage } from "./platforms";
import type { ShareStepIndex } from "./share-stepper";
import { publishShare, recordShare, useCreateShareImage, useOutfitShares, useRevokeShare } from "./use-share";

const DEFAULT_OPTIONS: ShareOptions = {
  caption: DEFAULT_CAPTION,
  background: BACKGROUND_COLORS[0],
  template: SHARE_TEMPLATES[0],
};

/** What runs on the share step: one action at a time, so a double click sends one request. */
export type ShareAction = SharePlatform | "copy" | "download";

const hasWebIntent = (platform: SharePlatform) => platform === "twitter" || platform === "facebook";
const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The share dialog's state and actions: the step, the options being customized, the generated
 * image (a private draft until published), and what 'preview', a platform, 'copy link', 'download
 * image' and 'stop sharing' do. Every toast says what happened, never more: only a platform whose
 * share page was opened says SPEC's 'shared!'.
 */
export function useShareDialog(outfitId: number, open: boolean) {
  const [step, setStep] = useState<ShareStepIndex>(0);
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const [share, setShare] = useState<ShareView>();
  const [invalid, setInvalid] = useState<string>();
  const [busy, setBusy] = useState<ShareAction | null>(null);
  // The state above disables the buttons on the next render; this refuses a second click before it.
  const running = useRef(false);
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
    if (create.isPending) return;
    // The server's own schema: what it would refuse is said here, before anything is sent.
    const parsed = shareOptionsSchema.safeParse(options);
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setShare(undefined);
    setStep(1);
    create.mutate(parsed.data, { onSuccess: setShare, onError: () => setStep(0) });
  };

  /** Runs one share-step action at a time; a click while one runs does nothing. */
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

  const shareTo = (platform: SharePlatform) =>
    exclusive(platform, async (current) => {
      // Opened now, inside the click, so no popup blocker stops it; pointed at the intent once the server answers.
      const tab = hasWebIntent(platform) ? window.open("", "_blank") : null;
      try {
        const { shareUrl, pageUrl } = await recordShare(outfitId, platform, current.token);
        if (hasWebIntent(platform)) {
          if (tab) {
            tab.opener = null;
            tab.location.href = shareUrl;
          } else window.open(shareUrl, "_blank", "noopener");
          toast(shareSuccessToast(platform)); // the platform's own share page is open
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
      } finally {
        void links.refetch();
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
      setShare((shown) => (shown?.token === published.token ? { ...published, imageUrl: shown.imageUrl } : shown));
      void links.refetch();
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
        setShare((shown) => (shown?.token === published.token ? { ...published, imageUrl: shown.imageUrl } : shown));
        void links.refetch();
      },
      (error: unknown) =>
        toast({ ...SHARE_TEXT.publishFailure, description: describeError(error), variant: "destructive" }),
    );
  };

  // The shown image's URL: same-origin (a download attribute is ignored across origins, as with a CDN).
  const download = () =>
    publishThen("download", (_published, shown) => triggerDownload(shown.imageUrl, SHARE_IMAGE_FILE_NAME));

  const revoking = useRef(false);
  const revokeLink = (token: string) => {
    if (revoking.current) return;
    revoking.current = true;
    revoke.mutate(token, {
      onSettled: () => {
        revoking.current = false;
      },
      onSuccess: () => {
        if (token === share?.token) {
          // The shown image is gone: back to customize, whose step change takes the focus.
          setShare(undefined);
          setStep(0);
        } else bodyRef.current?.focus(); // the pressed button leaves with its row
      },
    });
  };

  return {
    step,
    setStep,
    bodyRef,
    options,
    setOptions,
    invalid,
    share,
    pending: create.isPending,
    busy,
    links: links.data,
    revoking: revoke.isPending ? (revoke.variables ?? null) : null,
    preview,
    shareTo,
    copyLink,
    publishQuietly,
    download,
    revokeLink,
  };
}
