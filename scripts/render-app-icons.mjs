// Renders the install icons (app/manifest.ts) from app/icon.svg into public/icons/, committed. Run it
// again after changing the icon: `node scripts/render-app-icons.mjs`.
// - icon-<size>.png: the round mark on transparent, for launchers that show icons as they are;
// - maskable-<size>.png: the mark on a full-bleed square of its own dark colour, inside the central
//   80 % circle that every mask shape keeps (launchers crop maskable icons to a circle, squircle...);
// - apple-touch-icon.png: iOS's home-screen icon (app/layout.tsx links it), 180 px and opaque: iOS
//   rounds the corners itself and shows transparency as black, so it is the maskable square.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "icons");
const svg = readFileSync(path.join(root, "app", "icon.svg"), "utf8");
const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
/** The mark's own background (the circle's fill), so the maskable square and the circle are one colour. */
const background = svg.match(/<circle[^>]*fill="(#[0-9a-f]{6})"/i)?.[1] ?? "#1f1b16";
const SAFE_ZONE = 0.8;

const maskable = () => {
  const offset = (32 * (1 - SAFE_ZONE)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${SAFE_ZONE})">${inner}</g></svg>`;
};

mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) {
  for (const [name, source] of [
    [`icon-${size}.png`, svg],
    [`maskable-${size}.png`, maskable()],
  ]) {
    await sharp(Buffer.from(source), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(outDir, name));
    console.log(`public/icons/${name}`);
  }
}
const APPLE_TOUCH_SIZE = 180;
await sharp(Buffer.from(maskable()), { density: (72 * APPLE_TOUCH_SIZE) / 32 })
  .resize(APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE)
  .flatten({ background })
  .removeAlpha()
  .png({ compressionLevel: 9 })
  .toFile(path.join(outDir, "apple-touch-icon.png"));
console.log("public/icons/apple-touch-icon.png");
