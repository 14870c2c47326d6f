"use client";

import { type BrushMode, grayRgbaToMask } from "@/lib/background-removal/mask";
import {
  MaskBrush,
  type MaskView,
  type Rect,
  renderMaskView,
  toMaskSpace,
  unionRect,
  wholeRect,
} from "@/lib/uploads/mask-brush";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";

/** The photo's pixels at the mask's size, and the brush over the decoded mask. */
export type LoadedMask = { width: number; height: number; photo: Uint8ClampedArray<ArrayBuffer>; brush: MaskBrush };

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

async function load(original: Blob, mask: Blob): Promise<LoadedMask> {
  const decodedMask = await decode(mask);
  const photo = await decode(original, decodedMask.width, decodedMask.height);
  const { width, height } = decodedMask;
  return {
    width,
    height,
    photo: photo.pixels,
    brush: new MaskBrush(grayRgbaToMask(decodedMask.pixels), width, height),
  };
}

/** Decodes the photo and its mask once per pair; `failed` when either cannot be read. */
function useLoadedMask(original: Blob, mask: Blob) {
  const [loaded, setLoaded] = useState<LoadedMask | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load(original, mask).then(
      (result) => live && setLoaded(result),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [original, mask]);
  return { loaded, failed };
}

/** Draws the mask view on the canvas: `draw` at once, `schedule` batched into the next frame. */
function useMaskCanvas(loaded: LoadedMask | null, view: MaskView) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const dirty = useRef<Rect | null>(null);
  const frame = useRef<number | null>(null);

  /** Redraws the part of the canvas that changed (all of it without a rect). */
  const draw = useCallback(
    (rect?: Rect) => {
      const canvas = canvasRef.current;
      if (!canvas || !loaded) return;
      const { width, height, photo, brush } = loaded;
      const area = rect ?? wholeRect(width, height);
      const out = renderMaskView(photo, brush.mask, width, area, view);
      if (!out) return;
      canvas.getContext("2d")!.putImageData(new ImageData(out.pixels, out.width, out.height), area.left, area.top);
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
    dirty.current = unionRect(dirty.current, rect);
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const next = dirty.current;
      dirty.current = null;
      if (next) draw(next);
    });
  };

  return { canvasRef, draw, schedule };
}

/**
 * The mask editor's canvas side: the decoded photo and mask, Pointer Events painting with the brush
 * (redrawn once a frame), and undo. `locked` (while saving) refuses new strokes.
 */
export function useMaskBrush({
  original,
  mask,
  view,
  mode,
  brushSize,
  locked,
}: {
  original: Blob;
  mask: Blob;
  view: MaskView;
  mode: BrushMode;
  brushSize: number;
  locked: boolean;
}) {
  const { loaded, failed } = useLoadedMask(original, mask);
  const { canvasRef, draw, schedule } = useMaskCanvas(loaded, view);
  const [undoCount, setUndoCount] = useState(0);

  const toMask = (event: PointerEvent<HTMLCanvasElement>) =>
    toMaskSpace(event, event.currentTarget.getBoundingClientRect(), loaded!.width, brushSize);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!loaded || locked || loaded.brush.drawing || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { point, radius } = toMask(event);
    const rect = loaded.brush.begin(event.pointerId, point, radius, mode);
    setUndoCount(loaded.brush.undoDepth);
    if (rect) schedule(rect);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!loaded?.brush.drawingWith(event.pointerId)) return;
    const { point, radius } = toMask(event);
    const rect = loaded.brush.extend(event.pointerId, point, radius, mode);
    if (rect) schedule(rect);
  };

  const endStroke = (event: PointerEvent<HTMLCanvasElement>) => loaded?.brush.end(event.pointerId);

  const undo = useCallback(() => {
    if (!loaded || !loaded.brush.undo()) return;
    setUndoCount(loaded.brush.undoDepth);
    draw();
  }, [draw, loaded]);

  return {
    loaded,
    loadError: failed,
    canvasRef,
    canvasHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endStroke,
      onPointerCancel: endStroke,
      onLostPointerCapture: endStroke,
    },
    undoCount,
    undo,
  };
}
