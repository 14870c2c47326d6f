import localFont from "next/font/local";

// The OFL-licensed faces come from the @fontsource packages (next/font/google downloads at build time,
// which cannot work offline), cut by scripts/subset-fonts.mjs into app/_fonts/ (licences alongside).
// Each face is two files split by unicode-range, the way Google Fonts splits a family:
// - "ui": printable ASCII and the few other characters our own text uses. The only files a page
//   preloads: they hold every character of the first paint's headings and labels.
// - "rest": the rest of the latin subset, for what people type (an item called "café"). A browser
//   fetches it only for a page that shows one of those characters.
// The rest family comes first in each font stack (globals.css): the ranges do not overlap, so the order
// only matters for the size-adjusted local fallback (globals.css) that follows the ui family, which
// must come after both.
//
// The serif is the headings' display face and the largest paint of most screens. `optional` paints it
// only if it is there within the first ~100 ms (it is preloaded, so on a normal connection it is);
// otherwise the page keeps the metric-matched fallback and nothing moves or repaints later.
// The sans is the body text: `swap`, over a fallback whose size and line metrics match Inter's.
// scripts/subset-fonts.mjs writes the unicode-range values below when it cuts the files.

export const inter = localFont({
  src: [
    { path: "./_fonts/inter-400-normal-ui.woff2", weight: "400", style: "normal" },
    { path: "./_fonts/inter-500-normal-ui.woff2", weight: "500", style: "normal" },
  ],
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0020-007E,U+00A0,U+00A7,U+00A9,U+00B0,U+00B7,U+2013-2014,U+201C-201D,U+2026,U+203A",
    },
  ],
  variable: "--font-inter",
  display: "swap",
  // The size-adjusted fallback faces are ours (globals.css): next/font's name only local(Arial) and
  // local(Times New Roman), which Linux does not have, so there the fallback never applied.
  adjustFontFallback: false,
  fallback: ["inter fallback", "ui-sans-serif", "system-ui", "sans-serif"],
});

export const interRest = localFont({
  src: [
    { path: "./_fonts/inter-400-normal-rest.woff2", weight: "400", style: "normal" },
    { path: "./_fonts/inter-500-normal-rest.woff2", weight: "500", style: "normal" },
  ],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+00A1-00A6,U+00A8,U+00AA-00AF,U+00B1-00B6,U+00B8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-201B,U+201E-2025,U+2027-2039,U+203B-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
  variable: "--font-inter-rest",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});

export const fraunces = localFont({
  src: [
    { path: "./_fonts/fraunces-400-normal-ui.woff2", weight: "400", style: "normal" },
    { path: "./_fonts/fraunces-400-italic-ui.woff2", weight: "400", style: "italic" },
  ],
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0020-007E,U+00A0,U+00A7,U+00A9,U+00B0,U+00B7,U+2013-2014,U+201C-201D,U+2026,U+203A",
    },
  ],
  variable: "--font-fraunces",
  display: "optional",
  adjustFontFallback: false,
  fallback: ["fraunces fallback", "ui-serif", "Georgia", "serif"],
});

export const frauncesRest = localFont({
  src: [
    { path: "./_fonts/fraunces-400-normal-rest.woff2", weight: "400", style: "normal" },
    { path: "./_fonts/fraunces-400-italic-rest.woff2", weight: "400", style: "italic" },
  ],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+00A1-00A6,U+00A8,U+00AA-00AF,U+00B1-00B6,U+00B8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-201B,U+201E-2025,U+2027-2039,U+203B-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
  variable: "--font-fraunces-rest",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
});
