"use client";

import { FIELD_LABEL_CLASS, NativeSelect } from "@/components/ui/native-select";
import { useInstalledModels } from "@/components/uploads/installed-models";
import { MODEL_SIZES, type ModelSize } from "@/lib/background-removal/config";
import { MODEL_PICKER_TEXT } from "@/lib/messages/uploads";
import type { ModelStatus as ModelState } from "@/lib/uploads/queue";
import { Info } from "lucide-react";

/**
 * SPEC §5 model choice (small / medium / large; medium by default), a native select (issue #31). A size
 * the server lacks (`installed`, from the page's InstalledModelsProvider) stays listed but disabled, its
 * reason in its label ("large · not installed on this server", issue #46); `value` is already one that
 * runs (see installedChoice). With no model known at all there is nothing to choose.
 */
export function ModelSelect({
  value,
  onChange,
  disabled,
}: {
  value: ModelSize;
  onChange: (next: ModelSize) => void;
  disabled?: boolean;
}) {
  const installed = useInstalledModels();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="removal-model" className={FIELD_LABEL_CLASS}>
        {MODEL_PICKER_TEXT.label}
      </label>
      <NativeSelect
        id="removal-model"
        aria-label={MODEL_PICKER_TEXT.ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value as ModelSize)}
        disabled={disabled || installed.length === 0}
      >
        {MODEL_SIZES.map((size) =>
          installed.includes(size) ? (
            <option key={size} value={size}>
              {MODEL_PICKER_TEXT.sizes[size]}
            </option>
          ) : (
            <option key={size} value={size} disabled>
              {MODEL_PICKER_TEXT.notInstalled(size)}
            </option>
          ),
        )}
      </NativeSelect>
    </div>
  );
}

export function fallbackMessage(model: { requested: ModelSize; used: ModelSize }): string {
  return `the ${model.requested} model isn't installed on this server, so the ${model.used} one is used.`;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0);

/**
 * The first use downloads the model and runtime once (later uploads read them from the browser's
 * storage): say so, with progress, instead of leaving the first photo silently 'waiting'.
 */
export function ModelStatus({ state }: { state: ModelState }) {
  const { download, resolved } = state;
  if (!download && !resolved?.fallback) return null;
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {download ? (
        <div className="rounded-2xl border border-border bg-surface p-4" data-testid="model-download">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <p className="font-medium">getting background removal ready (first time only)</p>
            <p className="shrink-0 text-muted-foreground tabular-nums">
              {megabytes(download.loaded)} of {megabytes(download.total)} MB
            </p>
          </div>
          <div
            role="progressbar"
            aria-label="background-removal model download"
            aria-valuemin={0}
            aria-valuemax={download.total}
            aria-valuenow={download.loaded}
            className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-300"
              style={{ width: `${download.total ? Math.min(100, (download.loaded / download.total) * 100) : 0}%` }}
            />
          </div>
        </div>
      ) : null}
      {resolved?.fallback ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="model-fallback">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {fallbackMessage(resolved)}
        </p>
      ) : null}
    </div>
  );
}
