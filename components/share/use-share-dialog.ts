"use client";

import { BACKGROUND_COLORS, DEFAULT_CAPTION, SHARE_TEMPLATES } from "@/lib/constants";
import { type ShareOptions, shareOptionsSchema, type ShareView } from "@/lib/share/schemas";
import { useEffect, useRef, useState } from "react";
import type { ShareStepIndex } from "./share-stepper";
import { useCreateShareImage, useOutfitShares, useRevokeShare } from "./use-share";
import { useShareActions } from "./use-share-actions";

const DEFAULT_OPTIONS: ShareOptions = {
  caption: DEFAULT_CAPTION,
  background: BACKGROUND_COLORS[0],
  template: SHARE_TEMPLATES[0],
};

/**
 * A new step takes the focus, so a keyboard or screen-reader user lands on what changed (opening
 * the dialog leaves the first focus to the dialog itself: the caption field).
 */
function useStepFocus(step: ShareStepIndex) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    bodyRef.current?.focus();
  }, [step]);
  return bodyRef;
}

/** 'preview': the options checked against the server's schema, then the image generated as a private draft. */
function usePreview(outfitId: number, onStart: () => void, onReady: (share: ShareView) => void, onFail: () => void) {
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const [invalid, setInvalid] = useState<string>();
  const create = useCreateShareImage(outfitId);
  const preview = () => {
    if (create.isPending) return;
    // The server's own schema: what it would refuse is said here, before anything is sent.
    const parsed = shareOptionsSchema.safeParse(options);
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    onStart();
    create.mutate(parsed.data, { onSuccess: onReady, onError: onFail });
  };
  return { options, setOptions, invalid, pending: create.isPending, preview };
}

/**
 * The share dialog's state and actions: the step, the options being customized, the generated
 * image (a private draft until published), and what 'preview', a platform, 'copy link', 'download
 * image' and 'stop sharing' do. Every toast says what happened, never more: only a platform whose
 * share page was opened says SPEC's 'shared!'.
 */
export function useShareDialog(outfitId: number, open: boolean) {
  const [step, setStep] = useState<ShareStepIndex>(0);
  const [share, setShare] = useState<ShareView>();
  const bodyRef = useStepFocus(step);
  const draft = usePreview(
    outfitId,
    () => {
      setShare(undefined);
      setStep(1);
    },
    setShare,
    () => setStep(0),
  );
  const links = useOutfitShares(outfitId, open && step === 2);
  const actions = useShareActions(outfitId, share, setShare, () => void links.refetch());
  const revoke = useRevokeShare();

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
    ...draft,
    share,
    ...actions,
    links: links.data,
    revoking: revoke.isPending ? (revoke.variables ?? null) : null,
    revokeLink,
  };
}
