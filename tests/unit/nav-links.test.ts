import { NAV_LINKS, isCurrentLink } from "@/components/layout/nav-links";
import { describe, expect, it } from "vitest";

function current(pathname: string) {
  return NAV_LINKS.filter((link) => isCurrentLink(link, pathname)).map((link) => link.label);
}

describe("header nav (SPEC §2)", () => {
  it("has the destinations in order", () => {
    expect(NAV_LINKS.map((link) => [link.label, link.href])).toEqual([
      ["home", "/"],
      ["my closet", "/closet"],
      ["outfit creator", "/outfit-creator"],
      ["inspiration", "/inspiration"],
      ["trips", "/trips"],
    ]);
  });

  it.each([
    ["/", ["home"]],
    ["/closet", ["my closet"]],
    ["/closet-upload", ["my closet"]],
    ["/outfit-creator", ["outfit creator"]],
    ["/outfit-ideas", ["outfit creator"]],
    ["/outfits", ["outfit creator"]],
    ["/inspiration", ["inspiration"]],
    ["/inspiration/12/style-matching", ["inspiration"]],
    ["/inspiration-upload", ["inspiration"]],
    ["/trips", ["trips"]],
    ["/trips/3", ["trips"]],
    ["/privacy", []],
    ["/closets", []],
    ["/auth", []],
  ])("marks %s as %j", (pathname, expected) => {
    expect(current(pathname)).toEqual(expected);
  });
});
