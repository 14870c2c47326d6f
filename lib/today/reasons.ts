import type { ItemProfile } from "@/lib/ai/local/profile";
import { nounFor } from "@/lib/ai/local/wording";
import { COLOUR_TAGS } from "@/lib/ai/vocabulary";
import { type StyleTheme, WEAR_LIMITS } from "@/lib/constants";
import { BASE_SLOTS, LIGHT_TAGS, REDISCOVER_AFTER_DAYS, WARM_TAGS } from "./rank";
import type { LookRole } from "./schemas";
import { isCold, isHot, isRainy, type Weather } from "./weather";

const COLOURS = new Set<string>(COLOUR_TAGS);

const THE = (item: ItemProfile) => {
  const colour = item.tags.find((tag) => COLOURS.has(tag));
  const material = item.tags.find(
    (tag) => WARM_TAGS.has(tag) || LIGHT_TAGS.has(tag) || tag === "leather" || tag === "denim",
  );
  const noun = item.slot === "outerwear" ? "coat" : nounFor(item.category);
  return `the ${[material && material !== "winter" && material !== "summer" ? material : colour, noun].filter(Boolean).join(" ")}`;
};

export type ReasonContext = {
  daysSince: Map<number, number>;
  weather: Weather | null;
  theme?: StyleTheme;
  recent: number[];
};

/** Plain reasons a person can check against the look: rest, weather, colours, role. */
export function reasonsFor(role: LookRole, items: readonly ItemProfile[], context: ReasonContext): string[] {
  const reasons: string[] = [];
  const { weather, daysSince } = context;
  if (role === "safe") reasons.push("a safe pick: pieces that work together without thinking");
  if (role === "stretch")
    reasons.push(
      context.theme
        ? `a stretch toward ${context.theme}, the style you reach for most`
        : "a stretch: a mix you haven't tried",
    );
  const longest = items
    .filter((item) => (daysSince.get(item.id) ?? 0) >= REDISCOVER_AFTER_DAYS)
    .sort((a, b) => daysSince.get(b.id)! - daysSince.get(a.id)!)[0];
  if (longest) reasons.push(`not worn for ${daysSince.get(longest.id)} days: ${THE(longest)}`);
  else if (role === "rediscover") reasons.push("rediscover: pieces you haven't reached for lately");
  if (weather) reasons.push(...weatherReasons(items, weather));
  const colours = [
    ...new Set(items.map((item) => item.tags.find((tag) => COLOURS.has(tag))).filter((c) => c !== undefined)),
  ];
  if (colours.length >= 2) reasons.push(`${colours[0]} and ${colours[1]} sit well together`);
  else if (colours.length === 1) reasons.push(`all in ${colours[0]}: calm and easy`);
  // Said when the look's base (top and bottom, or dress) rests what was worn lately.
  if (context.recent.length > 0 && !items.some((item) => BASE_SLOTS.has(item.slot) && context.recent.includes(item.id)))
    reasons.push(`leaves out what you wore in the last ${WEAR_LIMITS.recentDays} days`);
  return reasons;
}

function weatherReasons(items: readonly ItemProfile[], weather: Weather): string[] {
  const reasons: string[] = [];
  const coat = items.find((item) => item.slot === "outerwear");
  if (isCold(weather) && coat) reasons.push(`a ${weather.morningC} °C morning: ${THE(coat)}`);
  else if (isHot(weather)) {
    const light = items.find((item) => item.tags.includes("linen"));
    reasons.push(
      light ? `${weather.maxC} °C today: ${THE(light)} keeps it light` : `${weather.maxC} °C today: no coat needed`,
    );
  } else if (!isCold(weather)) reasons.push(`${weather.morningC}–${weather.maxC} °C today in ${weather.place}`);
  if (isRainy(weather))
    reasons.push(coat ? `rain on the way: ${THE(coat)} on top` : "rain on the way: nothing that minds getting wet");
  return reasons;
}
