import { createCachedFetch, type FetchRecord } from "@/lib/background-removal/cached-fetch";
import { describe, expect, it } from "vitest";

/** Cache Storage as browsers implement it, kept in memory (Node has no Cache Storage). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async put(url: string, response: Response) {
    await new Promise((resolve) => setTimeout(resolve, 5)); // writes finish after fetch returns, as in browsers
    this.entries.set(
      url,
      new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers }),
    );
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

const PREFIX = "https://app.test/bg-removal/";

function setup(status = 200) {
  const cache = new MemoryCache();
  const storage = { open: async () => cache } as unknown as CacheStorage;
  const network: string[] = [];
  const records: FetchRecord[] = [];
  const networkFetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    network.push(url);
    return new Response(`body of ${url}`, { status, headers: { "content-length": String(`body of ${url}`.length) } });
  }) as typeof fetch;
  const cached = createCachedFetch({
    prefix: PREFIX,
    cacheName: "test",
    uncached: (url) => url.endsWith("/resources.json"),
    onFetched: (record) => records.push(record),
    networkFetch,
    cacheStorage: storage,
  });
  return { cache, network, records, cached };
}

describe("the worker's cached fetch", () => {
  it("downloads an asset once and answers later requests from Cache Storage", async () => {
    const { network, records, cached } = setup();
    const url = `${PREFIX}abc123`;
    expect(await (await cached.fetch(url)).text()).toBe(`body of ${url}`);
    await cached.flush();
    expect(await (await cached.fetch(url)).text()).toBe(`body of ${url}`);
    expect(network).toEqual([url]);
    expect(records.map((r) => r.fromCache)).toEqual([false, true]);
  });

  it("always asks the network for resources.json and for other paths", async () => {
    const { network, cache, cached } = setup();
    for (let i = 0; i < 2; i++) {
      await cached.fetch(`${PREFIX}resources.json`);
      await cached.fetch("https://app.test/api/closet");
    }
    await cached.flush();
    expect(network).toHaveLength(4);
    expect(cache.entries.size).toBe(0);
  });

  it("never stores a failed response", async () => {
    const { cache, cached } = setup(404);
    await cached.fetch(`${PREFIX}missing`);
    await cached.flush();
    expect(cache.entries.size).toBe(0);
  });

  it("prunes entries the current resources.json no longer names", async () => {
    const { cache, cached } = setup();
    await cached.fetch(`${PREFIX}old`);
    await cached.fetch(`${PREFIX}new`);
    await cached.flush();
    await cached.prune(new Set([`${PREFIX}new`]));
    expect([...cache.entries.keys()]).toEqual([`${PREFIX}new`]);
  });

  it("falls back to plain fetch where Cache Storage is missing (an insecure context)", async () => {
    const network: string[] = [];
    const cached = createCachedFetch({
      prefix: PREFIX,
      cacheName: "test",
      uncached: () => false,
      networkFetch: (async (input: RequestInfo | URL) => (
        network.push(String(input)),
        new Response("x")
      )) as typeof fetch,
      cacheStorage: undefined,
    });
    await cached.fetch(`${PREFIX}a`);
    await cached.fetch(`${PREFIX}a`);
    expect(network).toHaveLength(2);
  });
});
