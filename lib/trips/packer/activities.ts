import { TRIP_MESSAGES } from "@/lib/messages/trips";

export const TRIP_ACTIVITIES = ["office", "dinner", "sightseeing", "hike", "beach", "wedding", "gym"] as const;
export type TripActivity = (typeof TRIP_ACTIVITIES)[number];
/** What a day is dressed for: an activity, or an ordinary day when the trip names none for it. */
export type Occasion = TripActivity | "everyday";

type Need = { tags: readonly string[]; on: "base" | "shoes"; gap: string };
type ActivityRule = { avoid: readonly string[]; prefer: readonly string[]; need?: Need };

/** Each activity's rules, in the tag vocabulary (lib/ai/vocabulary.ts): hard `need`, `avoid`, soft `prefer`. */
export const ACTIVITY_RULES: Record<Occasion, ActivityRule> = {
  everyday: { avoid: [], prefer: [] },
  office: {
    avoid: ["athletic"],
    prefer: ["business", "smart casual", "classic", "minimalist", "old-money"],
    need: { tags: ["business", "smart casual", "formal"], on: "base", gap: TRIP_MESSAGES.gaps.office },
  },
  dinner: { avoid: ["athletic"], prefer: ["smart casual", "business", "formal", "classic", "romantic"] },
  sightseeing: { avoid: ["formal"], prefer: ["casual", "chill", "sporty", "athletic", "cotton", "denim"] },
  hike: {
    avoid: ["formal", "business", "silk", "satin", "lace", "velvet"],
    prefer: ["athletic", "sporty", "fleece"],
    need: { tags: ["athletic"], on: "shoes", gap: TRIP_MESSAGES.gaps.hike },
  },
  beach: {
    avoid: ["wool", "cashmere", "tweed", "corduroy", "velvet", "fleece", "formal", "business"],
    prefer: ["linen", "light", "summer", "cotton", "casual", "chill"],
  },
  wedding: {
    avoid: ["athletic", "denim"],
    prefer: ["formal", "silk", "satin", "classic", "old-money"],
    need: { tags: ["formal"], on: "base", gap: TRIP_MESSAGES.gaps.wedding },
  },
  gym: {
    avoid: ["formal", "business", "smart casual", "silk", "satin", "lace"],
    prefer: ["athletic", "sporty"],
    need: { tags: ["athletic"], on: "base", gap: TRIP_MESSAGES.gaps.gym },
  },
};

/** Activities that take one day of the trip; the others take turns over the remaining days. */
const ONE_DAY_ACTIVITIES: readonly TripActivity[] = ["wedding"];

export type PackerItem = { id: number; category: string; styleTags: readonly string[]; status?: string };
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
