/**
 * Generated cases for the style engine (issue #39), shared by its property test
 * (tests/unit/style-engine.property.test.ts) and `npm run bench -- stylist`: closets drawn from
 * realistic names and from words the engine was not written for (misspellings, other languages,
 * empty names), any mix of tags, seasons, owner overrides, statuses and cleanout choices; weathers
 * from −15 °C to 40 °C with and without rain; wear logs; activities. And the independent checks:
 * every hard rule and every reason, read back against the case's data.
 */
import { COLOUR_TAGS, STYLE_TAGS } from "@/lib/ai/vocabulary";
import { CATEGORIES, SEASONS, STYLE_THEMES } from "@/lib/constants";
import { isCold, isHot, isRainy, type Weather } from "@/lib/style/climate";
import { ACTIVITIES, type Activity, FORMALITY_LEVELS, KIND_NAMES, WARMTH_LEVELS } from "@/lib/style/facts";
import { createOutfitRules } from "@/lib/style/outfit-rules";
import { type StylePiece, stylePieceOf } from "@/lib/style/pieces";
import type { Reason } from "@/lib/style/reasons";
import { baseCanBeMade, type DayContext, groupOf, RULES, violationsOf } from "@/lib/style/rules";
import { inTheme } from "@/lib/today/roles";
import fc from "fast-check";

const NAMES: Record<string, readonly string[]> = {
  tops: [
    "tank top",
    "white tee",
    "linen shirt",
    "wool sweater",
    "hoodie",
    "silk blouse",
    "blazer",
    "polo",
    "cardigan",
    "camiseta",
    "Pullover",
    "top",
  ],
  bottoms: [
    "denim shorts",
    "jeans",
    "wool trousers",
    "linen pants",
    "pleated skirt",
    "leggings",
    "chinos",
    "Hose",
    "bermuda",
  ],
  outerwear: [
    "yellow rain jacket",
    "wool coat",
    "puffer",
    "trench coat",
    "denim jacket",
    "parka",
    "Regenjacke",
    "blouson",
  ],
  shoes: [
    "sandals",
    "sneakers",
    "chelsea boots",
    "running shoes",
    "heels",
    "loafers",
    "hiking boots",
    "flip flops",
    "Stiefel",
  ],
  dresses: ["sundress", "party dress", "wool dress", "cocktail dress", "robe", "jumpsuit"],
  suits: ["navy suit", "linen suit", "tuxedo", "Anzug"],
  accessories: ["scarf", "belt", "cap", "tote bag", "beanie"],
  other: ["thing", "costume", "swimsuit"],
};
const MATERIALS = [
  "wool",
  "linen",
  "cotton",
  "denim",
  "leather",
  "suede",
  "silk",
  "cashmere",
  "polyester",
  "gore-tex",
  "Wolle",
];
const TAG_POOL = [
  ...COLOUR_TAGS,
  ...STYLE_TAGS,
  "linen",
  "wool",
  "denim",
  "casual",
  "formal",
  "athletic",
  "business",
  "summer",
  "winter",
  "knit",
];

export type StyleCase = {
  closet: StylePiece[];
  context: DayContext;
  wear: {
    daysSince: Map<number, number>;
    wears: Map<number, number>;
    wornOnDay: Set<number>;
  };
};

/** A stored piece as the engine reads it (lib/style/pieces.ts StyleSource), drawn at random. */
export const sourceArb = (id: number) =>
  fc
    .record({
      category: fc.constantFrom(...CATEGORIES, "tops", "bottoms", "shoes", "outerwear"),
      nameIndex: fc.nat(20),
      noName: fc.boolean(),
      material: fc.option(fc.constantFrom(...MATERIALS), { nil: null }),
      styleTags: fc.subarray(TAG_POOL, { maxLength: 5 }),
      seasons: fc.oneof(fc.constant([] as string[]), fc.subarray([...SEASONS], { maxLength: 2 })),
      status: fc.constantFrom("active", "active", "active", "active", "laundry", "archived"),
      cleanout: fc.constantFrom(null, null, null, "keep", "maybe", "sell", "donate"),
      kind: fc.option(fc.constantFrom(...KIND_NAMES), { nil: null, freq: 8 }),
      warmth: fc.option(fc.constantFrom(...WARMTH_LEVELS), { nil: null, freq: 6 }),
      formality: fc.option(fc.constantFrom(...FORMALITY_LEVELS), { nil: null, freq: 6 }),
      rainReady: fc.option(fc.boolean(), { nil: null, freq: 6 }),
      activities: fc.option(fc.subarray([...ACTIVITIES]), { nil: null, freq: 8 }),
    })
    .map((raw) => {
      const names = NAMES[raw.category] ?? NAMES.other!;
      const overrides = Object.fromEntries(
        (["kind", "warmth", "formality", "rainReady", "activities"] as const)
          .filter((key) => raw[key] !== null)
          .map((key) => [key, raw[key]]),
      );
      return {
        id,
        category: raw.category,
        styleTags: raw.styleTags,
        status: raw.status,
        cleanout: raw.cleanout,
        garment: {
          category: raw.category,
          name: raw.noName ? null : names[raw.nameIndex % names.length]!,
          material: raw.material,
          styleTags: raw.styleTags,
          seasons: raw.seasons,
          factOverrides: Object.keys(overrides).length > 0 ? overrides : null,
        },
      };
    });

const weatherArb: fc.Arbitrary<Weather | null> = fc.option(
  fc
    .record({
      morningC: fc.integer({ min: -15, max: 33 }),
      rise: fc.integer({ min: 0, max: 12 }),
      rainMm: fc.constantFrom(0, 0, 0.4, 2, 12),
      rainChance: fc.constantFrom(0, 10, 40, 70, 95),
    })
    .map(({ morningC, rise, rainMm, rainChance }) => ({
      place: "Testville",
      morningC,
      maxC: morningC + rise,
      rainMm,
      rainChance,
    })),
  { nil: null, freq: 6 },
);

/** A closet of 4–40 pieces (sometimes a thin one), a day, and the wear log before it. */
export function styleCaseArb(options: { activity?: boolean } = {}): fc.Arbitrary<StyleCase> {
  return fc
    .integer({ min: 4, max: 40 })
    .chain((size) =>
      fc.record({
        closet: fc.tuple(...Array.from({ length: size }, (_, i) => sourceArb(i + 1).map(stylePieceOf))),
        season: fc.constantFrom(...SEASONS),
        weather: weatherArb,
        activity: options.activity
          ? fc.option(fc.constantFrom(...ACTIVITIES), { nil: undefined })
          : fc.constant(undefined),
        worn: fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: size }),
            days: fc.integer({ min: 0, max: 60 }),
            count: fc.integer({ min: 1, max: 30 }),
          }),
          { maxLength: 12 },
        ),
      }),
    )
    .map(({ closet, season, weather, activity, worn }) => {
      const daysSince = new Map<number, number>();
      const wears = new Map<number, number>();
      const wornOnDay = new Set<number>();
      for (const { id, days, count } of worn) {
        if (days === 0) wornOnDay.add(id);
        else daysSince.set(id, Math.min(days, daysSince.get(id) ?? days));
        wears.set(id, (wears.get(id) ?? 0) + count);
      }
      const recent = new Map([...daysSince].filter(([, days]) => days >= 1 && days <= 3));
      const context: DayContext = { season, weather, recent, ...(activity ? { activity } : {}) };
      return { closet, context, wear: { daysSince, wears, wornOnDay } };
    });
}

/** The ids of the closet's pieces of a slot group that pass a rule (the independent reading of a gap). */
const passingIn = (closet: readonly StylePiece[], group: string, rule: (typeof RULES)[number], context: DayContext) =>
  closet.filter((piece) => groupOf(piece.slot) === group && rule.passes(piece, context));

/**
 * Whether a reason is true of a look and the case's data, read back independently of how the
 * engine built it. Answers the false part, or null.
 */
export function falseReason(reason: Reason, look: readonly StylePiece[], testCase: StyleCase): string | null {
  const { context, wear, closet } = testCase;
  const weather = context.weather ?? null;
  const has = (id: number | undefined) => id !== undefined && look.some((piece) => piece.id === id);
  const piece = (id: number) => look.find((p) => p.id === id);
  switch (reason.code) {
    case "cold":
      if (!weather || !isCold(weather) || weather.morningC !== reason.morningC)
        return "not a cold morning at that temperature";
      if (!has(reason.layerId) || piece(reason.layerId)!.slot !== "outerwear") return "the layer is not in the look";
      if (!has(reason.underId) || !["top", "one-piece"].includes(piece(reason.underId)!.slot))
        return "the piece under it is not in the look";
      return null;
    case "rain":
      if (!weather || !isRainy(weather) || Math.round(weather.rainChance) !== reason.rainChance)
        return "no rain at that chance";
      if (reason.layerId === undefined && reason.shoesId === undefined) return "names nothing";
      if (reason.layerId !== undefined && (!has(reason.layerId) || !piece(reason.layerId)!.facts.rainReady))
        return "the layer is not rain-ready or not in the look";
      if (
        reason.shoesId !== undefined &&
        (!has(reason.shoesId) || piece(reason.shoesId)!.facts.open || !piece(reason.shoesId)!.facts.rainReady)
      )
        return "the shoes are not closed and rain-ready, or not in the look";
      return null;
    case "hot":
      if (!weather || !isHot(weather) || weather.maxC !== reason.maxC) return "not a hot day at that temperature";
      if (look.some((p) => p.slot === "outerwear" || p.facts.warmth >= 3))
        return "the look holds a layer or a warm piece";
      return null;
    case "mild":
      if (!weather || isCold(weather) || isHot(weather) || isRainy(weather)) return "the day is not mild";
      return weather.morningC === reason.morningC && weather.maxC === reason.maxC && weather.place === reason.place
        ? null
        : "wrong figures";
    case "rests":
      if (has(reason.pieceId)) return "the look holds the piece it says it leaves out";
      return context.recent?.get(reason.pieceId) === reason.days && reason.days >= 1 && reason.days <= 3
        ? null
        : "not worn that many days ago";
    case "rested":
      if (!has(reason.pieceId)) return "the rested piece is not in the look";
      return wear.daysSince.get(reason.pieceId) === reason.days && reason.days >= 21 ? null : "not rested that long";
    case "unworn":
      if (!has(reason.pieceId)) return "the unworn piece is not in the look";
      return wear.daysSince.has(reason.pieceId) || wear.wornOnDay.has(reason.pieceId) ? "it was worn" : null;
    case "theme": {
      const active = closet.filter((p) => p.status === "active" && p.cleanout !== "sell" && p.cleanout !== "donate");
      const count = (theme: (typeof STYLE_THEMES)[number]) => {
        const pieces = active.filter((p) => inTheme(p, theme));
        return { pieces: pieces.length, wears: pieces.reduce((sum, p) => sum + (wear.wears.get(p.id) ?? 0), 0) };
      };
      const own = count(reason.theme);
      if (own.wears !== reason.wears || own.pieces !== reason.pieces) return "wrong counts";
      const best = Math.max(...STYLE_THEMES.map((theme) => count(theme).wears));
      if (reason.wears < best) return "not the most-worn style";
      if (reason.wears === 0 && Math.max(...STYLE_THEMES.map((theme) => count(theme).pieces)) > reason.pieces)
        return "not the style most pieces share";
      return look.some((p) => inTheme(p, reason.theme)) ? null : "no piece of the look is in that style";
    }
    case "colours":
      return reason.colours.every((colour) =>
        look.some((p) => p.tags.find((tag) => (COLOUR_TAGS as readonly string[]).includes(tag)) === colour),
      )
        ? null
        : "a colour named is not the look's";
    case "mix":
      return null; // checked with the other looks, below
    case "activity":
      return context.activity === reason.activity || (!context.activity && reason.activity === "everyday")
        ? null
        : "another activity";
    case "gap": {
      const rule = RULES.find((r) => r.name === reason.rule);
      if (!rule?.applies(context)) return "the rule does not apply today";
      const wearable = closet.filter((p) => p.status === "active" && p.cleanout !== "sell" && p.cleanout !== "donate");
      const passing = passingIn(wearable, reason.group, rule, context);
      const met = reason.group === "base" ? baseCanBeMade(passing) : passing.length > 0;
      return met ? "the closet has a piece that meets it" : null;
    }
  }
}

/**
 * SPEC §5's slot rules on the pieces the day could wear (for a stretch look, those its theme allows:
 * shoes that clash with it are not owed), and every style rule, for one look.
 */
export function brokenRules(
  look: readonly StylePiece[],
  testCase: StyleCase,
  pooled: readonly StylePiece[],
  styleTheme?: (typeof STYLE_THEMES)[number],
): string[] {
  const broken = violationsOf(look, testCase.closet, testCase.context).map((v) => `${v.rule}:${v.pieceId}`);
  const records = pooled.map((p) => ({ id: p.id, category: p.category, styleTags: p.tags }));
  const spec = createOutfitRules(records, styleTheme ? { styleTheme } : {}).check({
    items: look.map((p) => p.id),
    ...(styleTheme ? { style: styleTheme } : {}),
  });
  broken.push(...spec.map((v) => `spec:${v}`));
  return broken;
}

export type { Activity };
