import localFont from "next/font/local";

// next/font/google downloads at build time, which cannot work offline; the same OFL-licensed
// faces ship in the @fontsource packages (licence files alongside), and next/font/local
// self-hosts them with size-adjusted fallbacks so text does not shift when they load.
// Only the faces the screens use, all preloaded so the first paint already has them (a late swap
// moves wrapped headings): the serif's regular and italic for headings, the sans's regular and
// medium for everything else. Every preloaded face delays the first paint on a slow connection.
export const inter = localFont({
  src: [
    { path: "../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2", weight: "500", style: "normal" },
  ],
  variable: "--font-inter",
  display: "swap",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

export const fraunces = localFont({
  src: [
    {
      path: "../node_modules/@fontsource/fraunces/files/fraunces-latin-400-normal.woff2",
      weight: "400",
      style: "normal",
    },
    {
      path: "../node_modules/@fontsource/fraunces/files/fraunces-latin-400-italic.woff2",
      weight: "400",
      style: "italic",
    },
  ],
  variable: "--font-fraunces",
  display: "swap",
  fallback: ["ui-serif", "Georgia", "serif"],
});
