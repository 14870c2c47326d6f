"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { BusyLabel, Spinner } from "@/components/ui/spinner";
import { describeError } from "@/lib/api-client";
import {
  compositeMaskOnWhite,
  grayRgbaToMask,
  paintDab,
  paintStroke,
  type BrushMode,
} from "@/lib/background-removal/mask";
import { MASK_EDITOR_TEXT as TEXT } from "@/lib/messages/item-image";
import { cn } from "@/lib/ui/cn";
import { Eraser, PaintbrushVertical, Undo2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

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

type View = "cutout" | "overlay";
type Loaded = { width: number; height: number; photo: Uint8ClampedArray<ArrayBuffer>; mask: Uint8Array };
type Rect = { left: number; top: number; right: number; bottom: number };

const MAX_UNDO = 30;
const MIN_BRUSH = 4;
const MAX_BRUSH = 80;
/** The overlay's tint over removed parts. */
const TINT = [236, 72, 110] as const;

async function decode(blob: Blob, width?: number, height?: number) {
  const bitmap = await createImageBitmap(blob);
  const w = width ?? bitmap.width;
  const h = height ?? bitmap.height;
  const context = new OffscreenCanvas(w, h).getContext("2d", { willReadFrequently: true })!;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  return { width: w, height: h, pixels: context.getImageData(0, 0, w, h).data };
}

async function load(original: Blob, mask: Blob): Promise<Loaded> {
  const decodedMask = await decode(mask);
  const photo = await decode(original, decodedMask.width, decodedMask.height);
  return {
    width: decodedMask.width,
    height: decodedMask.height,
    photo: photo.pixels,
    mask: grayRgbaToMask(decodedMask.pixels),
  };
}

/**
 * The erase/restore brush on a cut-out's mask (issue #25): the photo shows as the cut-out on white
 * (or with the removed parts tinted), "erase" paints background and "restore" garment, with Pointer
 * Events (mouse, pen, touch; the canvas takes no scrolling gestures), a brush size, and undo (the
 * button or Ctrl/Cmd+Z; a stack of mask snapshots, one per stroke). "save" composites the photo ×
 * the mask onto white into a PNG and hands it to `onSave`. Self-contained: a dialog, open while
 * mounted.
 */
export function MaskEditor({ original, mask, onSave, onCancel, fileName = "cutout.png" }: MaskEditorProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [mode, setMode] = useState<BrushMode>("erase");
  const [view, setView] = useState<View>("cutout");
  const [brush, setBrush] = useState(24);
  const [undoCount, setUndoCount] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const undoStack = useRef<Uint8Array[]>([]);
  const stroke = useRef<{ pointerId: number; last: { x: number; y: number } } | null>(null);
  const dirty = useRef<Rect | null>(null);
  const frame = useRef<number | null>(null);
  const ids = { size: useId(), hint: useId() };

  useEffect(() => {
    let live = true;
    load(original, mask).then(
      (result) => live && setLoaded(result),
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [original, mask]);

  /** Redraws the part of the canvas that changed (all of it without a rect). */
  const draw = useCallback(
    (rect?: Rect) => {
      const canvas = canvasRef.current;
      if (!canvas || !loaded) return;
      const { width, height, photo, mask: pixels } = loaded;
      const area = rect ?? { left: 0, top: 0, right: width - 1, bottom: height - 1 };
      const w = area.right - area.left + 1;
      const h = area.bottom - area.top + 1;
      if (w <= 0 || h <= 0) return;
      const out = new ImageData(w, h);
      for (let row = 0; row < h; row++) {
        for (let col = 0; col < w; col++) {
          const index = (area.top + row) * width + area.left + col;
          const keep = pixels[index]! / 255;
          const at = index * 4;
          const to = (row * w + col) * 4;
          for (let channel = 0; channel < 3; channel++) {
            const value = photo[at + channel]!;
            const away = view === "cutout" ? 255 : value * 0.35 + TINT[channel]! * 0.65;
            out.data[to + channel] = value * keep + away * (1 - keep);
          }
          out.data[to + 3] = 255;
        }
      }
      canvas.getContext("2d")!.putImageData(out, area.left, area.top);
    },
    [loaded, view],
  );

  useEffect(() => draw(), [draw]);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const schedule = (rect: Rect) => {
    const current = dirty.current;
    dirty.current = current
      ? {
          left: Math.min(current.left, rect.left),
          top: Math.min(current.top, rect.top),
          right: Math.max(current.right, rect.right),
          bottom: Math.max(current.bottom, rect.bottom),
        }
      : rect;
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const next = dirty.current;
      dirty.current = null;
      if (next) draw(next);
    });
  };

  /** Pointer position in mask pixels, and the brush radius in mask pixels. */
  const toMask = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = loaded!.width / box.width;
    return {
      point: { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale },
      radius: (brush / 2) * scale,
    };
  };

  const around = (from: { x: number; y: number }, to: { x: number; y: number }, radius: number): Rect => ({
    left: Math.max(0, Math.floor(Math.min(from.x, to.x) - radius - 1)),
    top: Math.max(0, Math.floor(Math.min(from.y, to.y) - radius - 1)),
    right: Math.min(loaded!.width - 1, Math.ceil(Math.max(from.x, to.x) + radius + 1)),
    bottom: Math.min(loaded!.height - 1, Math.ceil(Math.max(from.y, to.y) + radius + 1)),
  });

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!loaded || saving || stroke.current || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    undoStack.current.push(loaded.mask.slice());
    if (undoStack.current.length > MAX_UNDO) undoStack.current.shift();
    setUndoCount(undoStack.current.length);
    const { point, radius } = toMask(event);
    paintDab(loaded.mask, loaded.width, loaded.height, { ...point, radius, mode });
    stroke.current = { pointerId: event.pointerId, last: point };
    schedule(around(point, point, radius));
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    if (!loaded || !current || current.pointerId !== event.pointerId) return;
    const { point, radius } = toMask(event);
    paintStroke(loaded.mask, loaded.width, loaded.height, { from: current.last, to: point, radius, mode });
    schedule(around(current.last, point, radius));
    current.last = point;
  };

  const endStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointerId === event.pointerId) stroke.current = null;
  };

  const undo = useCallback(() => {
    const previous = undoStack.current.pop();
    if (!previous || !loaded) return;
    loaded.mask.set(previous);
    setUndoCount(undoStack.current.length);
    draw();
  }, [draw, loaded]);

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
      const pixels = compositeMaskOnWhite(loaded.photo, loaded.mask);
      const canvas = new OffscreenCanvas(loaded.width, loaded.height);
      canvas.getContext("2d")!.putImageData(new ImageData(pixels, loaded.width, loaded.height), 0, 0);
      const blob = await canvas.convertToBlob({ type: "image/png" });
      const name = `${fileName.replace(/\.[^.]*$/, "") || "cutout"}.png`;
      await onSave(new File([blob], name, { type: "image/png" }));
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
        <div
          className="grid min-h-40 min-w-0 grid-cols-[minmax(0,1fr)] place-items-center overflow-hidden rounded-xl border border-border bg-muted"
          aria-busy={!loaded && !loadError}
        >
          {loadError ? (
            <p role="alert" className="p-6 text-sm text-destructive">
              {TEXT.loadFailed}
            </p>
          ) : loaded ? (
            <canvas
              ref={canvasRef}
              width={loaded.width}
              height={loaded.height}
              role="img"
              aria-label={TEXT.canvasLabel}
              aria-describedby={ids.hint}
              data-testid="mask-canvas"
              className={cn(
                "block max-h-[55dvh] w-auto max-w-full touch-none select-none",
                saving ? "cursor-wait" : "cursor-crosshair",
              )}
              style={{ aspectRatio: `${loaded.width} / ${loaded.height}` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endStroke}
              onPointerCancel={endStroke}
              onLostPointerCapture={endStroke}
            />
          ) : (
            <div className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
              <Spinner size="sm" label={TEXT.loading} />
              <span aria-hidden>{TEXT.loading}</span>
            </div>
          )}
        </div>
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
                onClick={() => setMode(option)}
              >
                {option === "erase" ? <Eraser aria-hidden /> : <PaintbrushVertical aria-hidden />}
                {option === "erase" ? TEXT.erase : TEXT.restore}
              </Button>
            ))}
          </fieldset>
          <div className="flex items-center gap-3">
            <label htmlFor={ids.size} className="shrink-0 text-sm font-medium">
              {TEXT.size}
            </label>
            <input
              id={ids.size}
              type="range"
              min={MIN_BRUSH}
              max={MAX_BRUSH}
              step={2}
              value={brush}
              onChange={(event) => setBrush(Number(event.target.value))}
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
                  onChange={() => setView(option)}
                />
                {option === "cutout" ? TEXT.viewCutout : TEXT.viewOverlay}
              </label>
            ))}
          </fieldset>
        </div>
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {TEXT.undoHint}
        </p>
        {saveError ? (
          <p role="alert" className="text-sm text-destructive">
            {saveError}
          </p>
        ) : null}
        <DialogFooter className="flex flex-wrap gap-2 sm:justify-between">
          <Button type="button" variant="secondary" size="sm" onClick={undo} disabled={undoCount === 0 || saving}>
            <Undo2 aria-hidden />
            {TEXT.undo}
          </Button>
          <div className="flex gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
              {TEXT.cancel}
            </Button>
            <Button type="button" size="sm" onClick={() => void save()} disabled={!loaded || saving}>
              <BusyLabel busy={saving} busyLabel={TEXT.saving}>
                {TEXT.save}
              </BusyLabel>
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
