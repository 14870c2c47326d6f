import "server-only";

import { unreadableImage } from "@/lib/errors";
import type { ColourProfile } from "@/lib/vision/cluster";
import { readGarment } from "@/lib/vision/garment";

export type { ColourProfile, FigureRegions, Swatch } from "@/lib/vision/cluster";

/**
 * Dominant colours of the garment's own pixels (lib/vision/garment.ts: its mask, never the
 * background), with its silhouette and, for a standing figure, the colours per region. 422 when the
 * bytes are no image.
 */
export async function analyzeColours(bytes: Uint8Array): Promise<ColourProfile> {
  try {
    return (await readGarment(bytes)).colours;
  } catch {
    throw unreadableImage();
  }
}
