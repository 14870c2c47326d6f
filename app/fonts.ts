import localFont from "next/font/local";

// next/font/google downloads at build time, which cannot work offline; the same OFL-licensed
// faces ship in the @fontsource packages (licence files alongside), and next/font/local
// self-hosts them with size-adjusted fallbacks so text does not shift when they load.
// Not preloaded: six faces (136 kB) fetched at high priority ahead of the stylesheet and scripts
// delay the first paint on a slow connection more than a late swap costs, and the swap moves
// nothing (the fallbacks are metric-matched). The browser fetches only the faces a page renders.
export const inter = localFont({
  src: [
    { path: "../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2", weight: "500", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2", weight: "600", style: "normal" },
  ],
  variable: "--font-inter",
  display: "swap",
  preload: false,
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

export const fraunces = localFont({
  src: [
    { path: "../node_modules/@fontsource/fraunces/files/fraunces-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/fraunces/files/fraunces-latin-400-italic.woff2", weight: "400", style: "italic" },
    { path: "../node_modules/@fontsource/fraunces/files/fraunces-latin-500-normal.woff2", weight: "500", style: "normal" },
  ],
  variable: "--font-fraunces",
  display: "swap",
  preload: false,
  fallback: ["ui-serif", "Georgia", "serif"],
});
