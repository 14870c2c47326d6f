/**
 * Keeps the model and runtime in Cache Storage so a later page load reads them locally instead of
 * downloading ~60-100 MB again. The HTTP cache alone is not enough: Chromium caps a single entry and
 * the whole cache (an incognito window keeps ~50 MB in memory), so the model can be evicted or never
 * stored. Every asset file is named by its content hash, so a cached entry never goes stale.
 *
 * The worker fetches the model and runtime chunks through the `fetch` this returns; the global
 * `fetch` is left alone, so nothing else (the page least of all) goes through Cache Storage.
 */

export type FetchRecord = { url: string; fromCache: boolean; bytes: number };

export type CachedFetch = {
  fetch: typeof fetch;
  /** Resolves once every network response seen so far is stored (or failed to be). */
  flush(): Promise<void>;
  /** Drops stored entries that the current resources.json no longer names (old model versions). */
  prune(keepUrls: Set<string>): Promise<void>;
};

export function createCachedFetch(options: {
  /** Absolute URL prefix of the cached assets, e.g. "https://app.example/bg-removal/". */
  prefix: string;
  cacheName: string;
  /** Files that must always be revalidated (the resources map is not content-addressed). */
  uncached: (url: string) => boolean;
  onFetched?: (record: FetchRecord) => void;
  networkFetch?: typeof fetch;
  cacheStorage?: CacheStorage | undefined;
}): CachedFetch {
  const network = options.networkFetch ?? globalThis.fetch.bind(globalThis);
  // Cache Storage exists only in secure contexts (https, localhost); elsewhere this is plain fetch.
  const storage = options.cacheStorage ?? (typeof caches === "undefined" ? undefined : caches);
  const pending = new Set<Promise<void>>();
  let opened: Promise<Cache | undefined> | undefined;

  const open = () => {
    opened ??= storage ? storage.open(options.cacheName).catch(() => undefined) : Promise.resolve(undefined);
    return opened;
  };

  const cachedFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(options.prefix) || options.uncached(url)) return network(input, init);
    const cache = await open();
    const hit = await cache?.match(url).catch(() => undefined);
    if (hit) {
      options.onFetched?.({ url, fromCache: true, bytes: Number(hit.headers.get("content-length") ?? 0) });
      return hit;
    }
    const response = await network(input, init);
    options.onFetched?.({ url, fromCache: false, bytes: Number(response.headers.get("content-length") ?? 0) });
    if (cache && response.ok && response.status === 200) {
      // A quota error only costs the next page load a download; removal itself goes on.
      const write = cache.put(url, response.clone()).catch(() => undefined);
      pending.add(write);
      void write.finally(() => pending.delete(write));
    }
    return response;
  };

  return {
    fetch: cachedFetch,
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async prune(keepUrls) {
      const cache = await open();
      if (!cache) return;
      for (const request of await cache.keys()) if (!keepUrls.has(request.url)) await cache.delete(request);
    },
  };
}
