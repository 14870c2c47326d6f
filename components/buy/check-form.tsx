"use client";

import { FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { describeError } from "@/lib/api-client";
import type { BuyCheckView } from "@/lib/buy-checks/contract";
import { BUY_SCREEN_TEXT } from "@/lib/messages/buy-screen";
import { useId } from "react";
import type { CheckMode } from "./check-form-schema";
import { PhotoField } from "./photo-field";
import { type CheckPhase, useCheckForm } from "./use-check-form";
import type { SharedPhoto } from "./use-shared-photo";

export type { CheckPhase };

const TEXT = BUY_SCREEN_TEXT.form;

/**
 * The input card: a photo (chosen, dropped, pasted anywhere, or shared from the phone) or a shop
 * link, with an optional price. "check it" sends it (./use-check-form.ts); the step under way is
 * reported (`onPhase`) and the new check handed to `onChecked`, after which the form starts afresh.
 * A refusal is shown under the button in the server's words, and everything typed or chosen stays
 * for another try.
 */
export function CheckForm({
  shared,
  onPhase,
  onChecked,
}: {
  shared: SharedPhoto | null;
  onPhase: (phase: CheckPhase) => void;
  onChecked: (check: BuyCheckView) => void;
}) {
  const id = useId();
  const { mode, field, formRef, busy, failure, photo, sharedLoading, changeMode, submit } = useCheckForm({
    shared,
    onPhase,
    onChecked,
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-(--radius-card) border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-heading font-normal">
        {TEXT.title}
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-4 grid gap-5">
        <ModeChoice mode={mode} disabled={busy} onChange={changeMode} />
        {mode === "photo" ? (
          <PhotoField
            photo={photo.photo}
            preview={photo.previewUrl}
            onFiles={photo.onFiles}
            onRemove={photo.remove}
            error={photo.error}
            busy={busy}
            loadingShared={sharedLoading}
          />
        ) : null}
        <TextFields mode={mode} field={field} busy={busy} />
        {failure ? (
          <p role="alert" className="text-sm text-destructive" data-testid="check-error">
            {describeError(failure)}
          </p>
        ) : null}
        <Button type="submit" variant="accent" disabled={busy || sharedLoading} aria-busy={busy}>
          <BusyLabel busy={busy} busyLabel={TEXT.checking}>
            {TEXT.submit}
          </BusyLabel>
        </Button>
      </form>
    </section>
  );
}

/** A photo's name and brand, or the shop link; then the price and currency, as the closet item form has them. */
function TextFields({
  mode,
  field,
  busy,
}: {
  mode: CheckMode;
  field: ReturnType<typeof useCheckForm>["field"];
  busy: boolean;
}) {
  return (
    <>
      {mode === "photo" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={TEXT.name} autoComplete="off" disabled={busy} {...field("name")} />
          <FormField label={TEXT.brand} autoComplete="off" disabled={busy} {...field("brand")} />
        </div>
      ) : (
        <FormField
          label={TEXT.url}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={TEXT.urlPlaceholder}
          disabled={busy}
          {...field("url")}
        />
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-4">
        <FormField label={TEXT.price} inputMode="decimal" autoComplete="off" disabled={busy} {...field("price")} />
        <FormField
          label={TEXT.currency}
          maxLength={3}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={TEXT.currencyPlaceholder}
          className="uppercase"
          disabled={busy}
          {...field("currency")}
        />
      </div>
    </>
  );
}

/** Photo or link: native radios (arrows move between them; nothing typed in the other is lost). */
function ModeChoice({
  mode,
  disabled,
  onChange,
}: {
  mode: CheckMode;
  disabled: boolean;
  onChange: (mode: CheckMode) => void;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{TEXT.mode}</legend>
      <div className="flex flex-wrap gap-2">
        {(["photo", "link"] as const).map((option) => (
          <label
            key={option}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-input bg-surface px-4 text-sm has-checked:border-foreground has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="size-4 accent-(--color-accent)"
            />
            {TEXT[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
