// Cuts the web fonts (app/fonts.ts) down to the characters the interface uses, from the @fontsource
// files, into app/_fonts/ (committed, with the OFL licence beside them). Run it again after a
// @fontsource update or when the interface starts to use a new character: `node scripts/subset-fonts.mjs`
// (it also writes the unicode-range values in app/fonts.ts).
//
// Each face becomes two files, split by unicode-range the way Google Fonts splits a family:
// - `<face>-ui.woff2`: printable ASCII plus the other characters our own source writes (· – … ©);
//   small, and the only one a page preloads;
// - `<face>-rest.woff2`: the rest of @fontsource's latin subset (accented letters, more punctuation), for
//   what people type (an item called "café"); the browser fetches it only when a page shows one of these.
//
// The subsetter is HarfBuzz's (harfbuzzjs, already installed by satori). HarfBuzz reads and writes plain
// OpenType, so the script unpacks @fontsource's WOFF (zlib per table) and packs its output as WOFF2
// (Brotli, node:zlib) with the tables as they are (no glyf transform: a few per cent larger, much simpler).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, inflateSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "app", "_fonts");
const require = createRequire(import.meta.url);

const FACES = [
  { name: "inter-400-normal", from: "@fontsource/inter/files/inter-latin-400-normal.woff" },
  { name: "inter-500-normal", from: "@fontsource/inter/files/inter-latin-500-normal.woff" },
  { name: "fraunces-400-normal", from: "@fontsource/fraunces/files/fraunces-latin-400-normal.woff" },
  { name: "fraunces-400-italic", from: "@fontsource/fraunces/files/fraunces-latin-400-italic.woff" },
];
const LICENCES = [
  { name: "LICENSE-inter.txt", from: "@fontsource/inter/LICENSE" },
  { name: "LICENSE-fraunces.txt", from: "@fontsource/fraunces/LICENSE" },
];

/** @fontsource's "latin" range (its unicode.json), which the rest file covers beyond the ui set. */
const LATIN = parseRanges(
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
);

function parseRanges(text) {
  const points = new Set();
  for (const part of text.split(",")) {
    const [from, to = from] = part.replace("U+", "").split("-");
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) points.add(point);
  }
  return points;
}

/** Sorted code points as a CSS unicode-range value, consecutive points joined into ranges. */
function toUnicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0");
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
    parts.push(end === i ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[end])}`);
    i = end;
  }
  return parts.join(",");
}

/** Printable ASCII, the no-break space, and the non-ASCII characters in our source outside comments. */
function interfaceCharacters() {
  const points = new Set([0x20, 0xa0]);
  for (let point = 0x21; point <= 0x7e; point++) points.add(point);
  const sourceFiles = (dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|\s)\/\/.*$/gm, "$1");
    for (const char of code) {
      const point = char.codePointAt(0);
      if (point > 0x7e && LATIN.has(point)) points.add(point);
    }
  }
  return points;
}

/** WOFF 1.0 → OpenType: every table inflated, with a fresh table directory. */
function woffToSfnt(woff) {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString("latin1", entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(stored) : stored });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const entrySelector = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(16 * 2 ** entrySelector, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(16 * numTables - 16 * 2 ** entrySelector, 10);
  const chunks = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    header.write(table.tag, 12 + i * 16, "latin1");
    header.writeUInt32BE(table.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** The table tags WOFF2 writes as one byte (its "known table tags"), in the specification's order. */
const KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
    .match(/.{4}\s?/g)
    .map((tag) => tag.slice(0, 4));

function base128(value) {
  const bytes = [value & 0x7f];
  for (value >>>= 7; value > 0; value >>>= 7) bytes.unshift(0x80 | (value & 0x7f));
  return Buffer.from(bytes);
}

/** OpenType → WOFF2 with every table untransformed (glyf and loca marked "null transform"). */
function sfntToWoff2(sfnt) {
  const flavor = sfnt.readUInt32BE(0);
  const numTables = sfnt.readUInt16BE(4);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const tag = sfnt.toString("latin1", record, record + 4);
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    tables.push({ tag, data: sfnt.subarray(offset, offset + length) });
  }
  // Decoders expect loca right after glyf.
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const glyf = tables.findIndex((table) => table.tag === "glyf");
  if (glyf >= 0) {
    const [loca] = tables.splice(
      tables.findIndex((table) => table.tag === "loca"),
      1,
    );
    tables.splice(tables.findIndex((table) => table.tag === "glyf") + 1, 0, loca);
  }
  const directory = Buffer.concat(
    tables.flatMap(({ tag, data }) => {
      const known = KNOWN_TAGS.indexOf(tag);
      // Transform version 3 is "none" for glyf and loca; 0 is "none" for every other table.
      const version = tag === "glyf" || tag === "loca" ? 3 : 0;
      const flags = Buffer.from([(version << 6) | (known >= 0 ? known : 63)]);
      return [flags, ...(known >= 0 ? [] : [Buffer.from(tag, "latin1")]), base128(data.length)];
    }),
  );
  const compressed = brotliCompressSync(Buffer.concat(tables.map((table) => table.data)), {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_FONT,
    },
  });
  const headerLength = 48;
  const length = (headerLength + directory.length + compressed.length + 3) & ~3;
  const header = Buffer.alloc(headerLength);
  header.write("wOF2", 0, "latin1");
  header.writeUInt32BE(flavor, 4);
  header.writeUInt32BE(length, 8);
  header.writeUInt16BE(tables.length, 12);
  header.writeUInt32BE(
    12 + 16 * tables.length + tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), 0),
    16,
  );
  header.writeUInt32BE(compressed.length, 20);
  header.writeUInt16BE(1, 24);
  const file = Buffer.alloc(length);
  Buffer.concat([header, directory, compressed]).copy(file);
  return file;
}

async function loadHarfBuzzSubsetter() {
  const wasm = readFileSync(path.join(path.dirname(require.resolve("harfbuzzjs/package.json")), "hb-subset.wasm"));
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports;
  const HB_MEMORY_MODE_WRITABLE = 2;
  const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;

  return function subset(sfnt, points) {
    const fontPointer = hb.malloc(sfnt.length);
    new Uint8Array(hb.memory.buffer).set(sfnt, fontPointer);
    const blob = hb.hb_blob_create(fontPointer, sfnt.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    const input = hb.hb_subset_input_create_or_fail();
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const point of points) hb.hb_set_add(unicodes, point);
    // Keep every OpenType feature, not HarfBuzz's default list: the body text asks for Inter's
    // cv11 and ss01 (globals.css) and numbers use tnum.
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    const result = hb.hb_subset_or_fail(face, input);
    hb.hb_subset_input_destroy(input);
    if (!result) throw new Error("HarfBuzz could not subset the font");
    const resultBlob = hb.hb_face_reference_blob(result);
    const dataPointer = hb.hb_blob_get_data(resultBlob, 0);
    const output = Buffer.from(
      new Uint8Array(hb.memory.buffer, dataPointer, hb.hb_blob_get_length(resultBlob)).slice(),
    );
    hb.hb_blob_destroy(resultBlob);
    hb.hb_face_destroy(result);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
    if (output.length === 0) throw new Error("HarfBuzz returned an empty font");
    return output;
  };
}

const subset = await loadHarfBuzzSubsetter();
const ui = interfaceCharacters();
// Control characters are never drawn: neither file claims them.
const rest = new Set([...LATIN].filter((point) => !ui.has(point) && point > 0x20 && (point < 0x7f || point > 0x9f)));
mkdirSync(outDir, { recursive: true });
for (const face of FACES) {
  const sfnt = woffToSfnt(readFileSync(path.join(root, "node_modules", face.from)));
  for (const [part, points] of [
    ["ui", ui],
    ["rest", rest],
  ]) {
    const file = sfntToWoff2(subset(sfnt, points));
    writeFileSync(path.join(outDir, `${face.name}-${part}.woff2`), file);
    console.log(`app/_fonts/${face.name}-${part}.woff2: ${file.length} bytes`);
  }
}
for (const licence of LICENCES)
  copyFileSync(path.join(root, "node_modules", licence.from), path.join(outDir, licence.name));
// app/fonts.ts declares the ranges; the ui one is the range that starts with the space.
const fontsFile = path.join(root, "app", "fonts.ts");
writeFileSync(
  fontsFile,
  readFileSync(fontsFile, "utf8").replace(/(prop: "unicode-range",\s*value:\s*)"([^"]*)"/g, (_, head, range) =>
    range.startsWith("U+0020") ? `${head}"${toUnicodeRange(ui)}"` : `${head}"${toUnicodeRange(rest)}"`,
  ),
);
console.log("app/fonts.ts: unicode-range values");
