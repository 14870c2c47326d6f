import { routerStateHeaderParses } from "@/lib/http/router-state";
import { describe, expect, it } from "vitest";

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("routerStateHeaderParses (Next-Router-State-Tree, as Next validates it)", () => {
  it("accepts an absent header and the trees a client router sends", () => {
    expect(routerStateHeaderParses(null)).toBe(true);
    expect(routerStateHeaderParses(encode(["", { children: ["__PAGE__", {}] }, null, null]))).toBe(true);
    const shareTree = [
      "",
      { children: ["share", { children: [["token", "abc", "d", null], { children: ["__PAGE__", {}] }] }] },
      ["/share/abc", "/share/abc"],
      "refetch",
      1,
      "x",
    ];
    expect(routerStateHeaderParses(encode(shareTree))).toBe(true);
  });

  it.each([
    ["not URI-encoded JSON", "%E0%A4%A"],
    ["not JSON", "not-json"],
    ["an object", encode({ children: [] })],
    ["a short tuple", encode([""])],
    ["a bad segment", encode([["id", "1", "x", null], {}])],
    ["a bad child", encode(["", { children: "page" }])],
    ["an unknown refresh marker", encode(["", {}, null, "reload"])],
    ["a flag that is not a number", encode(["", {}, null, null, true])],
    ["an extra element", encode(["", {}, null, null, 1, "x", "more"])],
    ["an oversized header", encode(["x".repeat(40_001), {}])],
  ])("refuses %s", (_, header) => {
    expect(routerStateHeaderParses(header)).toBe(false);
  });
});
