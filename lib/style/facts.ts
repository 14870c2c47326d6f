/**
 * Garment facts (issue #39): what each piece is for, so every rule of the style engine can reason
 * about every slot of an outfit. Client-safe (the item page shows the facts it derives).
 *
 * Where a fact comes from, first match wins:
 *   1. the owner's own setting of that fact on the item page ("auto" leaves it to the rest);
 *   2. the owner's words: the item's name, material, own tags and seasons field;
 *   3. the analysis: the vocabulary tags the analyzer wrote (material, formality, season words);
 *   4. the category's default kind.
 * README "Garment facts" holds the same table for people.
 */
import { type Category, type Season, SEASONS } from "@/lib/constants";

export const WARMTH_LEVELS = [0, 1, 2, 3, 4] as const;
/** 0 summer-weight (tank, shorts, sandals, linen) … 4 very warm (puffer, parka). */
export type Warmth = (typeof WARMTH_LEVELS)[number];
export const FORMALITY_LEVELS = [0, 1, 2, 3, 4] as const;
/** 0 athletic, 1 casual, 2 smart casual, 3 business, 4 formal. */
export type Formality = (typeof FORMALITY_LEVELS)[number];

/** What a piece can be worn for: an ordinary day, and the trip activities. */
export const ACTIVITIES = ["everyday", "office", "dinner", "sightseeing", "hike", "beach", "wedding", "gym"] as const;
export type Activity = (typeof ACTIVITIES)[number];

type KindSpec = {
  category: Category;
  warmth: Warmth;
  formality: Formality;
  /** shoes that keep rain out; outerwear made for rain */
  rainReady?: boolean;
  /** open shoes (sandals): never in rain or cold */
  open?: boolean;
  /** athletic shoes, good for a hike or the gym */
  athletic?: boolean;
  /** words in the owner's text (name, material, tags) that name this kind, most specific first */
  words: readonly string[];
};

/**
 * The kinds within each category, with their defaults. Order matters within a category: the first
 * kind whose word appears in the owner's text wins, so "rain jacket" is found before "jacket".
 */
export const KINDS = {
  // tops
  tank: { category: "tops", warmth: 0, formality: 1, words: ["tank", "camisole", "cami", "vest top", "singlet"] },
  "sports top": {
    category: "tops",
    warmth: 1,
    formality: 0,
    words: ["sports bra", "sports top", "running top", "gym top", "jersey"],
  },
  hoodie: { category: "tops", warmth: 2, formality: 1, words: ["hoodie", "hoody", "sweatshirt", "crewneck sweat"] },
  sweater: {
    category: "tops",
    warmth: 3,
    formality: 2,
    words: ["sweater", "jumper", "pullover", "knit", "turtleneck", "cardigan"],
  },
  blazer: { category: "tops", warmth: 2, formality: 3, words: ["blazer", "sport coat"] },
  shirt: {
    category: "tops",
    warmth: 1,
    formality: 2,
    words: ["shirt", "blouse", "button-down", "button down", "oxford", "polo"],
  },
  "t-shirt": { category: "tops", warmth: 1, formality: 1, words: ["t-shirt", "tshirt", "tee", "top"] },
  // bottoms
  skirt: { category: "bottoms", warmth: 1, formality: 2, words: ["skirt"] },
  shorts: { category: "bottoms", warmth: 0, formality: 1, words: ["short"] },
  leggings: {
    category: "bottoms",
    warmth: 1,
    formality: 0,
    words: ["leggings", "joggers", "sweatpants", "track pants", "running tights"],
  },
  jeans: { category: "bottoms", warmth: 2, formality: 1, words: ["jeans", "denim"] },
  trousers: {
    category: "bottoms",
    warmth: 2,
    formality: 2,
    words: ["trousers", "chinos", "chino", "slacks", "pants", "culottes"],
  },
  // dresses and suits
  sundress: {
    category: "dresses",
    warmth: 0,
    formality: 1,
    words: ["sundress", "sun dress", "beach dress", "slip dress"],
  },
  gown: {
    category: "dresses",
    warmth: 1,
    formality: 4,
    words: ["gown", "evening dress", "cocktail dress", "party dress"],
  },
  dress: { category: "dresses", warmth: 1, formality: 2, words: ["dress", "jumpsuit", "romper"] },
  tuxedo: { category: "suits", warmth: 3, formality: 4, words: ["tuxedo", "dinner suit", "morning suit"] },
  suit: { category: "suits", warmth: 3, formality: 3, words: ["suit"] },
  // shoes
  sandals: {
    category: "shoes",
    warmth: 0,
    formality: 1,
    open: true,
    words: ["sandal", "flip-flop", "flip flop", "slides", "espadrille"],
  },
  "hiking boots": {
    category: "shoes",
    warmth: 3,
    formality: 0,
    rainReady: true,
    athletic: true,
    words: ["hiking", "trail"],
  },
  "running shoes": {
    category: "shoes",
    warmth: 1,
    formality: 0,
    athletic: true,
    words: ["running", "trainer", "gym shoe"],
  },
  boots: {
    category: "shoes",
    warmth: 3,
    formality: 2,
    rainReady: true,
    words: ["boot", "chelsea", "wellington", "wellies"],
  },
  heels: { category: "shoes", warmth: 1, formality: 4, words: ["heel", "pump", "stiletto"] },
  "dress shoes": {
    category: "shoes",
    warmth: 1,
    formality: 4,
    words: ["oxford shoe", "derby", "brogue", "dress shoe", "loafer", "monk"],
  },
  flats: { category: "shoes", warmth: 1, formality: 2, words: ["flat", "ballet", "mule"] },
  sneakers: { category: "shoes", warmth: 1, formality: 1, athletic: true, words: ["sneaker", "shoe", "canvas"] },
  // outerwear
  "rain jacket": {
    category: "outerwear",
    warmth: 1,
    formality: 1,
    rainReady: true,
    words: ["rain", "raincoat", "rain jacket", "waterproof", "anorak", "mac", "shell", "poncho"],
  },
  puffer: {
    category: "outerwear",
    warmth: 4,
    formality: 1,
    words: ["puffer", "parka", "down jacket", "quilted"],
  },
  trench: { category: "outerwear", warmth: 2, formality: 3, rainReady: true, words: ["trench"] },
  coat: { category: "outerwear", warmth: 3, formality: 3, words: ["coat", "overcoat", "peacoat"] },
  jacket: {
    category: "outerwear",
    warmth: 2,
    formality: 1,
    words: ["jacket", "bomber", "windbreaker", "gilet", "shacket"],
  },
  // accessories and the rest
  scarf: { category: "accessories", warmth: 2, formality: 2, words: ["scarf", "beanie", "gloves", "mittens"] },
  accessory: { category: "accessories", warmth: 1, formality: 2, words: [] },
  piece: { category: "other", warmth: 1, formality: 1, words: [] },
} as const satisfies Record<string, KindSpec>;
export type Kind = keyof typeof KINDS;
export const KIND_NAMES = Object.keys(KINDS) as Kind[];

/** The kind a category falls back to when nothing more specific is known. */
const DEFAULT_KIND: Record<Category, Kind> = {
  tops: "t-shirt",
  bottoms: "trousers",
  outerwear: "jacket",
  shoes: "sneakers",
  accessories: "accessory",
  dresses: "dress",
  suits: "suit",
  other: "piece",
};
export const kindsOf = (category: string): Kind[] => KIND_NAMES.filter((kind) => KINDS[kind].category === category);

/** Materials that change a kind's warmth: wool and its like warm a piece up, linen makes it summer-weight. */
const WARMING = ["wool", "cashmere", "fleece", "tweed", "corduroy", "down", "shearling", "sherpa", "flannel", "merino"];
const COOLING = ["linen", "seersucker", "mesh", "chiffon"];
/** Materials that do not stand rain (a suede boot, a silk dress). */
const RAIN_SHY = ["suede", "satin", "silk", "velvet", "canvas"];
const WATERPROOF = ["waterproof", "gore-tex", "goretex", "rubber", "wax", "oilskin"];
const FORMALITY_WORDS: readonly (readonly [string, Formality])[] = [
  ["formal", 4],
  ["black tie", 4],
  ["business", 3],
  ["smart casual", 2],
  ["casual", 1],
  ["athletic", 0],
  ["sporty", 0],
];

/** The owner's overrides, as stored: null (or absent) is "auto". */
export type FactOverrides = {
  kind?: string | null;
  warmth?: number | null;
  rainReady?: boolean | null;
  formality?: number | null;
  activities?: readonly string[] | null;
  /** the owner chose the seasons field (lib/style/fact-overrides.ts) */
  seasonsChosen?: boolean | null;
  /** what the configured vision provider read from the photo (stored beside the owner's settings) */
  analysis?: AnalysedFacts | null;
};

/** The facts a vision provider reads from a closet photo: each optional. */
export type AnalysedFacts = { kind?: string; warmth?: number; formality?: number };

/** What the engine reads of an item to work out its facts. */
export type GarmentInput = {
  category: string;
  name?: string | null;
  material?: string | null;
  /** every tag shown (the analysis's and the owner's) */
  styleTags?: readonly string[];
  /** the tags the owner added themselves */
  userTags?: readonly string[];
  /** the item's seasons field */
  seasons?: readonly string[];
} & FactOverrides;

export type FactSource = "owner" | "words" | "analysis" | "category";
export type GarmentFacts = {
  kind: Kind;
  warmth: Warmth;
  rainReady: boolean;
  /** open shoes: never in rain or cold */
  open: boolean;
  athletic: boolean;
  formality: Formality;
  /** the seasons it suits; empty means any */
  seasons: Season[];
  /** true when `seasons` is the item's own field (a rule, not a guess) */
  seasonsOwned: boolean;
  activities: Activity[];
  /** where each fact came from, for the item page's "auto (…)" hints and for reasons */
  sources: {
    kind: FactSource;
    warmth: FactSource;
    rainReady: FactSource;
    formality: FactSource;
    activities: FactSource;
  };
};

const clampWarmth = (value: number) => Math.max(0, Math.min(4, Math.round(value))) as Warmth;
const isKind = (value: unknown): value is Kind => typeof value === "string" && value in KINDS;

/**
 * Text as whole words: lower-cased, with spaces around (for phrases) and as a set (for single words),
 * so "short" never matches inside "shortbread" and a closet of 500 pieces reads in milliseconds.
 */
type Text = { padded: string; tokens: ReadonlySet<string> };
function textOf(parts: readonly (string | null | undefined)[]): Text {
  const words = parts
    .filter(Boolean)
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, " ")
    .trim();
  return { padded: ` ${words} `, tokens: new Set(words.split(" ")) };
}
const joined = (a: Text, b: Text): Text => ({
  padded: `${a.padded}${b.padded}`,
  tokens: new Set([...a.tokens, ...b.tokens]),
});

/** Each word's forms, worked out once: itself and its plurals (phrases with spaces around). */
const FORMS = new Map<string, { phrase: boolean; forms: string[] }>();
function formsOf(word: string) {
  let found = FORMS.get(word);
  if (!found) {
    const phrase = word.includes(" ");
    const forms = [word, `${word}s`, `${word}es`].map((form) => (phrase ? ` ${form} ` : form));
    FORMS.set(word, (found = { phrase, forms }));
  }
  return found;
}

/** Whether the text holds a word or phrase, plural or not ("boot" in "chelsea boots"). */
function mentions(text: Text, word: string): boolean {
  const { phrase, forms } = formsOf(word);
  for (const form of forms) if (phrase ? text.padded.includes(form) : text.tokens.has(form)) return true;
  return false;
}

const KINDS_BY_CATEGORY = new Map<string, Kind[]>();
function kindFrom(category: string, text: Text): Kind | undefined {
  let kinds = KINDS_BY_CATEGORY.get(category);
  if (!kinds) KINDS_BY_CATEGORY.set(category, (kinds = kindsOf(category)));
  for (const kind of kinds) if (KINDS[kind].words.some((word) => mentions(text, word))) return kind;
  return undefined;
}

/** The piece's words: the owner's own (name, material, own tags), the analysis's tags, and both. */
type Words = { own: Text; analysis: Text; all: Text };
type Found<T> = { value: T; source: FactSource };

function kindOf(item: GarmentInput, category: Category, words: Words): Found<Kind> {
  if (isKind(item.kind) && KINDS[item.kind].category === category) return { value: item.kind, source: "owner" };
  const named = kindFrom(category, words.own);
  if (named) return { value: named, source: "words" };
  const read = item.analysis?.kind;
  if (isKind(read) && KINDS[read].category === category) return { value: read, source: "analysis" };
  const analysed = kindFrom(category, words.analysis);
  if (analysed) return { value: analysed, source: "analysis" };
  // A layer of wool and the like is a coat, not a jacket, when nothing names it.
  if (category === "outerwear" && WARMING.some((word) => mentions(words.all, word)))
    return { value: "coat", source: "analysis" };
  return { value: DEFAULT_KIND[category] ?? "piece", source: "category" };
}

/**
 * Warmth: the owner's number; else a material in the owner's words (linen makes a piece
 * summer-weight, wool warms it); else the provider's reading of the photo; else a material among
 * the analysis's tags; else the kind's.
 */
function warmthOf(item: GarmentInput, category: Category, kind: Found<Kind>, words: Words): Found<number> {
  if (typeof item.warmth === "number") return { value: item.warmth, source: "owner" };
  const base = KINDS[kind.value].warmth as number;
  const warmer = Math.max(base + 1, category === "tops" || category === "bottoms" ? 3 : base + 1);
  const byMaterial = (text: Text) =>
    COOLING.some((word) => mentions(text, word))
      ? 0
      : WARMING.some((word) => mentions(text, word))
        ? warmer
        : undefined;
  const own = byMaterial(words.own);
  if (own !== undefined) return { value: own, source: "words" };
  if (typeof item.analysis?.warmth === "number") return { value: item.analysis.warmth, source: "analysis" };
  const tagged = byMaterial(words.analysis);
  if (tagged !== undefined) return { value: tagged, source: "analysis" };
  return { value: base, source: kind.source };
}

function rainReadyOf(item: GarmentInput, kind: Found<Kind>, words: Words): Found<boolean> {
  if (typeof item.rainReady === "boolean") return { value: item.rainReady, source: "owner" };
  if (WATERPROOF.some((word) => mentions(words.all, word))) return { value: true, source: "words" };
  if (RAIN_SHY.some((word) => mentions(words.all, word))) return { value: false, source: "words" };
  return { value: Boolean((KINDS[kind.value] as KindSpec).rainReady), source: kind.source };
}

/** The kind's formality; a word about formality outranks a guessed kind, never a named one. */
function formalityOf(item: GarmentInput, kind: Found<Kind>, words: Words): Found<number> {
  if (typeof item.formality === "number") return { value: item.formality, source: "owner" };
  if (typeof item.analysis?.formality === "number" && kind.source !== "words")
    return { value: item.analysis.formality, source: "analysis" };
  const said =
    FORMALITY_WORDS.find(([word]) => mentions(words.own, word)) ??
    FORMALITY_WORDS.find(([word]) => mentions(words.analysis, word));
  if (said && kind.source !== "words" && kind.source !== "owner")
    return { value: said[1], source: mentions(words.own, said[0]) ? "words" : "analysis" };
  return { value: KINDS[kind.value].formality, source: kind.source };
}

const SEASON_RING = ["spring", "summer", "fall", "winter"] as const;
/** A season and the two beside it: the in-between months borrow from both sides. */
const withNeighbours = (seasons: readonly Season[]): Season[] => {
  const ring = new Set<Season>();
  for (const season of seasons) {
    const at = SEASON_RING.indexOf(season as (typeof SEASON_RING)[number]);
    if (at < 0) continue;
    for (const step of [3, 0, 1]) ring.add(SEASON_RING[(at + step) % 4]!);
  }
  return SEASON_RING.filter((season) => ring.has(season));
};

/**
 * The seasons field the owner chose is a rule: a tank marked "summer" dresses summer only.
 * Seasons the analysis filled in are a guess, like the tags' season words: the season and its
 * neighbours. "all-season" means any; an empty field, a guess from warmth.
 */
function seasonsOf(item: GarmentInput, warmth: Warmth): { seasons: Season[]; seasonsOwned: boolean } {
  const own = (item.seasons ?? []).filter((s): s is Season => (SEASONS as readonly string[]).includes(s));
  if (own.includes("all-season")) return { seasons: [], seasonsOwned: false };
  if (own.length > 0 && item.seasonsChosen) return { seasons: own, seasonsOwned: true };
  if (own.length > 0) return { seasons: withNeighbours(own), seasonsOwned: false };
  return { seasons: guessedSeasons(warmth), seasonsOwned: false };
}

/**
 * The facts of one piece. Pure and cheap (a 500-piece closet in well under a millisecond each), so
 * every screen works them out when it reads the closet rather than storing a guess that goes stale.
 */
export function factsOf(item: GarmentInput): GarmentFacts {
  const category = item.category.trim().toLowerCase() as Category;
  const own = textOf([item.name, item.material, ...(item.userTags ?? [])]);
  const analysis = textOf(item.styleTags ?? []);
  const words: Words = { own, analysis, all: joined(own, analysis) };
  const kind = kindOf(item, category, words);
  const warmth = warmthOf(item, category, kind, words);
  const rainReady = rainReadyOf(item, kind, words);
  const formality = formalityOf(item, kind, words);
  const spec: KindSpec = KINDS[kind.value];
  const facts = {
    kind: kind.value,
    warmth: clampWarmth(warmth.value),
    rainReady: rainReady.value,
    open: Boolean(spec.open),
    // Athletic when named so (running shoes, "athletic"), never by the category's guess alone.
    athletic:
      formality.value <= 1 &&
      ((Boolean(spec.athletic) && kind.source !== "category") ||
        mentions(words.all, "athletic") ||
        mentions(words.all, "sporty")),
    formality: Math.max(0, Math.min(4, Math.round(formality.value))) as Formality,
    ...seasonsOf(item, clampWarmth(warmth.value)),
  };
  const ownActivities = (item.activities ?? []).filter((a): a is Activity =>
    (ACTIVITIES as readonly string[]).includes(a),
  );
  return {
    ...facts,
    activities: item.activities ? ownActivities : activitiesOf(facts, category),
    sources: {
      kind: kind.source,
      warmth: warmth.source,
      rainReady: rainReady.source,
      formality: formality.source,
      activities: item.activities ? "owner" : "category",
    },
  };
}

/** Seasons guessed from warmth: summer-weight pieces sit out winter, the warmest sit out summer. */
function guessedSeasons(warmth: Warmth): Season[] {
  if (warmth === 0) return ["spring", "summer", "fall"];
  if (warmth === 4) return ["fall", "winter", "spring"];
  return [];
}

type Facts = Pick<GarmentFacts, "kind" | "warmth" | "formality" | "athletic" | "open">;

/** Whether a piece suits an activity, by its facts (the owner can list activities themselves). */
export function suitsActivity(facts: Facts, category: string, activity: Activity): boolean {
  const onePiece = category === "dresses" || category === "suits";
  switch (activity) {
    case "everyday":
    case "dinner":
      return activity === "dinner" ? facts.formality >= 1 : facts.formality <= 3;
    case "office":
      return facts.formality >= 2 || category === "accessories" || category === "outerwear";
    case "wedding":
      // Formal shoes and a formal dress or suit; separates may be a notch below (a shirt under a blazer).
      if (category === "accessories") return true;
      return facts.formality >= (category === "tops" || category === "bottoms" || category === "outerwear" ? 2 : 3);
    case "sightseeing":
      return facts.formality <= 3 && facts.kind !== "heels";
    case "hike":
    case "gym":
      if (onePiece || facts.formality >= 3) return false;
      if (category === "shoes") return facts.athletic;
      return activity === "gym" ? facts.formality <= 1 && facts.warmth <= 2 : true;
    case "beach":
      return facts.warmth <= 1 && facts.formality <= 2;
  }
}

function activitiesOf(facts: Facts, category: string): Activity[] {
  return ACTIVITIES.filter((activity) => suitsActivity(facts, category, activity));
}

export const FACT_NAMES = ["kind", "warmth", "rainReady", "formality", "activities"] as const;
export type FactName = (typeof FACT_NAMES)[number];

/** An item's facts as the REST contract answers them: the values in use, and which ones the owner set. */
export type ItemFacts = {
  kind: Kind;
  warmth: Warmth;
  rainReady: boolean;
  formality: Formality;
  activities: Activity[];
  /** the facts the owner set on the item page; the others are "auto" */
  set: FactName[];
};

/** The item page's wording of each level. */
export const WARMTH_NAMES: Record<Warmth, string> = {
  0: "summer-weight",
  1: "light",
  2: "mid-weight",
  3: "warm",
  4: "very warm",
};
export const FORMALITY_NAMES: Record<Formality, string> = {
  0: "athletic",
  1: "casual",
  2: "smart casual",
  3: "business",
  4: "formal",
};
