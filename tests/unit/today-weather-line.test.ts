/**
 * Today's weather line (issue #41): a rainy day shows rain, never a sun; a forecast that failed or
 * timed out says "weather unavailable"; no place, no line.
 */
import { TODAY_TEXT } from "@/lib/messages/today";
import type { TodayWeather } from "@/lib/today/contract";
import { weatherLine } from "@/lib/today/weather-line";
import { describe, expect, it } from "vitest";

const oslo = (rain: Partial<TodayWeather>): TodayWeather => ({
  place: "Oslo",
  morningC: 3,
  maxC: 6,
  rainMm: 0,
  rainChance: 0,
  ...rain,
});

describe("weatherLine", () => {
  it("a 95 % rain day shows rain and says so", () => {
    expect(weatherLine({ weather: oslo({ rainChance: 95, rainMm: 7.2 }) })).toEqual({
      icon: "rain",
      text: "Oslo: 3–6 °C, rain likely (95%)",
    });
  });

  it("rain by the millimetres alone shows rain too", () => {
    expect(weatherLine({ weather: oslo({ rainMm: 4 }) })).toEqual({
      icon: "rain",
      text: `${TODAY_TEXT.weather("Oslo", 3, 6)}, ${TODAY_TEXT.rainLikely(0, 4)}`,
    });
  });

  it("a dry day shows the sun; a day with some chance of rain, a cloud", () => {
    expect(weatherLine({ weather: oslo({ rainChance: 5 }) })).toEqual({ icon: "sun", text: "Oslo: 3–6 °C" });
    expect(weatherLine({ weather: oslo({ rainChance: 40, rainMm: 0.3 }) })?.icon).toBe("cloud");
  });

  it("a forecast that failed or timed out says weather unavailable", () => {
    expect(weatherLine({ weatherUnavailable: true })).toEqual({
      icon: "unavailable",
      text: TODAY_TEXT.weatherUnavailable,
    });
    expect(TODAY_TEXT.weatherUnavailable).toBe("weather unavailable");
  });

  it("says nothing when no place is set", () => {
    expect(weatherLine({})).toBeNull();
  });
});
