import { createQueryClient, urlFromQueryKey } from "@/lib/api-client/query-client";
import { closetQueries } from "@/lib/closet/query-options";
import { inspirationQueries } from "@/lib/inspiration/query-options";
import { outfitQueries } from "@/lib/outfits/query-options";
import { shareQueries } from "@/lib/share/query-options";
import { InfiniteQueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

type Call = { url: string; method: string | undefined; body: BodyInit | null | undefined };

/** Stubs the global fetch (the default api client's) with answers in order, recording each call. */
function stubFetch(...answers: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input).replace(/[?&]_t=\d+$/, ""), method: init?.method, body: init?.body });
      return answers.shift() ?? new Response("no answer scripted", { status: 500 });
    }),
  );
  return calls;
}

const item = (id: number) => ({
  id,
  imageUrl: `/uploads/closet/${id}.webp`,
  thumbnailUrl: `/uploads/closet/${id}-thumb.webp`,
  category: "tops",
  styleTags: [],
  createdAt: "2026-01-01T00:00:00.000Z",
});

afterEach(() => vi.unstubAllGlobals());

describe("query-option factories (SPEC §9: the key is the URL)", () => {
  it("key each query by the URL it reads", () => {
    expect(urlFromQueryKey(closetQueries.pages("all").queryKey)).toBe("/api/closet?limit=20");
    expect(urlFromQueryKey(closetQueries.pages("tops").queryKey)).toBe("/api/closet?category=tops&limit=20");
    expect(
      urlFromQueryKey(
        closetQueries.pages({
          q: " linen ",
          status: "all",
          color: "light blue",
          season: "summer",
          sort: "price",
          category: "tops",
        }).queryKey,
      ),
    ).toBe("/api/closet?q=linen&status=all&color=light+blue&season=summer&sort=price&category=tops&limit=20");
    // The server's defaults stay out of the key: one cache entry whichever way the grid names them.
    expect(closetQueries.pages({ status: "current", sort: "newest", category: "all", q: "" }).queryKey).toEqual(
      closetQueries.pages("all").queryKey,
    );
    expect(urlFromQueryKey(closetQueries.byTags(["boho", "casual"]).queryKey)).toBe("/api/closet?tags=boho%2Ccasual");
    expect(urlFromQueryKey(closetQueries.categoryCounts().queryKey)).toBe("/api/categories");
    expect(urlFromQueryKey(inspirationQueries.list("all").queryKey)).toBe("/api/inspiration");
    expect(urlFromQueryKey(inspirationQueries.list("saved").queryKey)).toBe("/api/inspiration?saved=true");
    expect(urlFromQueryKey(inspirationQueries.matching(4).queryKey)).toBe("/api/inspiration/4/matching");
    expect(urlFromQueryKey(inspirationQueries.missingPieces(4).queryKey)).toBe("/api/inspiration/4/missing-pieces");
    expect(urlFromQueryKey(outfitQueries.saved().queryKey)).toBe("/api/outfits?saved=true");
    expect(urlFromQueryKey(shareQueries.list().queryKey)).toBe("/api/shares");
  });

  it("start every list's key with its noun's key, so one invalidation refreshes them all", () => {
    expect(closetQueries.pages("shoes").queryKey[0]).toBe("/api/closet");
    expect(closetQueries.byTags(["boho"]).queryKey[0]).toBe("/api/closet");
    expect(inspirationQueries.matching(1).queryKey[0]).toBe("/api/inspiration");
    expect(outfitQueries.suggestions({ season: "summer" }).queryKey).toEqual([
      "/api/outfits/suggestions",
      { season: "summer", styleTheme: "" },
    ]);
  });

  it("page the closet with the server's cursor until it sends none", async () => {
    const calls = stubFetch(
      Response.json([item(3), item(2)], { headers: { "X-Next-Cursor": "1700000000000.2" } }),
      Response.json([item(1)]),
    );
    const observer = new InfiniteQueryObserver(createQueryClient(), closetQueries.pages("tops"));
    const first = await observer.refetch();
    expect(first.data?.pages).toEqual([{ items: [item(3), item(2)], nextCursor: "1700000000000.2" }]);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const both = await observer.fetchNextPage();
    expect(both.data?.pages).toEqual([
      { items: [item(3), item(2)], nextCursor: "1700000000000.2" },
      { items: [item(1)], nextCursor: null },
    ]);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/closet?category=tops&limit=20",
      "/api/closet?category=tops&limit=20&cursor=1700000000000.2",
    ]);
  });

  it("ask for outfit ideas with a POST of the filters, cached 5 minutes and never retried", async () => {
    const calls = stubFetch(Response.json({ outfits: [] }));
    const options = outfitQueries.suggestions({ styleTheme: "boho" });
    expect([options.staleTime, options.gcTime, options.retry]).toEqual([300_000, 300_000, false]);
    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual([]);
    expect(calls).toEqual([
      { url: "/api/outfits/suggestions", method: "POST", body: JSON.stringify({ styleTheme: "boho" }) },
    ]);
  });

  it("read the AI answers about an image afresh on each visit", () => {
    expect(inspirationQueries.matching(1).staleTime).toBe(0);
    expect(inspirationQueries.missingPieces(1).staleTime).toBe(0);
  });
});
