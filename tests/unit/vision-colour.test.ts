import { ciede2000 } from "@/lib/vision/ciede2000";
import { rgbToLab } from "@/lib/vision/lab";
import { nameColour } from "@/lib/vision/palette";
import { describe, expect, it } from "vitest";

const hex = (value: string) =>
  rgbToLab(parseInt(value.slice(1, 3), 16), parseInt(value.slice(3, 5), 16), parseInt(value.slice(5, 7), 16));

describe("CIEDE2000", () => {
  // Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 13, 17, 25 and 34.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)("%j to %j is %d", (p, q, expected) => {
    expect(ciede2000(p, q)).toBeCloseTo(expected, 3);
    expect(ciede2000(q, p)).toBeCloseTo(expected, 3);
  });
});

describe("colour names people use", () => {
  it.each([
    ["#1b2a4a", "navy"],
    ["#1f2a44", "navy"],
    ["#232b4f", "navy"],
    ["#2b3a67", "navy"],
    ["#4a6a8f", "denim"],
    ["#5b7390", "denim"],
    ["#36454f", "charcoal"],
    ["#f3ead2", "cream"],
    ["#c3b091", "khaki"],
    ["#c19a6b", "camel"],
    ["#800020", "burgundy"],
    ["#5a5e2e", "olive"],
    ["#c6b3e6", "lavender"],
    ["#6a3d9a", "purple"],
    ["#9a9a9a", "grey"],
  ])("%s is %s", (value, name) => {
    expect(nameColour(hex(value))).toBe(name);
  });
});
