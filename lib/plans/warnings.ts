import "server-only";

import { type Owner, ownerSql } from "@/lib/auth/owner";
import { dayLabelParts } from "@/lib/calendar/month-grid";
import { loadAiCloset } from "@/lib/closet";
import { PLAN_LIMITS } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { PLAN_WARNINGS } from "@/lib/messages/plans";
import { getSettings } from "@/lib/settings";
import { isCold, type Weather } from "@/lib/style/climate";
import { type StylePiece, stylePieceOf } from "@/lib/style/pieces";
import { describePiece } from "@/lib/style/reasons";
import { type RuleName, violationsOf } from "@/lib/style/rules";
import { forecastFor } from "@/lib/today/weather";
import type { PlanWarning } from "./contract";
import { addDays, earliestToday } from "./schemas";

type PlanFacts = {
  id: number;
  date: string;
  wearId: number | null;
  planned: number;
  items: { id: number; category: string; name: string | null; status: string }[];
};

/**
 * The weather rules a warning may speak of, and what about the day each one answers to. "cold-light"
 * speaks on a cold or a wet day: the sentence names the one that is true (rain at 15 °C is not cold).
 */
const WEATHER_RULES: Partial<Record<RuleName, (weather: Weather) => "rain" | "cold" | "hot">> = {
  "rain-open": () => "rain",
  "rain-layer": () => "rain",
  "cold-light": (weather) => (isCold(weather) ? "cold" : "rain"),
  "freezing-under": () => "cold",
  "hot-warm": () => "hot",
  "hot-layer": () => "hot",
};

/**
 * Each plan's warnings (issue #43), every one a sentence built from the facts that decided it. Only
 * plans still to come (not worn, and today somewhere on Earth or later) are warned about: a past
 * plan is history. Weather warnings need the day's forecast (a place set, the day within the
 * forecast's reach, an answer) and come from the stylist's own rules (lib/style/rules.ts): a piece
 * is questioned only when the closet has one that would suit the day.
 */
export async function warningsFor(owner: Owner, plans: readonly PlanFacts[]): Promise<Map<number, PlanWarning[]>> {
  const firstDay = earliestToday();
  const open = plans.filter((plan) => plan.wearId === null && plan.date >= firstDay);
  const result = new Map<number, PlanWarning[]>();
  if (open.length === 0) return result;

  const [closet, neighbours, weather] = await Promise.all([
    loadAiCloset(owner).then((items) => new Map(items.map((item) => [item.id, stylePieceOf(item)]))),
    plansAround(owner, open),
    forecastsFor(owner, open, firstDay),
  ]);
  const name = (item: PlanFacts["items"][number]) => {
    const piece = closet.get(item.id);
    return piece ? describePiece(piece) : `the ${item.name?.trim() || item.category.toLowerCase()}`;
  };

  for (const plan of open) {
    const warnings: PlanWarning[] = [];
    for (const item of plan.items) {
      if (item.status === "laundry")
        warnings.push({ kind: "laundry", itemId: item.id, text: PLAN_WARNINGS.laundry(name(item)) });
      if (item.status === "archived")
        warnings.push({ kind: "archived", itemId: item.id, text: PLAN_WARNINGS.archived(name(item)) });
    }
    const day = weather.get(plan.date);
    if (day) warnings.push(...weatherWarnings(plan, day, [...closet.values()], name));
    for (const item of plan.items) {
      const other = neighbours.find(
        (next) =>
          next.id !== plan.id &&
          next.items.includes(item.id) &&
          Math.abs(Date.parse(next.date) - Date.parse(plan.date)) < PLAN_LIMITS.repeatDays * 86_400_000,
      );
      if (other)
        warnings.push({
          kind: "repeat",
          itemId: item.id,
          text: PLAN_WARNINGS.repeat(name(item), other.date === plan.date ? "the same day" : weekdayOf(other.date)),
        });
    }
    const gone = plan.planned - plan.items.length;
    if (gone > 0) warnings.push({ kind: "gone", text: PLAN_WARNINGS.gone(gone) });
    if (warnings.length > 0) result.set(plan.id, warnings);
  }
  return result;
}

/** "thursday": the weekday a warning names its day by (plans are at most 60 days ahead). */
const weekdayOf = (date: string) => dayLabelParts(date).weekday.toLowerCase();

function weatherWarnings(
  plan: PlanFacts,
  weather: Weather,
  closet: readonly StylePiece[],
  name: (item: PlanFacts["items"][number]) => string,
): PlanWarning[] {
  const outfit = plan.items.map((item) => closet.find((piece) => piece.id === item.id)).filter((p) => p !== undefined);
  // The pieces in the wash have their own warning; the rules judge what would be worn.
  const wearable = outfit.filter((piece) => (piece.status ?? "active") === "active");
  const seen = new Set<number>();
  const warnings: PlanWarning[] = [];
  for (const { rule, pieceId } of violationsOf(wearable, closet, { weather })) {
    const about = WEATHER_RULES[rule as RuleName]?.(weather);
    if (!about || seen.has(pieceId)) continue;
    seen.add(pieceId);
    const item = plan.items.find((planned) => planned.id === pieceId)!;
    const day = weekdayOf(plan.date);
    const text =
      about === "rain"
        ? PLAN_WARNINGS.rain(day, name(item))
        : about === "cold"
          ? PLAN_WARNINGS.cold(day, weather.morningC, name(item))
          : PLAN_WARNINGS.hot(day, weather.maxC, name(item));
    warnings.push({ kind: "weather", itemId: pieceId, text });
  }
  return warnings;
}

/** The owner's plans within three days of any of these, for "planned twice in three days". */
async function plansAround(owner: Owner, plans: readonly PlanFacts[]) {
  const dates = plans.map((plan) => plan.date).sort();
  const from = addDays(dates[0]!, -(PLAN_LIMITS.repeatDays - 1));
  const to = addDays(dates.at(-1)!, PLAN_LIMITS.repeatDays - 1);
  const db = await getDb();
  return db.$queryRaw<{ id: number; date: string; items: number[] }[]>`
    SELECT id, to_char(date, 'YYYY-MM-DD') AS date, items FROM plans
    WHERE ${ownerSql(owner)} AND date BETWEEN ${from}::date AND ${to}::date`;
}

/** The forecast of each planned day within the forecast's reach, where the owner has a place and an answer came. */
async function forecastsFor(
  owner: Owner,
  plans: readonly PlanFacts[],
  firstDay: string,
): Promise<Map<string, Weather>> {
  const lastDay = addDays(firstDay, PLAN_LIMITS.forecastDays);
  const days = [...new Set(plans.map((plan) => plan.date))].filter((date) => date <= lastDay);
  if (days.length === 0) return new Map();
  const { place } = await getSettings(owner);
  if (!place) return new Map();
  const answers = await Promise.all(days.map(async (date) => [date, await forecastFor(place, date)] as const));
  return new Map(
    answers.filter((entry): entry is [string, Weather] => entry[1] !== null && entry[1] !== "unavailable"),
  );
}
