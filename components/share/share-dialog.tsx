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
import { SHARE_TEXT } from "@/lib/messages/share";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { CustomizeStep } from "./customize-step";
import { type ShareStepIndex, ShareStepper } from "./share-stepper";
import { PreviewStep, ShareStep } from "./share-steps";
import { useShareDialog } from "./use-share-dialog";

/**
 * The share dialog (SPEC §2/§4): customize → preview → share, with 'back' to the step before. On
 * closing, the focus goes back to the button that opened it (`trigger`).
 */
export function ShareDialog({
  outfitId,
  open,
  onOpenChange,
  trigger,
}: {
  outfitId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: RefObject<HTMLElement | null>;
}) {
  const { bodyRef, ...dialog } = useShareDialog(outfitId, open);
  const { step, share } = dialog;
  const stepTitle = SHARE_TEXT.steps[step];
  const contentRef = useRef<HTMLDivElement>(null);
  useEscapeClosesOverToasts(open, contentRef, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className="max-w-xl gap-6"
        aria-describedby="share-dialog-description"
        onCloseAutoFocus={(event) => {
          if (!trigger?.current?.isConnected) return; // Radix's own choice, when the button is gone
          event.preventDefault();
          trigger.current.focus();
        }}
      >
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
          {step === 0 ? (
            <CustomizeStep options={dialog.options} onChange={dialog.setOptions} error={dialog.invalid} />
          ) : null}
          {step === 1 ? <PreviewStep share={share} pending={dialog.pending} /> : null}
          {step === 2 && share ? (
            <ShareStep
              share={share}
              busy={dialog.busy}
              onShare={(platform) => void dialog.shareTo(platform)}
              onCopy={() => void dialog.copyLink()}
              onLinkCopied={dialog.publishQuietly}
              onDownload={() => void dialog.download()}
              links={dialog.links ?? [share]}
              revoking={dialog.revoking}
              onRevoke={dialog.revokeLink}
            />
          ) : null}
        </div>
        <StepButtons
          step={step}
          canContinue={Boolean(share)}
          previewing={dialog.pending}
          onBack={() => dialog.setStep((step - 1) as ShareStepIndex)}
          onPreview={dialog.preview}
          onNext={() => dialog.setStep(2)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'back' from every step but the first; 'preview' on the first, 'next' once the image is ready. */
function StepButtons({
  step,
  canContinue,
  previewing,
  onBack,
  onPreview,
  onNext,
}: {
  step: ShareStepIndex;
  canContinue: boolean;
  previewing: boolean;
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
        <Button onClick={onPreview} disabled={previewing}>
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

/**
 * A toast shown over the dialog (the undo of 'stop sharing') is the topmost Radix layer, so Escape
 * would close the toast and leave the dialog open. While the focus is in the dialog, one Escape closes
 * the dialog, and the toast (with its undo) stays. With the focus elsewhere (on the toast itself, or
 * in a menu's portal) Escape is left to that layer.
 */
function useEscapeClosesOverToasts(open: boolean, content: RefObject<HTMLElement | null>, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    // Capture on the document, registered before the toast's own listener: runs first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (!content.current?.contains(document.activeElement)) return;
      event.preventDefault(); // the toast's layer then leaves itself open
      closeRef.current();
    };
    document.addEventListener("keydown", onKeyDown, { capture: true });
    return () => document.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [open, content]);
}
