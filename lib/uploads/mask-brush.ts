import { type BrushMode, paintDab, paintStroke } from "@/lib/background-removal/mask";

/**
 * The mask brush's model (issue #25), kept out of the React component so unit tests run it: where a
 * pointer lands on the mask, which pixels a stroke touches, how the mask is shown, and the undo
 * stack. Only typed arrays and numbers; the component owns the canvas and the pointer events.
 */

export type MaskView = "cutout" | "overlay";
export type Point = { x: number; y: number };
/** Inclusive pixel bounds on the mask. */
export type Rect = { left: number; top: number; right: number; bottom: number };

export const MAX_UNDO = 30;
export const MIN_BRUSH = 4;
export const MAX_BRUSH = 80;
/** The overlay's tint over removed parts. */
const TINT = [236, 72, 110] as const;

export function wholeRect(width: number, height: number): Rect {
  return { left: 0, top: 0, right: width - 1, bottom: height - 1 };
}

/** The smallest rect holding both (just `next` when there is no `current`). */
export function unionRect(current: Rect | null, next: Rect): Rect {
  if (!current) return next;
  return {
    left: Math.min(current.left, next.left),
    top: Math.min(current.top, next.top),
    right: Math.max(current.right, next.right),
    bottom: Math.max(current.bottom, next.bottom),
  };
}

/** The pixels a stroke from `from` to `to` can touch, with a pixel of margin, clipped to the mask. */
export function strokeBounds(from: Point, to: Point, radius: number, width: number, height: number): Rect {
  return {
    left: Math.max(0, Math.floor(Math.min(from.x, to.x) - radius - 1)),
    top: Math.max(0, Math.floor(Math.min(from.y, to.y) - radius - 1)),
    right: Math.min(width - 1, Math.ceil(Math.max(from.x, to.x) + radius + 1)),
    bottom: Math.min(height - 1, Math.ceil(Math.max(from.y, to.y) + radius + 1)),
  };
}

/**
 * A pointer position on the shown canvas (client pixels) → the point in mask pixels, and the brush
 * (its on-screen diameter) → a radius in mask pixels: the canvas is drawn scaled to fit.
 */
export function toMaskSpace(
  client: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number },
  maskWidth: number,
  brush: number,
): { point: Point; radius: number } {
  const scale = maskWidth / box.width;
  return {
    point: { x: (client.clientX - box.left) * scale, y: (client.clientY - box.top) * scale },
    radius: (brush / 2) * scale,
  };
}

/**
 * The RGBA pixels of `area` as the editor shows them: the photo × the mask onto white ("cutout"),
 * or with the removed parts tinted ("overlay"). Null for an empty area.
 */
export function renderMaskView(
  photo: Uint8Array | Uint8ClampedArray,
  mask: Uint8Array,
  width: number,
  area: Rect,
  view: MaskView,
): { width: number; height: number; pixels: Uint8ClampedArray<ArrayBuffer> } | null {
  const w = area.right - area.left + 1;
  const h = area.bottom - area.top + 1;
  if (w <= 0 || h <= 0) return null;
  const pixels = new Uint8ClampedArray(w * h * 4);
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      const index = (area.top + row) * width + area.left + col;
      const keep = mask[index]! / 255;
      const at = index * 4;
      const to = (row * w + col) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const value = photo[at + channel]!;
        const away = view === "cutout" ? 255 : value * 0.35 + TINT[channel]! * 0.65;
        pixels[to + channel] = value * keep + away * (1 - keep);
      }
      pixels[to + 3] = 255;
    }
  }
  return { width: w, height: h, pixels };
}

/** The saved cut-out's name: `fileName` with a .png extension ("cutout.png" when nothing is left). */
export function cutoutFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, "") || "cutout"}.png`;
}

/** The last `limit` mask snapshots, newest on top. */
export class UndoStack {
  private readonly snapshots: Uint8Array[] = [];
  constructor(private readonly limit = MAX_UNDO) {}

  get size(): number {
    return this.snapshots.length;
  }

  /** Keeps a copy of `mask`; the oldest snapshot goes once there are more than `limit`. */
  push(mask: Uint8Array): void {
    this.snapshots.push(mask.slice());
    if (this.snapshots.length > this.limit) this.snapshots.shift();
  }

  pop(): Uint8Array | undefined {
    return this.snapshots.pop();
  }
}

/**
 * Strokes on one mask, painted in place: one pointer draws at a time, each stroke first pushes a
 * snapshot onto the undo stack, and every paint returns the rect that needs redrawing.
 */
export class MaskBrush {
  private readonly history: UndoStack;
  private stroke: { pointerId: number; last: Point } | null = null;

  constructor(
    readonly mask: Uint8Array,
    readonly width: number,
    readonly height: number,
    undoLimit = MAX_UNDO,
  ) {
    this.history = new UndoStack(undoLimit);
  }

  /** A stroke is under way (a second pointer is ignored until it ends). */
  get drawing(): boolean {
    return this.stroke !== null;
  }

  /** `pointerId` is the one drawing. */
  drawingWith(pointerId: number): boolean {
    return this.stroke?.pointerId === pointerId;
  }

  get undoDepth(): number {
    return this.history.size;
  }

  /** Starts a stroke with one dab; null (nothing painted) while another pointer is drawing. */
  begin(pointerId: number, point: Point, radius: number, mode: BrushMode): Rect | null {
    if (this.stroke) return null;
    this.history.push(this.mask);
    paintDab(this.mask, this.width, this.height, { ...point, radius, mode });
    this.stroke = { pointerId, last: point };
    return strokeBounds(point, point, radius, this.width, this.height);
  }

  /** Continues the stroke of `pointerId` to `point`; null when that pointer is not drawing. */
  extend(pointerId: number, point: Point, radius: number, mode: BrushMode): Rect | null {
    const current = this.stroke;
    if (!current || current.pointerId !== pointerId) return null;
    paintStroke(this.mask, this.width, this.height, { from: current.last, to: point, radius, mode });
    const rect = strokeBounds(current.last, point, radius, this.width, this.height);
    current.last = point;
    return rect;
  }

  end(pointerId: number): void {
    if (this.stroke?.pointerId === pointerId) this.stroke = null;
  }

  /** Puts back the mask as it was before the last stroke; false when there is nothing to undo. */
  undo(): boolean {
    const previous = this.history.pop();
    if (!previous) return false;
    this.mask.set(previous);
    return true;
  }
}
