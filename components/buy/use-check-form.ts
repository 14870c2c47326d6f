"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { intakePhoto } from "@/components/uploads/intake-photo";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { createBuyCheck } from "@/lib/buy-checks/query-options";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { type FormEvent, useState } from "react";
import type { CheckFormInput, CheckFormValues, CheckMode } from "./check-form-schema";
import { usePhotoChoice } from "./use-photo-choice";
import { type SharedPhoto, useSharedPhoto } from "./use-shared-photo";

const EMPTY: CheckFormValues = { mode: "photo", url: "", name: "", brand: "", price: "", currency: "" };

/** The step a check is at, for the progress line (./result-panel.tsx); null when none runs. */
export type CheckPhase = "preparing" | "photo" | "link" | null;

/** The photo as multipart, with the fields the person gave (checked by the handler's schema, as the server reads them). */
function photoForm(file: File, fields: Extract<CheckFormInput, { mode: "photo" }>["fields"]): FormData {
  const form = new FormData();
  form.set("image", file, file.name || "pasted-image.png");
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.set(name, String(value));
  return form;
}

/**
 * The input card's state and submit: the form hook with the handler's schemas (./check-form-schema.ts),
 * the photo (./use-photo-choice.ts, a shared one preloaded by ./use-shared-photo.ts), and the
 * steps of a check reported to `onPhase`. A photo goes through the closet's intake first (its real
 * type read, a HEIC decoded, a large one scaled down) before a byte is sent. Once the check is
 * kept the form starts afresh, in the mode in use; a refusal leaves everything as it was.
 */
export function useCheckForm({
  shared,
  onPhase,
  onChecked,
}: {
  shared: SharedPhoto | null;
  onPhase: (phase: CheckPhase) => void;
  onChecked: (check: BuyCheckView) => void;
}) {
  // The mode a fresh form starts in: the one in use, so "check it" again keeps to photos or links.
  const [startMode, setStartMode] = useState<CheckMode>("photo");
  const form = useZodForm({
    loadSchema: () => import("./check-form-schema").then((module) => module.checkFormSchema),
    initial: { ...EMPTY, mode: startMode },
    submit: async (input) => {
      if (input.mode === "link") {
        onPhase("link");
        return createBuyCheck(input.body);
      }
      if (!photo.photo) throw new Error(BUY_SCREEN_TEXT.form.needPhoto);
      onPhase("preparing");
      const prepared = await intakePhoto(photo.photo);
      if (!prepared.ok) throw new Error(prepared.message);
      onPhase("photo");
      return createBuyCheck(photoForm(prepared.file, input.fields));
    },
    onSuccess: (check) => afterCheck(check),
    onError: () => onPhase(null),
  });
  const photo = usePhotoChoice({ pasting: !form.busy, onChosen: () => changeMode("photo") });
  const sharedPhoto = useSharedPhoto(shared, photo.choose);

  function changeMode(next: CheckMode) {
    setStartMode(next);
    form.setField("mode", next);
  }

  function afterCheck(check: BuyCheckView) {
    onPhase(null);
    sharedPhoto.settle();
    form.reset();
    photo.remove();
    onChecked(check);
  }

  /** "check it": without a photo in photo mode, said under the zone; else the form hook checks and sends. */
  function submit(event: FormEvent<HTMLFormElement>) {
    if (form.values.mode === "photo" && !photo.photo) {
      event.preventDefault();
      photo.setError(BUY_SCREEN_TEXT.form.needPhoto);
      return;
    }
    form.handleSubmit(event);
  }

  const { values, field, formRef, busy, failure } = form;
  return {
    mode: values.mode,
    field,
    formRef,
    busy,
    failure,
    photo,
    sharedLoading: sharedPhoto.loading,
    changeMode,
    submit,
  };
}
