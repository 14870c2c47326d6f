import { pagePath } from "@/lib/http/gate";
import { isUnavailableReason, retryPath } from "@/lib/http/unavailable";
import { describe, expect, it } from "vitest";

describe("the unavailable page's inputs", () => {
  it("'try again' leads back to a path on this site, never to another site", () => {
    expect(
      ["/closet?tab=tops", "/", "//evil.example/x", "/\\evil.example", "https://evil.example", undefined, ["/a"]].map(
        retryPath,
      ),
    ).toEqual(["/closet?tab=tops", "/", "/", "/", "/", "/", "/"]);
  });

  it("knows two reasons", () => {
    expect(["starting-up", "busy", "other", undefined].map(isUnavailableReason)).toEqual([true, true, false, false]);
  });

  it("a page's path leaves out Next's _rsc parameter (the gate sees RSC requests as sent)", () => {
    expect(
      ["/closet?_rsc=1x2y", "/closet?category=tops&_rsc=1x2y", "/closet", "/a?b=1"].map((url) =>
        pagePath(new URL(url, "http://localhost")),
      ),
    ).toEqual(["/closet", "/closet?category=tops", "/closet", "/a?b=1"]);
  });
});
