import type { ColourName } from "@/lib/ai/vocabulary";
import { chroma, deltaE, type Lab } from "./lab";
import { nameColour } from "./palette";
import type { Shape } from "./shape";

export type Swatch = { name: ColourName; lab: Lab; share: number };
/**
 * The garment's colours (background removed), largest share first; shares sum to 1. `shape` is the
 * silhouette (./shape.ts) when the profile was read from pixels; the owner's corrections are matched by it.
 */
export type ColourProfile = {
  swatches: Swatch[];
  lightness: number;
  chroma: number;
  regions?: FigureRegions;
  shape?: Shape;
};
/**
 * For a standing figure: the colours worn on the upper body, the legs and the feet (and an open
 * outer layer). `feet` only when
 * the photo shows shoes (a band that differs from the legs, not trouser hems or a dress's hem);
 * `onePiece` when one garment runs from shoulders to hem (same colour above and below, no gap
 * between legs): a dress, read as one piece rather than a top and a skirt.
 */
export type FigureRegions = {
  upper: ColourProfile;
  lower: ColourProfile;
  feet?: ColourProfile;
  /** an open layer (a coat, a jacket) worn over the top, when the photo shows a person wearing one */
  outer?: ColourProfile;
  onePiece?: boolean;
};

const CLUSTERS = 5;
const MIN_SHARE = 0.06;

/** Clusters foreground pixels and names the clusters; clusters that share a name merge. */
export function profileFrom(pixels: readonly Lab[]): ColourProfile {
  const centroids = kMeans(pixels, CLUSTERS);
  const byName = new Map<ColourName, { lab: [number, number, number]; weight: number }>();
  for (const { lab, weight } of centroids) {
    const name = nameColour(lab);
    const entry = byName.get(name) ?? { lab: [0, 0, 0], weight: 0 };
    for (const k of [0, 1, 2] as const)
      entry.lab[k] = (entry.lab[k] * entry.weight + lab[k] * weight) / (entry.weight + weight);
    entry.weight += weight;
    byName.set(name, entry);
  }
  const total = pixels.length;
  const swatches = [...byName.entries()]
    .map(([name, { lab, weight }]) => ({ name, lab: lab as Lab, share: weight / total }))
    .filter((swatch) => swatch.share >= MIN_SHARE)
    .sort((p, q) => q.share - p.share || p.name.localeCompare(q.name));
  const kept = swatches.reduce((sum, s) => sum + s.share, 0) || 1;
  for (const swatch of swatches) swatch.share /= kept;
  const mean = (pick: (lab: Lab) => number) => swatches.reduce((sum, s) => sum + pick(s.lab) * s.share, 0);
  return { swatches, lightness: mean((lab) => lab[0]), chroma: mean(chroma) };
}

/** The pixels' colour clusters (k-means, at most CLUSTERS), each with how many pixels it holds. */
export const colourClusters = (pixels: readonly Lab[]) => kMeans(pixels, CLUSTERS);

/** Lloyd's k-means seeded from the most populated coarse Lab bins, so equal input gives equal output. */
function kMeans(pixels: readonly Lab[], k: number): { lab: Lab; weight: number }[] {
  const bins = new Map<string, { lab: Lab; n: number }>();
  for (const lab of pixels) {
    const key = lab.map((v) => Math.round(v / 12)).join(",");
    const bin = bins.get(key);
    if (bin) bin.n++;
    else bins.set(key, { lab, n: 1 });
  }
  const seeds: Lab[] = [];
  for (const bin of [...bins.entries()].sort((p, q) => q[1].n - p[1].n || p[0].localeCompare(q[0])).map(([, b]) => b)) {
    if (seeds.length >= k) break;
    if (seeds.every((seed) => deltaE(seed, bin.lab) > 15)) seeds.push(bin.lab);
  }
  let centres = seeds;
  let counts: number[] = [];
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => [0, 0, 0]);
    counts = centres.map(() => 0);
    for (const lab of pixels) {
      const c = nearest(centres, lab);
      counts[c]!++;
      for (const k of [0, 1, 2] as const) sums[c]![k]! += lab[k];
    }
    centres = centres.map((centre, c) =>
      counts[c] ? ([sums[c]![0]! / counts[c]!, sums[c]![1]! / counts[c]!, sums[c]![2]! / counts[c]!] as const) : centre,
    );
  }
  return centres.map((lab, c) => ({ lab, weight: counts[c] ?? 0 })).filter((c) => c.weight > 0);
}

/** The index of the centre nearest `lab` (CIE76), the first on a tie. */
export function nearest(centres: readonly Lab[], lab: Lab): number {
  let best = 0;
  for (let c = 1; c < centres.length; c++) if (deltaE(centres[c]!, lab) < deltaE(centres[best]!, lab)) best = c;
  return best;
}
