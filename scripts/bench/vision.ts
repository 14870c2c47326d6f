/**
 * `npm run bench -- vision` (issue #46): the embedded analyzer's reading of photos, in-process, on
 * the drawn labelled set of ./vision-set.ts (garments on white, plain, textured and patterned
 * backgrounds at several sizes and turns, re-shoots, same-outline pairs, people wearing outfits).
 * Cut-outs are read as an upload stores them: with the browser's mask as their alpha.
 * Prints category accuracy (cut-out and uncut, per background, a confusion matrix, how often it
 * asks and how right it is when it does not), colours, patterns, small items named after their
 * background, near-duplicates, learning from corrections (fixed and broken on a held-out half),
 * inspiration regions, the match score's movement under a 3 % crop, and the time per photo.
 */
import { type Correction, learnedCategory } from "@/lib/ai/local/learn";
import { matchLook } from "@/lib/ai/local/match";
import { missingForLook } from "@/lib/ai/local/missing";
import type { ItemProfile, LookProfile } from "@/lib/ai/local/profile";
import { namedColours } from "@/lib/ai/local/tags";
import { NEAR_DUPLICATE_MAX_DISTANCE } from "@/lib/constants";
import { hammingDistance, perceptualHash } from "@/lib/images/perceptual-hash";
import { slotOf } from "@/lib/style/outfit-rules";
import { CATEGORY_ASK_BELOW, DETECTED_CATEGORIES } from "@/lib/vision/category";
import { sameColourAndPattern } from "@/lib/vision/duplicates";
import { type GarmentReading, readGarment } from "@/lib/vision/garment";
import { figureOf, type OutfitReading, readOutfit } from "@/lib/vision/outfit";
import { colourLab } from "@/lib/vision/palette";
import sharp from "sharp";
import type { Figures } from "./server-only-child";
import { describeVisionSet, type GarmentPhoto, type PersonPhoto, visionSet } from "./vision-set";

type Read = { photo: GarmentPhoto; reading: GarmentReading; ms: number; stored: Buffer };

const percent = (part: number, whole: number) =>
  whole === 0 ? "n/a" : `${part}/${whole} (${((100 * part) / whole).toFixed(1)}%)`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** A picture as the upload stores it: a cut-out's mask (the browser sends it) becomes its alpha. */
export async function asUploaded(image: Buffer, mask?: Buffer): Promise<Buffer> {
  if (!mask) return image;
  // Through raw pixels: sharp applies removeAlpha() after joinChannel() in one pipeline, which
  // dropped the joined mask and left every cut-out to the estimate.
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const alpha = await sharp(mask).resize(width, height, { fit: "fill" }).extractChannel(0).raw().toBuffer();
  return sharp(data, { raw: { width, height, channels: 3 } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

const asStored = (photo: GarmentPhoto) => asUploaded(photo.image, photo.cutout ? photo.mask : undefined);

async function readAll(photos: readonly GarmentPhoto[]): Promise<Read[]> {
  const reads: Read[] = [];
  for (const photo of photos) {
    const stored = await asStored(photo);
    const started = performance.now();
    const reading = await readGarment(stored);
    reads.push({ photo, reading, ms: performance.now() - started, stored });
  }
  return reads;
}

const categoryOf = (read: Read) => read.reading.category?.category ?? "none";
const rightCategory = (read: Read) => categoryOf(read) === read.photo.category;
const mainColour = (read: Read) => read.reading.colours.swatches[0]?.name;
const truePattern = (photo: GarmentPhoto) => (photo.pattern === "denim" ? "solid" : photo.pattern);

/** Rows: the label; columns: what was detected. */
function confusion(reads: readonly Read[]): string {
  const columns = [...DETECTED_CATEGORIES, "none"] as const;
  const width = 12;
  const header = ["label \\ detected".padEnd(14), ...columns.map((c) => c.padStart(width))].join("");
  const rows = DETECTED_CATEGORIES.filter((category) => reads.some((r) => r.photo.category === category)).map(
    (category) =>
      [
        category.padEnd(14),
        ...columns.map((column) =>
          String(reads.filter((r) => r.photo.category === category && categoryOf(r) === column).length).padStart(width),
        ),
      ].join(""),
  );
  return `\n${[header, ...rows].map((line) => `    ${line}`).join("\n")}`;
}

function categoryFigures(reads: readonly Read[]): Figures {
  const cut = reads.filter((r) => r.photo.cutout);
  const uncut = reads.filter((r) => !r.photo.cutout);
  const plainOrTextured = uncut.filter((r) => r.photo.background === "plain" || r.photo.background === "textured");
  const sure = reads.filter((r) => (r.reading.category?.confidence ?? 0) >= CATEGORY_ASK_BELOW);
  const asked = reads.filter((r) => (r.reading.category?.confidence ?? 0) < CATEGORY_ASK_BELOW);
  const askedRight = asked.filter((r) => {
    const choices = [r.reading.category?.category, r.reading.category?.alternatives[0]];
    return choices.includes(r.photo.category as never);
  });
  const perCategory = DETECTED_CATEGORIES.map((category) => {
    const of = reads.filter((r) => r.photo.category === category);
    return `${category} ${percent(of.filter(rightCategory).length, of.length)}`;
  }).join(", ");
  const perBackground = (["white", "plain", "textured", "patterned"] as const)
    .map((background) => {
      const of = reads.filter((r) => r.photo.background === background);
      return `${background} ${percent(of.filter(rightCategory).length, of.length)}`;
    })
    .join(", ");
  // The kinds themselves (a "tee-dress" is a dress, not a white tee).
  const white = (kind: string) => reads.filter((r) => r.photo.kind === kind && r.photo.colour === "white");
  const whiteBasics = [...white("tee"), ...white("sneaker"), ...white("shirt")];
  const whiteWrong = whiteBasics.filter(
    (r) => !rightCategory(r) && (r.reading.category?.confidence ?? 0) >= CATEGORY_ASK_BELOW,
  );
  return {
    "categories, cut-outs (target >= 90%)": percent(cut.filter(rightCategory).length, cut.length),
    "categories, uncut on plain or textured backgrounds (target >= 80%)": percent(
      plainOrTextured.filter(rightCategory).length,
      plainOrTextured.length,
    ),
    "categories, all": percent(reads.filter(rightCategory).length, reads.length),
    "categories per background": perBackground,
    "categories per category": perCategory,
    "category confusion matrix": confusion(reads),
    [`when sure (confidence >= ${CATEGORY_ASK_BELOW})`]: `${percent(sure.filter(rightCategory).length, sure.length)} right`,
    "asked the owner": `${percent(asked.length, reads.length)}; the right answer among the two choices ${percent(askedRight.length, asked.length)}`,
    "white basics (tee, sneaker, shirt): right or asked": `${percent(whiteBasics.length - whiteWrong.length, whiteBasics.length)}${whiteWrong.length > 0 ? ` (wrong: ${whiteWrong.map((r) => `${r.photo.id} on ${r.photo.background} read ${categoryOf(r)}`).join("; ")})` : ""}`,
  };
}

function colourFigures(reads: readonly Read[]): Figures {
  const right = (r: Read) => mainColour(r) === r.photo.colour;
  const patterned = reads.filter((r) => r.photo.secondary);
  const small = reads.filter((r) => r.photo.small);
  const namedAfterBackground = small.filter(
    (r) =>
      r.photo.backgroundColour !== "mixed" &&
      r.photo.backgroundColour !== r.photo.colour &&
      r.photo.backgroundColour !== r.photo.secondary &&
      r.photo.backgroundColour !== r.photo.trim &&
      namedColours(r.reading.colours).includes(r.photo.backgroundColour as never),
  );
  const misses = new Map<string, number>();
  for (const r of reads.filter((read) => !right(read))) {
    const key = `${r.photo.colour}->${mainColour(r) ?? "none"}`;
    misses.set(key, (misses.get(key) ?? 0) + 1);
  }
  const patternRight = (r: Read) =>
    r.reading.pattern.pattern === truePattern(r.photo) && r.reading.pattern.denim === (r.photo.pattern === "denim");
  const perPattern = (["solid", "striped", "checked", "dotted", "printed", "denim"] as const)
    .map((pattern) => {
      const of = reads.filter((r) => r.photo.pattern === pattern);
      return `${pattern} ${percent(of.filter(patternRight).length, of.length)}`;
    })
    .join(", ");
  return {
    "main colour (target >= 90%)": percent(reads.filter(right).length, reads.length),
    "main colour, cut-outs / uncut": `${percent(reads.filter((r) => r.photo.cutout && right(r)).length, reads.filter((r) => r.photo.cutout).length)} / ${percent(reads.filter((r) => !r.photo.cutout && right(r)).length, reads.filter((r) => !r.photo.cutout).length)}`,
    "secondary colour of patterned pieces named": percent(
      patterned.filter((r) => namedColours(r.reading.colours).includes(r.photo.secondary as never)).length,
      patterned.length,
    ),
    "colour misses (truth->read, most frequent)": [...misses.entries()]
      .sort((p, q) => q[1] - p[1])
      .slice(0, 8)
      .map(([key, count]) => `${key} ${count}`)
      .join(", "),
    "small items tagged with the background's colour (target 0)": `${namedAfterBackground.length} of ${small.length}${namedAfterBackground.length > 0 ? ` (${namedAfterBackground.map((r) => `${r.photo.id}: ${r.photo.colour} on ${r.photo.backgroundColour} read ${namedColours(r.reading.colours).join("/")}`).join("; ")})` : ""}`,
    "pattern (denim included)": percent(reads.filter(patternRight).length, reads.length),
    "pattern per kind": perPattern,
    "pattern misreads (truth->read)": [
      ...reads
        .filter((r) => !patternRight(r))
        .reduce((m, r) => {
          const key = `${r.photo.pattern}->${r.reading.pattern.pattern}${r.reading.pattern.denim ? "+denim" : ""}`;
          return m.set(key, (m.get(key) ?? 0) + 1);
        }, new Map<string, number>()),
    ]
      .sort((p, q) => q[1] - p[1])
      .map(([key, count]) => `${key} ${count}`)
      .join(", "),
  };
}

async function duplicateFigures(reads: readonly Read[]): Promise<Figures> {
  const hashes = new Map<string, bigint | null>();
  for (const r of reads) hashes.set(r.photo.id, await perceptualHash(r.stored).catch(() => null));
  const flagged = (a: Read, b: Read) => {
    const [ha, hb] = [hashes.get(a.photo.id), hashes.get(b.photo.id)];
    if (ha == null || hb == null) return false;
    return hammingDistance(ha, hb) <= NEAR_DUPLICATE_MAX_DISTANCE && sameColourAndPattern(a.reading, b.reading);
  };
  const outlineOnly = (a: Read, b: Read) => {
    const [ha, hb] = [hashes.get(a.photo.id), hashes.get(b.photo.id)];
    return ha != null && hb != null && hammingDistance(ha, hb) <= NEAR_DUPLICATE_MAX_DISTANCE;
  };
  const byGarment = new Map<string, Read[]>();
  for (const r of reads) byGarment.set(r.photo.garmentId, [...(byGarment.get(r.photo.garmentId) ?? []), r]);
  const reshoots = [...byGarment.values()].flatMap((shots) => {
    const first = shots.find((s) => s.photo.shot === "first");
    return first ? shots.filter((s) => s.photo.shot === "reshoot").map((s) => [first, s] as const) : [];
  });
  const sameOutline = reads.flatMap((r) => {
    if (!r.photo.outlineOf) return [];
    const other = byGarment.get(r.photo.outlineOf)?.find((s) => s.photo.shot === "first");
    return other && r.photo.shot === "first" ? [[other, r] as const] : [];
  });
  const firsts = reads.filter((r) => r.photo.shot === "first");
  const otherKinds = firsts.flatMap((a, i) =>
    firsts
      .slice(i + 1)
      .filter((b) => b.photo.kind !== a.photo.kind)
      .map((b) => [a, b] as const),
  );
  const distance = (a: Read, b: Read) => {
    const [ha, hb] = [hashes.get(a.photo.id), hashes.get(b.photo.id)];
    return ha == null || hb == null ? 99 : hammingDistance(ha, hb);
  };
  const atThreshold = [4, 6, 8, 10, 12]
    .map((t) => {
      const caught = reshoots.filter(
        ([a, b]) => distance(a, b) <= t && sameColourAndPattern(a.reading, b.reading),
      ).length;
      const wrong = otherKinds.filter(
        ([a, b]) => distance(a, b) <= t && sameColourAndPattern(a.reading, b.reading),
      ).length;
      return `${t}: ${((100 * caught) / reshoots.length).toFixed(0)}% caught, ${((100 * wrong) / otherKinds.length).toFixed(2)}% of other kinds`;
    })
    .join("; ");
  return {
    "re-shoots caught (target >= 90%)": percent(reshoots.filter(([a, b]) => flagged(a, b)).length, reshoots.length),
    "different kinds flagged": percent(otherKinds.filter(([a, b]) => flagged(a, b)).length, otherKinds.length),
    "by Hamming threshold": atThreshold,
    "different garments of one outline flagged (target <= 5%)": percent(
      sameOutline.filter(([a, b]) => flagged(a, b)).length,
      sameOutline.length,
    ),
    "by the outline hash alone: re-shoots caught / same-outline flagged": `${percent(reshoots.filter(([a, b]) => outlineOnly(a, b)).length, reshoots.length)} / ${percent(sameOutline.filter(([a, b]) => outlineOnly(a, b)).length, sameOutline.length)}`,
  };
}

/**
 * The owner corrects every wrong reading among the first shots of half the garments (those with an
 * even index); everything else is held out (other garments, and the re-shoots of the corrected ones,
 * which a correction should fix), read with and without those corrections.
 */
function learningFigures(reads: readonly Read[]): Figures {
  const garments = [...new Set(reads.map((r) => r.photo.garmentId))];
  const taughtGarments = new Set(garments.filter((_, i) => i % 2 === 0));
  const teaching = (r: Read) => taughtGarments.has(r.photo.garmentId) && r.photo.shot === "first";
  const corrections: Correction[] = reads
    .filter((r) => teaching(r) && !rightCategory(r))
    .map((r, id) => ({
      id,
      category: r.photo.category,
      styleTags: [],
      colors: [r.photo.colour],
      colours: r.reading.colours,
    }));
  const heldOut = reads.filter((r) => !teaching(r));
  let [fixed, broken, before, after] = [0, 0, 0, 0];
  for (const r of heldOut) {
    const detected = r.reading.category;
    const learned = learnedCategory(r.reading.colours, corrections, detected);
    const final = learned ?? categoryOf(r);
    const wasRight = rightCategory(r);
    const isRight = final === r.photo.category;
    before += wasRight ? 1 : 0;
    after += isRight ? 1 : 0;
    if (!wasRight && isRight) fixed++;
    if (wasRight && !isRight) broken++;
  }
  return {
    "learning: corrections taught": corrections.length,
    "learning: held-out accuracy before -> after": `${percent(before, heldOut.length)} -> ${percent(after, heldOut.length)}`,
    "learning: fixed / broken (broken target 0)": `${fixed} / ${broken}`,
  };
}

/** A closet item standing for a worn piece: its category and its colour, as the matcher profiles it. */
function itemOf(id: number, category: string, colour: string): ItemProfile {
  const lab = colourLab(colour as never);
  return {
    id,
    category,
    slot: slotOf(category),
    tags: [colour],
    colours: { swatches: [{ name: colour as never, lab, share: 1 }], lightness: lab[0], chroma: 0 },
  };
}

const lookOf = (outfit: OutfitReading): LookProfile => {
  const regions = figureOf(outfit);
  return { tags: [], person: outfit.person, colours: { ...outfit.colours, ...(regions ? { regions } : {}) } };
};

/**
 * Long because it measures the whole inspiration path on each person photo: region reading, then
 * matching against a closet that owns all but one worn piece, missing pieces, and the crop pairs.
 */
async function inspirationFigures(people: readonly PersonPhoto[]): Promise<Figures> {
  const outfits = new Map<string, OutfitReading>();
  const times: number[] = [];
  for (const photo of people) {
    const started = performance.now();
    outfits.set(photo.id, await readOutfit(photo.image));
    times.push(performance.now() - started);
  }
  const withPerson = people.filter((p) => p.person && !p.croppedFrom);
  const found = withPerson.filter((p) => outfits.get(p.id)!.person);
  const noPerson = people.filter((p) => !p.person);
  let [regionsTrue, regionsRight, regionsColour] = [0, 0, 0];
  let extraRegions = 0;
  for (const photo of withPerson) {
    const read = outfits.get(photo.id)!;
    for (const [name, truth] of Object.entries(photo.regions)) {
      regionsTrue++;
      const got = read.regions[name as keyof typeof read.regions];
      if (got) regionsRight++;
      if (got && got.colours.swatches[0]?.name === truth.colour) regionsColour++;
    }
    extraRegions += Object.keys(read.regions).filter((name) => !(name in photo.regions)).length;
  }

  // A closet owning every worn piece but the first: matching names the owned ones, the missing
  // pieces name the one left out, and never an owned piece.
  let [missingRight, missingWrong, ownedRecommended, suggestions] = [0, 0, 0, 0];
  for (const photo of found) {
    const pieces = Object.entries(photo.regions);
    if (pieces.length < 2) continue;
    const [, left] = pieces[0]!;
    const closet = pieces.slice(1).map(([, piece], i) => itemOf(i + 1, piece.category, piece.colour));
    const look = lookOf(outfits.get(photo.id)!);
    for (const piece of missingForLook(look, closet)) {
      suggestions++;
      const inOutfit = pieces.some(
        ([, worn]) => worn.category === piece.category && piece.description.toLowerCase().includes(worn.colour),
      );
      if (piece.category === left.category && piece.description.toLowerCase().includes(left.colour)) missingRight++;
      else if (!inOutfit) missingWrong++;
      if (
        closet.some(
          (item) => item.category === piece.category && piece.description.toLowerCase().includes(item.tags[0]!),
        )
      )
        ownedRecommended++;
    }
  }

  const crops = people.filter((p) => p.croppedFrom);
  const moves = crops.flatMap((crop) => {
    const original = people.find((p) => p.id === crop.croppedFrom);
    if (!original) return [];
    const closet = Object.values(original.regions).map((piece, i) => itemOf(i + 1, piece.category, piece.colour));
    const score = (photo: PersonPhoto) => matchLook(lookOf(outfits.get(photo.id)!), closet).matchScore;
    return [Math.abs(score(crop) - score(original))];
  });
  return {
    "people found": percent(found.length, withPerson.length),
    "no-person photos read as a whole": percent(
      noPerson.filter((p) => !outfits.get(p.id)!.person).length,
      noPerson.length,
    ),
    "worn pieces found (region)": percent(regionsRight, regionsTrue),
    "worn pieces with the right main colour": percent(regionsColour, regionsTrue),
    "pieces read that are not worn": extraRegions,
    "missing pieces: the left-out piece named / suggestions not in the outfit / owned pieces recommended": `${percent(missingRight, found.filter((p) => Object.keys(p.regions).length >= 2).length)} / ${missingWrong} of ${suggestions} / ${ownedRecommended}`,
    "match score moved by a 3% crop (target <= 5), max / median": `${Math.max(0, ...moves)} / ${median(moves)} over ${moves.length} pairs`,
    "time per inspiration photo (median)": `${median(times).toFixed(0)} ms`,
  };
}

export async function benchVision(): Promise<Figures> {
  // VISION_SEED draws another set (31 is the one the README reports).
  const set = await visionSet(Number(process.env.VISION_SEED ?? 31));
  const reads = await readAll(set.garments);
  return {
    set: Object.entries(describeVisionSet(set))
      .map(([key, value]) => `${key} ${value}`)
      .join(", "),
    ...categoryFigures(reads),
    ...colourFigures(reads),
    ...(await duplicateFigures(reads)),
    ...learningFigures(reads),
    ...(await inspirationFigures(set.people)),
    "time per garment photo (median)": `${median(reads.map((r) => r.ms)).toFixed(0)} ms`,
  };
}
