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
import { SHARE_TEXT } from "@/lib/messages";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { CustomizeStep } from "./customize-step";
import { ShareStepper, type ShareStepIndex } from "./share-stepper";
import { PreviewStep, ShareStep } from "./share-steps";
import { useShareDialog } from "./use-share-dialog";

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
  const {
    step,
    setStep,
    bodyRef,
    options,
    setOptions,
    invalid,
    share,
    pending,
    busyPlatform,
    links,
    revoking,
    preview,
    shareTo,
    copyLink,
    revokeLink,
  } = useShareDialog(outfitId, open);
  const stepTitle = SHARE_TEXT.steps[step];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-6" aria-describedby="share-dialog-description">
        <DialogHeader>
          <DialogTitle>{SHARE_TEXT.title}</DialogTitle>
          <DialogDescription id="share-dialog-description">{SHARE_TEXT.description}</DialogDescription>
        </DialogHeader>
        <ShareStepper step={step} />
        <div
          ref={bodyRef}
          tabIndex={-1}
          aria-label={stepTitle}
          role="group"
          className="focus:outline-none"
          data-step={stepTitle}
        >
          {step === 0 ? <CustomizeStep options={options} onChange={setOptions} error={invalid} /> : null}
          {step === 1 ? <PreviewStep share={share} pending={pending} /> : null}
          {step === 2 && share ? (
            <ShareStep
              share={share}
              busyPlatform={busyPlatform}
              onShare={(platform) => void shareTo(platform)}
              onCopy={() => void copyLink()}
              links={links ?? [share]}
              revoking={revoking}
              onRevoke={revokeLink}
            />
          ) : null}
        </div>
        <StepButtons
          step={step}
          canContinue={Boolean(share)}
          onBack={() => setStep((step - 1) as ShareStepIndex)}
          onPreview={preview}
          onNext={() => setStep(2)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'back' from every step but the first; 'preview' on the first, 'next' once the image is ready. */
function StepButtons({
  step,
  canContinue,
  onBack,
  onPreview,
  onNext,
}: {
  step: ShareStepIndex;
  canContinue: boolean;
  onBack: () => void;
  onPreview: () => void;
  onNext: () => void;
}) {
  return (
    <DialogFooter className="sm:justify-between">
      {step > 0 ? (
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {SHARE_TEXT.back}
        </Button>
      ) : (
        <span aria-hidden />
      )}
      {step === 0 ? (
        <Button onClick={onPreview}>
          {SHARE_TEXT.preview}
          <ArrowRight aria-hidden />
        </Button>
      ) : step === 1 ? (
        <Button onClick={onNext} disabled={!canContinue}>
          {SHARE_TEXT.next}
          <ArrowRight aria-hidden />
        </Button>
      ) : null}
    </DialogFooter>
  );
}
