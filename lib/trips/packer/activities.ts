import { TRIP_MESSAGES } from "@/lib/messages/trips";
import type { GarmentFacts } from "@/lib/style/facts";
import type { StoredGarment } from "@/lib/style/item-facts";

export const TRIP_ACTIVITIES = ["office", "dinner", "sightseeing", "hike", "beach", "wedding", "gym"] as const;
export type TripActivity = (typeof TRIP_ACTIVITIES)[number];
/** What a day is dressed for: an activity, or an ordinary day when the trip names none for it. */
export type Occasion = TripActivity | "everyday";

/**
 * What a day's activity must have, judged on the garment facts (lib/style/facts.ts): a hard need
 * on the base or the shoes; when the closet has nothing that meets it, the day is dressed without
 * it and the gap says so.
 */
type Need = { on: "base" | "shoes"; test: (facts: GarmentFacts) => boolean; gap: string };
type ActivityRule = { prefer: readonly string[]; need?: Need; shoesGap?: string };

/**
 * Each activity's rules: which pieces suit it is the pieces' own `activities` fact (formality and
 * warmth windows: a wedding takes formal shoes and a formal dress or suit, a hike athletic shoes and
 * no dress or suit, the beach light pieces); `need` a hard need; `prefer` soft tag preferences.
 */
export const ACTIVITY_RULES: Record<Occasion, ActivityRule> = {
  everyday: { prefer: [] },
  office: {
    prefer: ["business", "smart casual", "classic", "minimalist", "old-money"],
    need: { on: "base", test: (facts) => facts.formality >= 2, gap: TRIP_MESSAGES.gaps.office },
  },
  dinner: { prefer: ["smart casual", "business", "formal", "classic", "romantic"] },
  sightseeing: { prefer: ["casual", "chill", "sporty", "athletic", "cotton", "denim"] },
  hike: {
    prefer: ["athletic", "sporty", "fleece"],
    need: { on: "shoes", test: (facts) => facts.athletic, gap: TRIP_MESSAGES.gaps.hike },
  },
  beach: {
    prefer: ["linen", "light", "summer", "cotton", "casual", "chill"],
    need: { on: "shoes", test: (facts) => facts.open, gap: TRIP_MESSAGES.gaps.beach },
  },
  wedding: {
    prefer: ["formal", "silk", "satin", "classic", "old-money"],
    need: { on: "base", test: (facts) => facts.formality >= 3, gap: TRIP_MESSAGES.gaps.wedding },
    shoesGap: TRIP_MESSAGES.gaps.weddingShoes,
  },
  gym: {
    prefer: ["athletic", "sporty"],
    need: { on: "base", test: (facts) => facts.formality === 0, gap: TRIP_MESSAGES.gaps.gym },
  },
};

/** Activities that take one day of the trip; the others take turns over the remaining days. */
const ONE_DAY_ACTIVITIES: readonly TripActivity[] = ["wedding"];

/** `garment`: the stored item's words and the owner's facts; without it, facts come from the category and tags. */
export type PackerItem = {
  id: number;
  category: string;
  styleTags: readonly string[];
  status?: string;
  cleanout?: string | null;
  garment?: StoredGarment;
};
export type PackedDay = { date: string; occasion: Occasion; items: number[] };
export type PackResult = { items: number[]; days: PackedDay[]; gaps: string[] };

/** The trip's days, YYYY-MM-DD from start to end (both included). */
export function tripDates(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= end; t += 86_400_000)
    dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

/**
 * Which occasion each day is for: a one-day activity (the wedding) takes the last free day, the
 * others take turns from the first day on; days left over (or every day, without activities) are ordinary.
 */
export function assignOccasions(dayCount: number, activities: readonly TripActivity[]): Occasion[] {
  const unique = [...new Set(activities)];
  const occasions: Occasion[] = Array.from({ length: dayCount }, () => "everyday");
  let last = dayCount - 1;
  for (const activity of unique.filter((a) => ONE_DAY_ACTIVITIES.includes(a))) {
    if (last < 0) break;
    occasions[last--] = activity;
  }
  const rotating = unique.filter((a) => !ONE_DAY_ACTIVITIES.includes(a));
  if (rotating.length > 0) for (let i = 0; i <= last; i++) occasions[i] = rotating[i % rotating.length]!;
  return occasions;
}
