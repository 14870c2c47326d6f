import type { Season } from "@/lib/constants";
import type { Hemisphere } from "@/lib/settings";

/** The season of a day: meteorological seasons, turned half a year round in the south. */
export function seasonOf(date: string, hemisphere: Hemisphere): Season {
  const month = Number(date.slice(5, 7)) - 1;
  const shifted = hemisphere === "south" ? (month + 6) % 12 : month;
  return (
    [
      "winter",
      "winter",
      "spring",
      "spring",
      "spring",
      "summer",
      "summer",
      "summer",
      "fall",
      "fall",
      "fall",
      "winter",
    ] as const
  )[shifted]!;
}
