/**
 * Text colour for a background, by WCAG 2 relative luminance: whichever of near-black and white
 * contrasts more. Pure and client-safe, so the dialog's preview can use it too.
 */
export const DARK_TEXT = "#111111";
export const LIGHT_TEXT = "#ffffff";

/** WCAG 2 relative luminance of a `#rrggbb` (or `#rgb`) colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour to draw on `background`. */
export function readableTextColor(background: string): typeof DARK_TEXT | typeof LIGHT_TEXT {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}

/** True for backgrounds that take dark text (the light presets). */
export const isLightBackground = (background: string) => readableTextColor(background) === DARK_TEXT;

function rgb(hex: string): [number, number, number] {
  const body = hex.trim().replace(/^#/, "");
  const full = body.length === 3 ? [...body].map((c) => c + c).join("") : body;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}
