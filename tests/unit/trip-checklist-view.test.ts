import {
  dayWeatherText,
  packedOf,
  pieceName,
  plannedOccasions,
  tickedIds,
  toggledTick,
} from "@/lib/trips/checklist-view";
import type { TripItemView } from "@/lib/trips/schemas";
import { describe, expect, it } from "vitest";

const item = (id: number, name: string | null = null): TripItemView => ({
  id,
  name,
  category: "tops",
  imageUrl: `/i/${id}`,
  thumbnailUrl: `/t/${id}`,
});

describe("the trip page's checklist", () => {
  it("names a piece by its name, else by its category", () => {
    expect(pieceName(item(1, "linen shirt"))).toBe("linen shirt");
    expect(pieceName(item(2))).toBe("tops");
  });

  it("starts from the ticks the server saved", () => {
    const checklist = [
      { itemId: 1, checked: true },
      { itemId: 2, checked: false },
      { itemId: 3, checked: true },
    ];
    expect([...tickedIds({ checklist })]).toEqual([1, 3]);
  });

  it("flips one tick and leaves the set it was given as it was", () => {
    const before = new Set([1, 3]);
    expect([...toggledTick(before, 2)]).toEqual([1, 3, 2]);
    expect([...toggledTick(before, 1)]).toEqual([3]);
    expect([...before]).toEqual([1, 3]);
  });

  it("counts only the listed pieces as packed", () => {
    expect(packedOf([item(1), item(2)], new Set([1, 9]))).toBe(1);
  });
});

describe("the trip page's days", () => {
  it("says each day's weather: the forecast, or the season and why there is none", () => {
    const forecast = { source: "forecast", season: "winter", place: "Paris, France", morningC: 3, maxC: 8 } as const;
    expect(dayWeatherText({ ...forecast, rainMm: 4, rainChance: 20 })).toBe("Paris, France: 3–8 °C, rain likely");
    expect(dayWeatherText({ ...forecast, rainMm: 0, rainChance: 10 })).toBe("Paris, France: 3–8 °C");
    expect(dayWeatherText({ source: "season", season: "winter", reason: "beyond-forecast" })).toBe(
      "beyond the forecast: winter at the destination",
    );
    expect(dayWeatherText({ source: "season", season: "summer", reason: "no-place" })).toBe(
      "no place given: summer where you live",
    );
    expect(dayWeatherText(null)).toBeNull();
  });

  it("spreads the trip's activities over the days the owner has not chosen", () => {
    const day = { date: "2027-06-01", occasion: "dinner" as const, assigned: false, items: [], weather: null };
    expect(plannedOccasions({ days: [day, day, day], activities: ["dinner", "wedding"] })).toEqual([
      "dinner",
      "dinner",
      "wedding",
    ]);
  });
});
