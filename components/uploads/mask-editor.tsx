"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { describeError } from "@/lib/api-client";
import { type BrushMode, compositeMaskOnWhite } from "@/lib/background-removal/mask";
import { MASK_EDITOR_TEXT as TEXT } from "@/lib/messages/item-image";
import { cutoutFileName, type MaskView } from "@/lib/uploads/mask-brush";
import { type KeyboardEvent, useId, useState } from "react";
import { MaskCanvas } from "./mask-canvas";
import { MaskEditorControls, MaskEditorFooter } from "./mask-editor-controls";
import { type LoadedMask, useMaskBrush } from "./use-mask-brush";

export type MaskEditorProps = {
  /** The photo as shot; drawn at the mask's size. */
  original: Blob;
  /** The cut-out's mask: an opaque grayscale image, white = garment (lib/background-removal/mask.ts). */
  mask: Blob;
  /** Gets the mended cut-out (the photo × the mask on white, PNG); a rejection keeps the editor open with its reason. */
  onSave(file: File): Promise<void>;
  onCancel(): void;
  /** Name of the saved file (its extension becomes .png); default "cutout.png". */
  fileName?: string;
};

/** The photo × the mended mask onto white, as a PNG file. */
async function encodeCutout(loaded: LoadedMask, fileName: string): Promise<File> {
  const pixels = compositeMaskOnWhite(loaded.photo, loaded.brush.mask);
  const canvas = new OffscreenCanvas(loaded.width, loaded.height);
  canvas.getContext("2d")!.putImageData(new ImageData(pixels, loaded.width, loaded.height), 0, 0);
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return new File([blob], cutoutFileName(fileName), { type: "image/png" });
}

/**
 * The erase/restore brush on a cut-out's mask (issue #25): the photo shows as the cut-out on white
 * (or with the removed parts tinted), "erase" paints background and "restore" garment, with Pointer
 * Events (mouse, pen, touch; the canvas takes no scrolling gestures), a brush size, and undo (the
 * button or Ctrl/Cmd+Z; a stack of mask snapshots, one per stroke). "save" composites the photo ×
 * the mask onto white into a PNG and hands it to `onSave`. Self-contained: a dialog, open while
 * mounted. The painting and its undo live in lib/uploads/mask-brush.ts, the canvas in use-mask-brush.
 */
export function MaskEditor({ original, mask, onSave, onCancel, fileName = "cutout.png" }: MaskEditorProps) {
  const [mode, setMode] = useState<BrushMode>("erase");
  const [view, setView] = useState<MaskView>("cutout");
  const [brush, setBrush] = useState(24);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const hintId = useId();
  const { loaded, loadError, canvasRef, canvasHandlers, undoCount, undo } = useMaskBrush({
    original,
    mask,
    view,
    mode,
    brushSize: brush,
    locked: saving,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z") {
      event.preventDefault();
      undo();
    }
  };

  async function save() {
    if (!loaded || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(await encodeCutout(loaded, fileName));
    } catch (error) {
      setSaveError(TEXT.saveFailed(describeError(error)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent className="max-w-3xl gap-4 p-4 sm:p-6" onKeyDown={onKeyDown} data-testid="mask-editor">
        <div className="grid gap-1">
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription>{TEXT.description}</DialogDescription>
        </div>
        <MaskCanvas
          loaded={loaded}
          loadError={loadError}
          canvasRef={canvasRef}
          handlers={canvasHandlers}
          saving={saving}
          hintId={hintId}
        />
        <MaskEditorControls
          mode={mode}
          onMode={setMode}
          brush={brush}
          onBrush={setBrush}
          view={view}
          onView={setView}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {TEXT.undoHint}
        </p>
        {saveError ? (
          <p role="alert" className="text-sm text-destructive">
            {saveError}
          </p>
        ) : null}
        <MaskEditorFooter
          onUndo={undo}
          canUndo={undoCount > 0}
          onCancel={onCancel}
          onSave={() => void save()}
          canSave={loaded !== null}
          saving={saving}
        />
      </DialogContent>
    </Dialog>
  );
}
