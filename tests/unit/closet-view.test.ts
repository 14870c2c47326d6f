import { closetListFilters, closetViewHref, DEFAULT_VIEW, parseClosetView } from "@/lib/closet/closet-view";
import { closetQueries } from "@/lib/closet/query-options";
import { describe, expect, it } from "vitest";

describe("the closet view in the URL", () => {
  it("reads every filter from URLSearchParams and from a server page's searchParams alike", () => {
    const url = new URLSearchParams(
      "q=%20linen%20&category=tops&status=archived&color=light+blue&season=fall&sort=price",
    );
    const expected = {
      q: "linen",
      category: "tops",
      status: "archived",
      color: "light blue",
      season: "fall",
      sort: "price",
    };
    expect(parseClosetView(url)).toEqual(expected);
    expect(parseClosetView({ ...Object.fromEntries(url), q: ["linen", "other"] })).toEqual(expected);
  });

  it("falls back to the default for anything unknown", () => {
    const view = parseClosetView(new URLSearchParams("category=hats&status=lost&color=plaid&season=monsoon&sort=rand"));
    expect(view).toEqual(DEFAULT_VIEW);
  });

  it("writes defaults out of the URL and of the API's query", () => {
    expect(closetViewHref(DEFAULT_VIEW)).toBe("/closet");
    expect(closetQueries.pages(closetListFilters(DEFAULT_VIEW)).queryKey).toEqual(closetQueries.pages("all").queryKey);
    const view = { ...DEFAULT_VIEW, q: "red dress", status: "all" as const, sort: "oldest" as const };
    expect(closetViewHref(view)).toBe("/closet?q=red+dress&status=all&sort=oldest");
    expect(parseClosetView(new URL(closetViewHref(view), "http://x").searchParams)).toEqual(view);
  });
});
