import type { Season } from "@/lib/constants";
import type { ItemProfile } from "./profile";

/**
 * What makes an outfit right for the weather, so the solver picks by it and the copy claims only what
 * is true: winter wants a layer and warm, dark pieces; summer no layer and light, breathable ones.
 */
const WARM = new Set(["wool", "cashmere", "knit", "fleece", "tweed", "corduroy", "velvet", "suede", "leather"]);
const BREATHABLE = new Set(["linen", "cotton", "silk"]);

export const isWarm = (item: ItemProfile) => item.tags.some((tag) => WARM.has(tag));
export const isLayer = (item: ItemProfile) => item.slot === "outerwear";
const isDark = (item: ItemProfile) => item.tags.includes("dark") || item.colours.lightness < 35;
const isLight = (item: ItemProfile) => item.tags.includes("light") || item.colours.lightness > 70;
const isBreathable = (item: ItemProfile) => item.tags.some((tag) => BREATHABLE.has(tag));

/** Whether a season wants a layer (winter: always, when one is owned) or none (summer). */
export const LAYERS: Partial<Record<Season, "required" | "excluded">> = { winter: "required", summer: "excluded" };

/** 0..1: how many of the pieces are of the kind the season prefers (0.5 when it has no preference). */
export function seasonPreference(items: readonly ItemProfile[], season: Season | undefined): number {
  if (items.length === 0) return 0.5;
  const share = (test: (item: ItemProfile) => boolean) => items.filter(test).length / items.length;
  if (season === "winter") return 0.6 * share(isWarm) + 0.4 * share(isDark);
  if (season === "summer") return 0.6 * share(isBreathable) + 0.4 * share(isLight);
  if (season === "fall") return 0.5 * share(isWarm) + 0.5 * share(isDark);
  return 0.5;
}

/** The season's line for an outfit's description, only when the outfit earns it; else nothing. */
export function seasonLine(items: readonly ItemProfile[], season: Season | undefined): string {
  const warm = items.some(isWarm);
  const layered = items.some(isLayer);
  switch (season) {
    case "winter":
      return layered || warm ? ` Warm enough for winter${layered ? " with the layer on top" : ""}.` : "";
    case "summer":
      return !layered && !warm ? " Light enough for the heat." : "";
    case "fall":
      return layered || warm ? " Made for cool autumn days." : "";
    case "spring":
      return layered ? " A light layer for changeable spring days." : "";
    default:
      return "";
  }
}
