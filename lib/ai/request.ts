import { type Season, SEASONS, STYLE_THEMES, type StyleTheme } from "@/lib/constants";
import type { Kind } from "@/lib/style/facts";
import { type OutfitExclusions, type OutfitRequest, PREFERENCES_MAX_CHARS } from "./types";
import { COLOUR_TAGS } from "./vocabulary";

/**
 * What a word (or words) of the message names. Pieces are a closet category or a garment kind of
 * lib/style/facts.ts; seasons can be negated too ("anything but winter"), which only keeps them from
 * becoming the filter.
 */
type Target =
  | { type: "theme"; value: StyleTheme }
  | { type: "season"; value: Season }
  | { type: "colour"; value: string }
  | { type: "category"; value: string }
  | { type: "kind"; value: Kind };

const SEASON_WORDS: Record<string, Season> = { autumn: "fall", ...Object.fromEntries(SEASONS.map((s) => [s, s])) };

/**
 * Words naming a whole category. "coat" and "jacket" are outerwear: "without the coat" asks for no
 * outer layer at all, and the closet the outfit rules see carries no item names (only category and
 * tags), so a coat could not be told from a jacket there anyway.
 */
const CATEGORY_WORDS: Record<string, readonly string[]> = {
  outerwear: ["outerwear", "coat", "jacket"],
  shoes: ["shoe", "footwear"],
  dresses: ["dress"],
  suits: ["suit"],
  tops: ["tops"],
  bottoms: ["bottoms"],
  accessories: ["accessory", "accessories"],
};

/**
 * Words naming one kind of piece (lib/style/facts.ts KINDS), for what a category word would rule out
 * too broadly: "no sandals" leaves the other shoes in, "no jeans" the other bottoms. Only words that
 * cannot mean something else in a sentence ("rain", "flat" and "running" can).
 */
const KIND_WORDS: Partial<Record<Kind, readonly string[]>> = {
  tank: ["tank", "tank top", "camisole", "cami"],
  "sports top": ["sports top", "sports bra"],
  hoodie: ["hoodie", "hoody", "sweatshirt"],
  sweater: ["sweater", "jumper", "pullover", "cardigan", "turtleneck"],
  blazer: ["blazer"],
  shirt: ["shirt", "blouse", "button down", "button-down"],
  "t-shirt": ["t-shirt", "tshirt", "tee"],
  skirt: ["skirt"],
  shorts: ["shorts"],
  leggings: ["leggings", "joggers", "sweatpants"],
  jeans: ["jeans"],
  trousers: ["trousers", "pants", "chinos", "slacks"],
  sundress: ["sundress"],
  gown: ["gown"],
  tuxedo: ["tuxedo"],
  sandals: ["sandal", "flip-flop", "flip flop"],
  "hiking boots": ["hiking boot"],
  "running shoes": ["running shoe", "trainer"],
  boots: ["boot"],
  heels: ["heel", "pumps", "stiletto"],
  "dress shoes": ["dress shoe", "loafer", "brogue"],
  flats: ["flats", "ballet flat"],
  sneakers: ["sneaker"],
  "rain jacket": ["rain jacket", "raincoat"],
  puffer: ["puffer", "parka"],
  trench: ["trench", "trench coat"],
  scarf: ["scarf", "scarves"],
};

/** Words that start a negation, longest first: "anything but X", "no X", "without the X" ... */
const NEGATIONS: readonly (readonly string[])[] = [
  ["anything", "but"],
  ["anything", "except"],
  ["everything", "but"],
  ["everything", "except"],
  ["except", "for"],
  ["except"],
  ["excluding"],
  ["without"],
  ["no"],
  ["not"],
  ["nothing"],
  ["none"],
  ["neither"],
  ["never"],
  ["avoid"],
  ["avoiding"],
  ["skip"],
  ["minus"],
  ["don't"],
  ["dont"],
];
/** Words between a negation and what it negates: "without the", "not too", "don't want any". */
const LEAD_WORDS = new Set(["want", "wear", "wearing", "like", "include", "including", "use", "using"]);
const FILLERS = new Set(["the", "a", "an", "any", "my", "those", "these", "too", "very", "overly", "more", "of"]);
/** Nouns that add nothing after a target: "no streetwear pieces", "nothing black stuff". */
const GENERIC_NOUNS = new Set(
  "piece pieces item items clothes clothing stuff thing things look looks vibe vibes style styles colour colours color colors tone tones shade shades one ones outfit outfits".split(
    " ",
  ),
);
/** What joins the parts of a list: "no black, navy or grey", "without the coat and heels". */
const CONNECTORS = new Set([",", "&", "/", "and", "or", "nor", "plus"]);

type Token = { text: string; hyphenBefore: boolean };

/** Words (apostrophes kept) and list punctuation; a hyphen splits words but is remembered ("old-money"). */
function tokenize(lower: string): Token[] {
  const tokens: Token[] = [];
  for (const match of lower.replace(/[’‘]/g, "'").matchAll(/[a-z0-9']+|(-)|([,&/])|[^\sa-z0-9'-]/g)) {
    const [text, hyphen, connector] = match;
    if (hyphen) {
      const previous = tokens.at(-1);
      const next = lower[match.index + 1];
      // A hyphen between two word characters joins them; any other is punctuation.
      if (previous && /[a-z0-9']/.test(previous.text.at(-1) ?? "") && next && /[a-z0-9]/.test(next)) {
        tokens.push({ text: "-", hyphenBefore: false });
      } else tokens.push({ text: ".", hyphenBefore: false });
      continue;
    }
    if (connector) {
      tokens.push({ text: connector, hyphenBefore: false });
      continue;
    }
    if (/^[a-z0-9']+$/.test(text)) {
      const joined = tokens.at(-1)?.text === "-";
      if (joined) tokens.pop();
      tokens.push({ text: text.replace(/^'+|'+$/g, ""), hyphenBefore: joined });
    } else tokens.push({ text: ".", hyphenBefore: false });
  }
  return tokens.filter((token) => token.text !== "");
}

/** Every way a message spells a phrase: "old-money", "old money", "oldmoney". */
const spellings = (phrase: string) => {
  const spaced = phrase.replace(/-/g, " ");
  return [spaced, spaced.replace(/ /g, "")];
};
/** A piece word and its plural ("heel" → "heels", "dress" → "dresses", "boot" → "boots"). */
const withPlural = (word: string) =>
  word.endsWith("s") && !word.endsWith("ss") ? [word] : [word, /(ss|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`];

function buildTargets(): Map<string, Target> {
  const targets = new Map<string, Target>();
  const add = (phrase: string, target: Target) => {
    for (const spelling of spellings(phrase)) if (!targets.has(spelling)) targets.set(spelling, target);
  };
  for (const theme of STYLE_THEMES) add(theme, { type: "theme", value: theme });
  for (const [word, season] of Object.entries(SEASON_WORDS)) add(word, { type: "season", value: season });
  for (const colour of COLOUR_TAGS) add(colour, { type: "colour", value: colour });
  add("gray", { type: "colour", value: "grey" });
  add("navy blue", { type: "colour", value: "navy" });
  for (const [kind, words] of Object.entries(KIND_WORDS) as [Kind, readonly string[]][])
    for (const word of words) for (const form of withPlural(word)) add(form, { type: "kind", value: kind });
  for (const [category, words] of Object.entries(CATEGORY_WORDS))
    for (const word of words) for (const form of withPlural(word)) add(form, { type: "category", value: category });
  return targets;
}
const TARGETS = buildTargets();
const LONGEST_TARGET = Math.max(...[...TARGETS.keys()].map((phrase) => phrase.split(" ").length));

/** The target the words at `at` name, longest phrase first, and how many words it takes. */
function targetAt(tokens: readonly Token[], at: number): { target: Target; length: number } | undefined {
  for (let length = Math.min(LONGEST_TARGET, tokens.length - at); length >= 1; length--) {
    const words = tokens.slice(at, at + length);
    // Punctuation is a token of its own, so "light, blue" never reads as "light blue".
    const target = TARGETS.get(words.map((token) => token.text).join(" "));
    if (target) return { target, length };
  }
  return undefined;
}

const isPiece = (target: Target) => target.type === "category" || target.type === "kind";
/** Colour, theme, season or piece: what a comma-joined list keeps to. */
const sortOf = (target: Target) => (isPiece(target) ? "piece" : target.type);
/** Words naming one piece together: "black shoes", "streetwear jackets", "winter coat". */
const describesPiece = (element: readonly { target: Target }[]) =>
  element.some(({ target }) => isPiece(target)) && element.some(({ target }) => !isPiece(target));

/**
 * The negated parts of a message. Each negation names a list of targets ("no black or navy", "without
 * the coat and heels"); the list ends at the first word that is neither a target nor a joining word.
 * Words naming one piece together ("no black shoes", "no streetwear jackets") cannot be said as an
 * exclusion (it leaves out whole colours, themes, categories or kinds), so they are left to the
 * preference text, where they still steer the ideas; a theme or season in them still never becomes
 * the filter.
 */
function negations(tokens: readonly Token[]): { negated: Set<number>; excluded: Target[] } {
  const negated = new Set<number>();
  const excluded: Target[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "X-free": one target, negated.
    const found = targetAt(tokens, i);
    if (found) {
      const after = tokens[i + found.length];
      if (after?.text === "free" && after.hyphenBefore) {
        for (let k = i; k < i + found.length; k++) negated.add(k);
        excluded.push(found.target);
      }
    }
    const trigger = NEGATIONS.find((words) => words.every((word, k) => tokens[i + k]?.text === word));
    if (!trigger) continue;
    let at = i + trigger.length;
    while (at < tokens.length && (LEAD_WORDS.has(tokens[at]!.text) || FILLERS.has(tokens[at]!.text))) at++;
    /** The list's elements: each the targets named together ("black", or "black shoes"). */
    const elements: { target: Target; from: number; length: number }[][] = [];
    for (;;) {
      const element: { target: Target; from: number; length: number }[] = [];
      for (let next = targetAt(tokens, at); next; next = targetAt(tokens, at)) {
        element.push({ ...next, from: at });
        at += next.length;
      }
      if (element.length === 0) break;
      elements.push(element);
      // A described piece ends the list: "no black shoes, streetwear please".
      if (describesPiece(element)) break;
      while (at < tokens.length && GENERIC_NOUNS.has(tokens[at]!.text)) at++;
      // Another element follows a joining word (and fillers): "black, navy or grey", "coat and the heels".
      // A comma alone joins only things of one sort, so "no black, streetwear please" keeps the theme.
      let ahead = at;
      let words = false;
      while (ahead < tokens.length && (CONNECTORS.has(tokens[ahead]!.text) || FILLERS.has(tokens[ahead]!.text))) {
        words ||= /^[a-z]/.test(tokens[ahead]!.text) && CONNECTORS.has(tokens[ahead]!.text);
        ahead++;
      }
      const following = ahead > at && CONNECTORS.has(tokens[at]!.text) ? targetAt(tokens, ahead) : undefined;
      if (!following || (!words && sortOf(following.target) !== sortOf(element.at(-1)!.target))) break;
      at = ahead;
    }
    // "black or navy shoes": the colours before a described piece describe it too ("the coat and black
    // shoes" still leaves out the coat).
    const described = elements.at(-1);
    for (const element of elements) {
      for (const { from, length } of element) for (let k = from; k < from + length; k++) negated.add(k);
      if (
        described &&
        describesPiece(described) &&
        (element === described || !element.some(({ target }) => isPiece(target)))
      )
        continue;
      excluded.push(...element.map(({ target }) => target));
    }
    i = Math.max(i, at - 1);
  }
  return { negated, excluded };
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

function exclusionsOf(targets: readonly Target[]): OutfitExclusions | undefined {
  const of = <T extends Target["type"]>(type: T) =>
    unique(targets.filter((target) => target.type === type).map((target) => target.value));
  const exclude: OutfitExclusions = {};
  const themes = of("theme") as StyleTheme[];
  const colours = of("colour");
  const categories = of("category");
  const kinds = of("kind");
  if (themes.length) exclude.themes = themes;
  if (colours.length) exclude.colours = colours;
  if (categories.length) exclude.categories = categories;
  if (kinds.length) exclude.kinds = kinds;
  return Object.keys(exclude).length > 0 ? exclude : undefined;
}

/**
 * POST /api/chat's message as an outfit request: a season or style theme named in it becomes the filter
 * (the first one named wins), and the whole message, bounded, stays preference text. The chat route is
 * not a prompt relay: the engine still builds the request from the owner's closet and its own rules.
 *
 * What the message says to leave out becomes `exclude` (issue #39 §6): "anything but streetwear",
 * "no black or navy", "without the coat and heels", "not boho", "avoid sandals", "nothing black",
 * "except jeans", "leather-free" style "X-free". A negated theme or season is never the filter; one
 * named elsewhere still is ("streetwear but no black"). Pieces: "coat", "jacket" and "outerwear" leave
 * out the outerwear category (as do "shoes", "dress", "suit" theirs); words for one kind ("heels",
 * "sandals", "jeans", "skirt", "hoodie") leave out that kind of lib/style/facts.ts.
 */
export function outfitRequestFromMessage(message: string): OutfitRequest {
  const text = message.trim().slice(0, PREFERENCES_MAX_CHARS);
  const tokens = tokenize(text.toLowerCase());
  const { negated, excluded } = negations(tokens);
  let season: Season | undefined;
  let styleTheme: StyleTheme | undefined;
  for (let i = 0; i < tokens.length;) {
    const found = targetAt(tokens, i);
    if (!found) {
      i++;
      continue;
    }
    if (!negated.has(i)) {
      if (found.target.type === "season") season ??= found.target.value;
      if (found.target.type === "theme") styleTheme ??= found.target.value;
    }
    i += found.length;
  }
  const exclude = exclusionsOf(excluded);
  return {
    ...(season ? { season } : {}),
    ...(styleTheme ? { styleTheme } : {}),
    ...(exclude ? { exclude } : {}),
    ...(text ? { preferences: text } : {}),
  };
}
