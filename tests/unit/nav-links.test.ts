import { isCurrentLink, NAV_LINKS, navLinksFor, WARDROBE_LINKS } from "@/components/layout/nav-links";
import { describe, expect, it } from "vitest";

function current(pathname: string) {
  return NAV_LINKS.filter((link) => isCurrentLink(link, pathname)).map((link) => link.label);
}

describe("header nav (SPEC §2)", () => {
  it("has the four destinations in order for visitors, and today and trips with a session (issue #29)", () => {
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
      ["trips", "/trips"],
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
    ["/trips", ["trips"]],
    ["/trips/3", ["trips"]],
    ["/privacy", []],
    ["/closets", []],
    ["/auth", []],
  ])("marks %s as %j", (pathname, expected) => {
    expect(current(pathname)).toEqual(expected);
  });
});

describe("closet sub-nav (issue #28)", () => {
  it("reaches the clothes, the calendar, the insights and before you buy (issue #44)", () => {
    expect(WARDROBE_LINKS.map((link) => [link.label, link.href])).toEqual([
      ["my clothes", "/closet"],
      ["calendar", "/calendar"],
      ["insights", "/insights"],
      ["before you buy", "/buy"],
    ]);
  });

  it.each([
    ["/calendar", ["calendar"]],
    ["/insights", ["insights"]],
    ["/buy", ["before you buy"]],
    ["/buying", []],
    ["/closet/12", ["my clothes"]],
  ])("marks %s as %j", (pathname, expected) => {
    expect(WARDROBE_LINKS.filter((link) => isCurrentLink(link, pathname)).map((link) => link.label)).toEqual(expected);
  });

  it("leaves the header's destinations unmarked on the calendar, insights and before you buy", () => {
    expect(current("/calendar")).toEqual([]);
    expect(current("/insights")).toEqual([]);
    expect(current("/buy")).toEqual([]);
  });
});
