import { NAV_LINKS, isCurrentLink, navLinksFor } from "@/components/layout/nav-links";
import { describe, expect, it } from "vitest";

function current(pathname: string) {
  return NAV_LINKS.filter((link) => isCurrentLink(link, pathname)).map((link) => link.label);
}

describe("header nav (SPEC §2)", () => {
  it("has the four destinations in order for visitors, and today with a session (issue #29)", () => {
    expect(navLinksFor(false).map((link) => [link.label, link.href])).toEqual([
      ["home", "/"],
      ["my closet", "/closet"],
      ["outfit creator", "/outfit-creator"],
      ["inspiration", "/inspiration"],
    ]);
    expect(navLinksFor(true).map((link) => [link.label, link.href])).toEqual([
      ["home", "/"],
      ["today", "/today"],
      ["my closet", "/closet"],
      ["outfit creator", "/outfit-creator"],
      ["inspiration", "/inspiration"],
    ]);
  });

  it.each([
    ["/", ["home"]],
    ["/closet", ["my closet"]],
    ["/today", ["today"]],
    ["/todays", []],
    ["/closet-upload", ["my closet"]],
    ["/outfit-creator", ["outfit creator"]],
    ["/outfit-ideas", ["outfit creator"]],
    ["/outfits", ["outfit creator"]],
    ["/inspiration", ["inspiration"]],
    ["/inspiration/12/style-matching", ["inspiration"]],
    ["/inspiration-upload", ["inspiration"]],
    ["/privacy", []],
    ["/closets", []],
    ["/auth", []],
  ])("marks %s as %j", (pathname, expected) => {
    expect(current(pathname)).toEqual(expected);
  });
});
