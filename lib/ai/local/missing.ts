import { colourLab, NEUTRALS } from "@/lib/vision/palette";
import type { MissingPiece } from "../schemas";
import type { ColourName } from "../vocabulary";
import type { Swatch } from "./colors";
import { comesIn, COVERED, slotGaps } from "./gaps";
import { garmentFor, whereToBuyFor } from "./garments";
import { matchedItems } from "./match";
import type { ItemProfile, LookProfile } from "./profile";
import { bestSimilarity } from "./similarity";
import { describeItem, nounFor, percent, styleOf } from "./wording";

const MAX_PIECES = 4;

/**
 * What the inspiration suggests the closet lacks, most important first:
 * 1. parts of a head-to-toe look (its top, bottoms, shoes) that nothing of that kind in the closet matches;
 * 2. kinds of piece the closet has none of at all (no shoes, no bottoms);
 * 3. without a person in the photo (no worn pieces to name), the look's other main colours nothing
 *    in the closet comes close to, as a layer or an accessory.
 * A part that one of the matched items stands in for is never missing.
 * With nothing missing, one low-importance finishing touch in the look's anchor colour.
 */
export function missingForLook(look: LookProfile, closet: readonly ItemProfile[]): MissingPiece[] {
  const style = styleOf(look.tags);
  const pieces: MissingPiece[] = [];
  const used = new Set<string>();
  const colourOf = new Map<MissingPiece, ColourName>();
  const add = (
    category: string,
    colour: Swatch | ColourName,
    importance: MissingPiece["importance"],
    reason: string,
  ) => {
    used.add(category);
    const name = typeof colour === "string" ? colour : colour.name;
    const recommended = piece(style, category, name, importance, reason);
    colourOf.set(recommended, name);
    pieces.push(recommended);
  };

  // A piece that matched is never missing (the matching names it as what you already own).
  for (const gap of slotGaps(look, closet, matchedItems(look, closet))) {
    const noun = nounFor(gap.category);
    const closest = gap.closest
      ? ` The closest you have is ${describeItem(gap.closest)}, which reads as a different colour.`
      : ` You don't have any ${noun} yet.`;
    add(
      gap.category,
      gap.colour,
      gap.category === "shoes" ? "medium" : "high",
      `The look is built around ${noun === "top" ? `${gap.colour.name} on top` : noun === "dress" ? `a ${gap.colour.name} dress` : `${gap.colour.name} ${noun}`}.${closest}`,
    );
  }

  for (const category of missingKinds(look, closet).filter((category) => !used.has(category))) {
    const colour = anchorColour(look.colours.swatches);
    add(
      category,
      colour,
      "high",
      `Your closet has no ${category === "dresses" ? "dresses" : nounFor(category)} yet, and you can't recreate this look without ${category === "tops" || category === "dresses" ? "one" : "them"}. Choosing ${colour} keeps to its palette.`,
    );
  }

  const claimed = pieces.map((p) => p.description);
  // On a person every worn piece is a region above; what else the picture holds is skin or backdrop.
  const extraSwatches = look.person ? [] : uncoveredSwatches(look, closet, claimed).slice(0, 2);
  for (const swatch of extraSwatches) {
    const category = ["outerwear", "accessories"].find((c) => !used.has(c));
    if (!category) break;
    add(
      category,
      swatch,
      swatch.share >= 0.3 ? "high" : swatch.share >= 0.15 ? "medium" : "low",
      `This look leans on ${swatch.name} (about ${percent(swatch.share)} of it) and nothing in your closet comes close to that shade.`,
    );
  }

  if (pieces.length === 0) {
    const colour = anchorColour(look.colours.swatches);
    add(
      "accessories",
      colour,
      "low",
      `Your closet already covers this look's colours. A ${colour} accessory is the finishing touch that makes it read as intentional.`,
    );
  }
  // Never recommend what is already owned: a piece of that kind in that colour is in the closet.
  return pieces.filter((p) => !owns(closet, p.category, colourOf.get(p)!)).slice(0, MAX_PIECES);
}

/** Kinds of piece the look needs and the closet has none of. */
function missingKinds(look: LookProfile, closet: readonly ItemProfile[]): string[] {
  const has = (slot: string) => closet.some((item) => item.slot === slot);
  const regions = look.colours.regions;
  // Shoes only when the photo shows shoes; a dress look asks for a dress, not a top and bottoms.
  return [
    ...(regions?.onePiece
      ? !has("one-piece")
        ? ["dresses"]
        : []
      : [
          ...(!has("top") && !has("one-piece") ? ["tops"] : []),
          ...(!has("bottom") && !has("one-piece") ? ["bottoms"] : []),
        ]),
    ...(regions?.feet && !has("shoes") ? ["shoes"] : []),
  ];
}

/** The look's main colours nothing in the closet comes close to, and no recommendation names yet. */
function uncoveredSwatches(look: LookProfile, closet: readonly ItemProfile[], claimed: readonly string[]): Swatch[] {
  return look.colours.swatches.filter(
    (s) =>
      s.share >= 0.12 &&
      closet.every((item) => bestSimilarity(s.lab, item.colours.swatches) < COVERED) &&
      !claimed.some((d) => d.includes(` ${s.name} `)),
  );
}

const SLOTS_BY_CATEGORY: Record<string, readonly string[]> = {
  tops: ["top"],
  bottoms: ["bottom"],
  dresses: ["one-piece"],
  shoes: ["shoes"],
  outerwear: ["outerwear"],
  accessories: ["accessory"],
};

function owns(closet: readonly ItemProfile[], category: string, colour: ColourName): boolean {
  const slots = SLOTS_BY_CATEGORY[category] ?? [];
  const swatch: Swatch = { name: colour, lab: colourLab(colour), share: 1 };
  return closet.some((item) => slots.includes(item.slot) && comesIn(item, swatch));
}

/** The look's main neutral (what a new basic should come in), else its main colour. */
const anchorColour = (swatches: readonly Swatch[]): ColourName =>
  (swatches.find((s) => NEUTRALS.has(s.name)) ?? swatches[0])?.name ?? "black";

function piece(
  style: string,
  category: string,
  colour: string,
  importance: MissingPiece["importance"],
  reason: string,
): MissingPiece {
  const garment = garmentFor(style, category);
  // "Camel chinos" but "A camel overcoat": plural garments take no article.
  const plural = /[^s]s$/.test(garment);
  const description = plural
    ? `${colour.charAt(0).toUpperCase()}${colour.slice(1)} ${garment}`
    : `${/^[aeiou]/.test(colour) ? "An" : "A"} ${colour} ${garment}`;
  return {
    category,
    description,
    reason,
    importance,
    searchTerms: [`${colour} ${garment}`, `${style.replace("-", " ")} ${colour} ${nounFor(category)}`, garment],
    wheretoBuy: whereToBuyFor(style),
  };
}
