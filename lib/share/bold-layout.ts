import { SHARE_IMAGE_HEIGHT as H, SHARE_IMAGE_WIDTH as W } from "@/lib/constants";

/** A tile of the 'bold' share template: its card's box (padding included) and its tilt. */
export type BoldSpot = { left: number; top: number; width: number; height: number; rotate: number };
type Rect = { left: number; top: number; right: number; bottom: number };

/** The frame's inset, and the caption's band above the tiles. */
export const BOLD_PADDING = 64;
/** Where the wordmark's pill sits (bottom-left): no tile may reach into it. */
export const BOLD_WORDMARK: Rect = { left: BOLD_PADDING, top: H - 56 - 64, right: BOLD_PADDING + 340, bottom: H - 56 };

/**
 * The tiles of the 'bold' template: tilted cards under a big caption. They used to overlap, so one
 * tile hid the lower half of another (trousers looked like shorts: issue #41 point 13); now every
 * card, tilted, stays clear of the others, the caption's band, the wordmark and the frame's edge
 * (tests/unit/share-bold-layout.test.ts checks each count). `captionHeight` is the caption's band.
 */
export function boldLayout(count: number): { captionHeight: number; spots: BoldSpot[] } {
  if (count <= 1) return { captionHeight: 470, spots: [{ left: 250, top: 580, width: 580, height: 620, rotate: -4 }] };
  if (count === 2)
    return {
      captionHeight: 470,
      spots: [
        { left: 64, top: 590, width: 440, height: 560, rotate: -3 },
        { left: 572, top: 610, width: 440, height: 560, rotate: 3 },
      ],
    };
  const tile = { width: 444, height: 336 };
  const spots: BoldSpot[] = [
    { left: 64, top: 500, rotate: -3, ...tile },
    { left: 572, top: 512, rotate: 3, ...tile },
    count === 3 ? { left: 318, top: 876, rotate: -2, ...tile } : { left: 64, top: 870, rotate: 2, ...tile },
  ];
  if (count >= 4) spots.push({ left: 572, top: 876, rotate: -3, ...tile });
  return { captionHeight: 400, spots };
}

/** The upright box a tilted card covers (rotated about its centre, as CSS does). */
export function coveredBox(spot: BoldSpot): Rect {
  const angle = (Math.abs(spot.rotate) * Math.PI) / 180;
  const width = spot.width * Math.cos(angle) + spot.height * Math.sin(angle);
  const height = spot.width * Math.sin(angle) + spot.height * Math.cos(angle);
  const [cx, cy] = [spot.left + spot.width / 2, spot.top + spot.height / 2];
  return { left: cx - width / 2, top: cy - height / 2, right: cx + width / 2, bottom: cy + height / 2 };
}

export const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The frame, inside which every tile stays. */
export const BOLD_FRAME: Rect = { left: 0, top: 0, right: W, bottom: H };
