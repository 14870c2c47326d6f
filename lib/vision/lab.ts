/** Colour arithmetic in CIELAB: what every local reading of colour is measured in. */

/** CIELAB (D65): distances here track how different two colours look, unlike RGB. */
export type Lab = readonly [l: number, a: number, b: number];

/** sRGB byte → linear light, tabulated: this runs for every pixel of every photo read. */
const LINEAR = Float64Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});
const linear = (c: number) => LINEAR[Math.max(0, Math.min(255, Math.round(c)))]!;
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

export function rgbToLab(r: number, g: number, b: number): Lab {
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export const chroma = (lab: Lab) => Math.sqrt(lab[1] * lab[1] + lab[2] * lab[2]);
export const hueDegrees = (lab: Lab) => ((Math.atan2(lab[2], lab[1]) * 180) / Math.PI + 360) % 360;
// Math.sqrt, not Math.hypot: this runs per pixel, and hypot is several times slower in V8.
export const deltaE = (p: Lab, q: Lab) => {
  const [dl, da, db] = [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
  return Math.sqrt(dl * dl + da * da + db * db);
};
