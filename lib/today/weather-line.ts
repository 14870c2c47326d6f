/**
 * Today's weather line (issue #41): the icon and the words beside the date, chosen from the same
 * thresholds the looks are dressed by (lib/style/climate.ts), so a day the looks dress for rain
 * never shows a sun. No server code: the island renders it.
 */
import { TODAY_TEXT } from "@/lib/messages/today";
import { isRainy } from "@/lib/style/climate";
import type { TodayView } from "./contract";

/** Below this chance of rain (%) and with no rain forecast, the day is shown as sunny. */
export const DRY_BELOW_PERCENT = 20;

export type WeatherIcon = "rain" | "cloud" | "sun" | "unavailable";
export type WeatherLine = { icon: WeatherIcon; text: string };

/** The line for a day: null when no place is set (no weather was asked for). */
export function weatherLine(view: Pick<TodayView, "weather" | "weatherUnavailable">): WeatherLine | null {
  const { weather } = view;
  if (!weather) return view.weatherUnavailable ? { icon: "unavailable", text: TODAY_TEXT.weatherUnavailable } : null;
  const temperatures = TODAY_TEXT.weather(weather.place, weather.morningC, weather.maxC);
  if (isRainy(weather))
    return { icon: "rain", text: `${temperatures}, ${TODAY_TEXT.rainLikely(weather.rainChance, weather.rainMm)}` };
  const dry = weather.rainMm === 0 && weather.rainChance < DRY_BELOW_PERCENT;
  return { icon: dry ? "sun" : "cloud", text: temperatures };
}
