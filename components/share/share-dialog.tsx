"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/api-client";
import { BACKGROUND_COLORS, DEFAULT_CAPTION, SHARE_TEMPLATES, type SharePlatform } from "@/lib/constants";
import { triggerDownload } from "@/lib/download";
import { SHARE_TEXT, shareFailureToast, shareSuccessToast, TOAST } from "@/lib/messages";
import { shareOptionsSchema, type ShareOptions, type ShareView } from "@/lib/share/schemas";
import { cn } from "@/lib/utils";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CustomizeStep } from "./customize-step";
import { SHARE_IMAGE_FILE_NAME, shareableImage, shareIntentUrl } from "./platforms";
import { PreviewStep, ShareStep } from "./share-steps";
import { recordShare, useCreateShareImage, useOutfitShares, useRevokeShare } from "./use-share";

const DEFAULT_OPTIONS: ShareOptions = {
  caption: DEFAULT_CAPTION,
  background: BACKGROUND_COLORS[0],
  template: SHARE_TEMPLATES[0],
};

type Step = 0 | 1 | 2;

function Stepper({ step }: { step: Step }) {
  return (
    <ol aria-label="steps" className="flex items-center gap-2 text-xs font-medium">
      {SHARE_TEXT.steps.map((label, index) => (
        <li key={label} aria-current={index === step ? "step" : undefined} className="flex items-center gap-2">
          <span
            className={cn(
              "flex size-6 items-center justify-center rounded-full border",
              index < step
                ? "border-transparent bg-accent text-accent-foreground"
                : index === step
                  ? "border-transparent bg-primary text-primary-foreground"
                  : "border-input text-muted-foreground",
            )}
          >
            {index < step ? <Check aria-hidden className="size-3.5" /> : index + 1}
          </span>
          <span className={index === step ? "text-foreground" : "text-muted-foreground"}>{label}</span>
          {index < SHARE_TEXT.steps.length - 1 ? <span aria-hidden className="h-px w-4 bg-border sm:w-8" /> : null}
        </li>
      ))}
    </ol>
  );
}

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

/** The share dialog (SPEC §2/§4): customize → preview → share, with 'back' to the step before. */
export function ShareDialog({
  outfitId,
  open,
  onOpenChange,
}: {
  outfitId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>(0);
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const [share, setShare] = useState<ShareView>();
  const [invalid, setInvalid] = useState<string>();
  const [busyPlatform, setBusyPlatform] = useState<SharePlatform | null>(null);
  const create = useCreateShareImage(outfitId);
  const links = useOutfitShares(outfitId, open && step === 2);
  const revoke = useRevokeShare();
  const body = useRef<HTMLDivElement>(null);

  // A new step takes the focus, so a keyboard or screen-reader user lands on what changed (opening
  // the dialog leaves the first focus to the dialog itself: the caption field).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    body.current?.focus();
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

  const stepTitle = SHARE_TEXT.steps[step];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-6" aria-describedby="share-dialog-description">
        <DialogHeader>
          <DialogTitle>{SHARE_TEXT.title}</DialogTitle>
          <DialogDescription id="share-dialog-description">{SHARE_TEXT.description}</DialogDescription>
        </DialogHeader>
        <Stepper step={step} />
        <div
          ref={body}
          tabIndex={-1}
          aria-label={stepTitle}
          role="group"
          className="focus:outline-none"
          data-step={stepTitle}
        >
          {step === 0 ? <CustomizeStep options={options} onChange={setOptions} error={invalid} /> : null}
          {step === 1 ? <PreviewStep share={share} pending={create.isPending} /> : null}
          {step === 2 && share ? (
            <ShareStep
              share={share}
              busyPlatform={busyPlatform}
              onShare={(platform) => void shareTo(platform)}
              onCopy={() => void copyLink()}
              links={links.data ?? [share]}
              revoking={revoke.isPending ? (revoke.variables ?? null) : null}
              onRevoke={revokeLink}
            />
          ) : null}
        </div>
        <DialogFooter className="sm:justify-between">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep((step - 1) as Step)}>
              <ArrowLeft aria-hidden />
              {SHARE_TEXT.back}
            </Button>
          ) : (
            <span aria-hidden />
          )}
          {step === 0 ? (
            <Button onClick={preview}>
              {SHARE_TEXT.preview}
              <ArrowRight aria-hidden />
            </Button>
          ) : step === 1 ? (
            <Button onClick={() => setStep(2)} disabled={!share}>
              {SHARE_TEXT.next}
              <ArrowRight aria-hidden />
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
