"use client";

import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { BusyLabel } from "@/components/ui/spinner";
import type { BrushMode } from "@/lib/background-removal/mask";
import { MASK_EDITOR_TEXT as TEXT } from "@/lib/messages/item-image";
import { type MaskView, MAX_BRUSH, MIN_BRUSH } from "@/lib/uploads/mask-brush";
import { Eraser, PaintbrushVertical, Undo2 } from "lucide-react";
import { useId } from "react";

/** The brush's settings under the canvas: erase or restore, the brush size, and the cut-out or overlay view. */
export function MaskEditorControls({
  mode,
  onMode,
  brush,
  onBrush,
  view,
  onView,
}: {
  mode: BrushMode;
  onMode(mode: BrushMode): void;
  brush: number;
  onBrush(size: number): void;
  view: MaskView;
  onView(view: MaskView): void;
}) {
  const sizeId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-x-6">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{TEXT.mode}</legend>
        {(["erase", "restore"] as const).map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={mode === option ? "primary" : "secondary"}
            aria-pressed={mode === option}
            onClick={() => onMode(option)}
          >
            {option === "erase" ? <Eraser aria-hidden /> : <PaintbrushVertical aria-hidden />}
            {option === "erase" ? TEXT.erase : TEXT.restore}
          </Button>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <label htmlFor={sizeId} className="shrink-0 text-sm font-medium">
          {TEXT.size}
        </label>
        <input
          id={sizeId}
          type="range"
          min={MIN_BRUSH}
          max={MAX_BRUSH}
          step={2}
          value={brush}
          onChange={(event) => onBrush(Number(event.target.value))}
          aria-valuetext={`${brush} px`}
          className="h-9 w-full accent-(--color-primary)"
        />
        <span aria-hidden className="w-12 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
          {brush} px
        </span>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{TEXT.view}</legend>
        {(["cutout", "overlay"] as const).map((option) => (
          <label key={option} className="inline-flex min-h-9 items-center gap-2">
            <input
              type="radio"
              name="mask-view"
              value={option}
              checked={view === option}
              onChange={() => onView(option)}
            />
            {option === "cutout" ? TEXT.viewCutout : TEXT.viewOverlay}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The editor's last row: undo on the left, cancel and save on the right, all held while a save runs. */
export function MaskEditorFooter({
  onUndo,
  canUndo,
  onCancel,
  onSave,
  canSave,
  saving,
}: {
  onUndo(): void;
  canUndo: boolean;
  onCancel(): void;
  onSave(): void;
  canSave: boolean;
  saving: boolean;
}) {
  return (
    <DialogFooter className="flex flex-wrap gap-2 sm:justify-between">
      <Button type="button" variant="secondary" size="sm" onClick={onUndo} disabled={!canUndo || saving}>
        <Undo2 aria-hidden />
        {TEXT.undo}
      </Button>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </Button>
        <Button type="button" size="sm" onClick={onSave} disabled={!canSave || saving}>
          <BusyLabel busy={saving} busyLabel={TEXT.saving}>
            {TEXT.save}
          </BusyLabel>
        </Button>
      </div>
    </DialogFooter>
  );
}
