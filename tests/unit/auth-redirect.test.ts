import { authUrlFor, redirectTargetOrDefault, safeRedirectPath } from "@/lib/auth/redirect";
import { describe, expect, it } from "vitest";

describe("redirect-after-auth validation", () => {
  it.each(["/closet", "/closet?category=tops", "/inspiration/12/style-matching", "/outfits#top", "/"])(
    "keeps the same-origin path %s",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    "https://evil.example/closet",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "closet",
    "",
    "/auth",
    "/auth?redirect=/closet",
    "/auth/anything",
    "/" + "a".repeat(3000),
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it("refuses anything that is not a string", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirectPath("/closet/../inspiration")).toBe("/inspiration");
    expect(safeRedirectPath("/../../evil")).toBe("/evil");
  });

  it("falls back to / for a missing or unsafe value", () => {
    expect(redirectTargetOrDefault(undefined)).toBe("/");
    expect(redirectTargetOrDefault("//evil.example")).toBe("/");
    expect(redirectTargetOrDefault("/closet")).toBe("/closet");
  });

  it("builds the /auth URL the gate redirects to", () => {
    expect(authUrlFor("/closet?category=tops")).toBe("/auth?redirect=%2Fcloset%3Fcategory%3Dtops");
    expect(authUrlFor("/")).toBe("/auth");
  });

  it("keeps a shared-photos token through sign-in (the share target's redirect)", () => {
    const target = "/closet-upload?shared=Ab_-0123456789abcdefghijklmnopqrstuvwxyzABCD";
    expect(safeRedirectPath(decodeURIComponent(authUrlFor(target).split("redirect=")[1]!))).toBe(target);
  });
});
