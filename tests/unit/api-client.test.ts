import {
  ApiError,
  createApiClient,
  describeError,
  jsonBody,
  NetworkError,
  parseRetryAfter,
  readJson,
  retryDelayMs,
  withTimestamp,
} from "@/lib/api-client";
import { createQueryClient, outfitQueryOptions, urlFromQueryKey } from "@/lib/api-client/query-client";
import { TIMINGS } from "@/lib/constants";
import { afterEach, describe, expect, it, vi } from "vitest";

type Call = { url: string; init: RequestInit };

/** A fake fetch that records calls and answers from a script (a Response, or an Error to reject with). */
function fakeFetch(script: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = script.length > 1 ? script.shift()! : script[0]!;
    if (next instanceof Error) throw next;
    return next.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(script: Array<Response | Error>, guest = false) {
  const fake = fakeFetch(script);
  const sleeps: number[] = [];
  const api = createApiClient({
    fetch: fake.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    now: () => 1_700_000_000_000,
    isGuestMode: () => guest,
  });
  return { ...api, calls: fake.calls, sleeps };
}

const json = (value: unknown, status = 200) => Response.json(value, { status });
const headerOf = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe("api client (SPEC §7)", () => {
  it("includes credentials on every call", async () => {
    const api = client([json({ ok: true })]);
    await api.apiRequest("POST", "/api/logout");
    await api.getJson("/api/closet");
    expect(api.calls.map((c) => c.init.credentials)).toEqual(["include", "include"]);
  });

  it("adds a _t timestamp to every URL, keeping existing query and hash", async () => {
    const api = client([json([])]);
    await api.getJson("/api/closet");
    await api.getJson("/api/closet?category=tops");
    expect(api.calls[0]!.url).toBe("/api/closet?_t=1700000000000");
    expect(api.calls[1]!.url).toBe("/api/closet?category=tops&_t=1700000000000");
    expect(withTimestamp("/a?b=1#frag", 5)).toBe("/a?b=1&_t=5#frag");
    expect(withTimestamp("/a?", 5)).toBe("/a?_t=5");
  });

  it("sends no-cache headers", async () => {
    const api = client([json({})]);
    await api.apiRequest("GET", "/api/user");
    expect(headerOf(api.calls[0], "Cache-Control")).toContain("no-cache");
    expect(headerOf(api.calls[0], "Pragma")).toBe("no-cache");
    expect(api.calls[0]!.init.cache).toBe("no-store");
  });

  it("sets the JSON content type only when a body exists", async () => {
    const api = client([json({})]);
    await api.apiRequest("POST", "/api/login", { username: "ann", password: "secret1" });
    await api.apiRequest("POST", "/api/logout");
    expect(headerOf(api.calls[0], "Content-Type")).toBe("application/json");
    expect(api.calls[0]!.init.body).toBe(JSON.stringify({ username: "ann", password: "secret1" }));
    expect(headerOf(api.calls[1], "Content-Type")).toBeNull();
    expect(api.calls[1]!.init.body).toBeUndefined();
  });

  it("sends FormData as is, without a JSON content type", async () => {
    const api = client([json({ id: 1 })]);
    const form = new FormData();
    form.set("category", "tops");
    await api.apiRequest("POST", "/api/closet", form);
    expect(api.calls[0]!.init.body).toBe(form);
    expect(headerOf(api.calls[0], "Content-Type")).toBeNull();
  });

  it("retries network failures: 3 attempts in all, waiting 1000 then 2000 ms", async () => {
    const api = client([new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), json({ ok: 1 })]);
    const response = await api.apiRequest("GET", "/api/user");
    expect(await response.json()).toEqual({ ok: 1 });
    expect(api.calls).toHaveLength(3);
    expect(api.sleeps).toEqual([1000, 2000]);
  });

  it("gives up after the third failed attempt with a NetworkError", async () => {
    const api = client([new TypeError("Failed to fetch")]);
    const error = await api.apiRequest("GET", "/api/user").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(api.calls).toHaveLength(3);
    expect(api.sleeps).toEqual([1000, 2000]);
  });

  it("computes the delay as min(1000 * 2^attempt, 5000)", () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it("does not retry HTTP errors", async () => {
    const api = client([new Response("boom", { status: 500, statusText: "Internal Server Error" })]);
    await expect(api.apiRequest("GET", "/api/closet")).rejects.toBeInstanceOf(ApiError);
    expect(api.calls).toHaveLength(1);
    expect(api.sleeps).toEqual([]);
  });

  it("does not retry a cancelled request", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    const api = client([abort]);
    await expect(api.apiRequest("GET", "/api/closet")).rejects.toBe(abort);
    expect(api.calls).toHaveLength(1);
  });

  it('raises "{status}: {body}" for a non-OK response with a body', async () => {
    const api = client([json({ message: "Username already taken" }, 409)]);
    const error = (await api.apiRequest("POST", "/api/register", {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: {"message":"Username already taken"}');
    expect(error.status).toBe(409);
    expect(error.userMessage).toBe("Username already taken");
  });

  it("keeps the server's machine code beside the message, and null when there is none it knows", async () => {
    const api = client([json({ message: "Username already taken", code: "username_taken" }, 409)]);
    const error = (await api.apiRequest("POST", "/api/register", {}).catch((e: unknown) => e)) as ApiError;
    expect([error.message, error.userMessage, error.code]).toEqual([
      '409: {"message":"Username already taken","code":"username_taken"}',
      "Username already taken",
      "username_taken",
    ]);
    expect(
      [
        new ApiError(409, "Conflict", '{"message":"Taken"}'),
        new ApiError(409, "Conflict", '{"message":"Taken","code":"no_such_code"}'),
        new ApiError(502, "Bad Gateway", "<html><body>nginx</body></html>"),
      ].map((e) => e.code),
    ).toEqual([null, null, null]);
  });

  it('raises "{status}: {statusText}" when the body is empty', async () => {
    const api = client([new Response(null, { status: 503, statusText: "Service Unavailable" })]);
    const error = (await api.apiRequest("GET", "/api/closet").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.userMessage).toBe("Service Unavailable");
  });

  it("exposes a busy answer's Retry-After, in seconds or as a date, on the ApiError (issue #25)", async () => {
    const api = client([
      new Response(JSON.stringify({ message: "busy" }), { status: 503, headers: { "Retry-After": "3" } }),
    ]);
    const error = (await api.apiRequest("POST", "/api/closet").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.retryAfter).toBe(3);
    const plain = (await client([json({ message: "no" }, 400)])
      .apiRequest("GET", "/x")
      .catch((e: unknown) => e)) as ApiError;
    expect(plain.retryAfter).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("  ")).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter("0")).toBe(0);
    const now = Date.parse("2026-11-25T10:00:00Z");
    expect(parseRetryAfter("Wed, 25 Nov 2026 10:00:05 GMT", now)).toBe(5);
    expect(parseRetryAfter("Wed, 25 Nov 2026 09:00:00 GMT", now)).toBe(0);
  });

  it("uses a plain-text body as the user message, but never an HTML page", async () => {
    expect(new ApiError(400, "Bad Request", "Invalid admin password").userMessage).toBe("Invalid admin password");
    expect(new ApiError(502, "Bad Gateway", "<html><body>nginx</body></html>").userMessage).toBe("Bad Gateway");
  });

  it("turns a 401 into null when asked, and throws otherwise", async () => {
    const api = client([json({ message: "Not signed in" }, 401)]);
    await expect(api.getJson("/api/user", { on401: "null" })).resolves.toBeNull();
    await expect(api.getJson("/api/user", { on401: "throw" })).rejects.toMatchObject({ status: 401 });
    await expect(api.getJson("/api/user")).rejects.toMatchObject({ status: 401 });
  });

  it("reads GET responses as JSON", async () => {
    const api = client([json({ all: 3, tops: 3 })]);
    await expect(api.getJson<{ all: number }>("/api/categories")).resolves.toEqual({ all: 3, tops: 3 });
    expect(api.calls[0]!.init.method).toBe("GET");
  });

  it("sends a request and reads its JSON answer with sendJson", async () => {
    const api = client([json({ id: 7, isSaved: true })]);
    const answer = await api.sendJson<{ id: number; isSaved: boolean }>("POST", "/api/outfits/7/save", { a: 1 });
    expect(answer).toEqual({ id: 7, isSaved: true });
    expect(api.calls[0]!.init.method).toBe("POST");
    expect(api.calls[0]!.init.body).toBe(JSON.stringify({ a: 1 }));
    expect(api.calls[0]!.url).toBe("/api/outfits/7/save?_t=1700000000000");
  });

  it("passes sendJson's signal to fetch and raises its HTTP errors as ApiError", async () => {
    const api = client([json({ message: "Closet item not found" }, 404)]);
    const controller = new AbortController();
    const error = (await api
      .sendJson("DELETE", "/api/closet/9", undefined, { signal: controller.signal })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('404: {"message":"Closet item not found"}');
    expect(api.calls[0]!.init.signal).toBe(controller.signal);
  });

  // Issue #41: DELETE /api/trips/{id} answered 204 and the page said "Unexpected end of JSON input".
  it("resolves an empty answer (204, 205, or a 200 with no body) instead of failing to read it", async () => {
    const deleted = client([new Response(null, { status: 204 })]);
    await expect(deleted.sendJson("DELETE", "/api/trips/7")).resolves.toBeUndefined();
    const reset = client([new Response(null, { status: 205 })]);
    await expect(reset.sendJson("POST", "/api/logout")).resolves.toBeUndefined();
    const emptyOk = client([new Response("", { status: 200 })]);
    await expect(emptyOk.sendJson("POST", "/api/logout")).resolves.toBeUndefined();
    const blankOk = client([new Response("  \n", { status: 200, headers: { "Content-Type": "application/json" } })]);
    await expect(blankOk.sendJson("POST", "/api/logout")).resolves.toBeUndefined();
    await expect(jsonBody(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });

  it("reads an empty answer as null with readJson, and still refuses a body that is not JSON", async () => {
    await expect(readJson(new Response(null, { status: 204 }))).resolves.toBeNull();
    await expect(readJson(new Response(""))).resolves.toBeNull();
    await expect(readJson(Response.json({ mode: "app" }))).resolves.toEqual({ mode: "app" });
    await expect(jsonBody(new Response("<html>"))).rejects.toBeInstanceOf(SyntaxError);
    await expect(jsonBody(Response.json([1, 2]))).resolves.toEqual([1, 2]);
  });

  it("sends X-Guest-Mode only while guest mode is on", async () => {
    const guest = client([json({})], true);
    const member = client([json({})], false);
    await guest.getJson("/api/closet");
    await member.getJson("/api/closet");
    expect(headerOf(guest.calls[0], "X-Guest-Mode")).toBe("true");
    expect(headerOf(member.calls[0], "X-Guest-Mode")).toBeNull();
  });
});

describe("describeError", () => {
  it("gives the server's message, a friendly network message, or the error's own text", () => {
    expect(describeError(new ApiError(400, "Bad Request", '{"message":"Please choose a photo to upload."}'))).toBe(
      "Please choose a photo to upload.",
    );
    expect(describeError(new TypeError("Failed to fetch"))).toBe(
      "Unable to connect. Please check your internet connection and try again.",
    );
    expect(describeError(new NetworkError(new TypeError("fetch failed")))).toMatch(/Unable to connect/);
    expect(describeError(new Error("Failed to share outfit: 500 Internal Server Error"))).toBe(
      "Failed to share outfit: 500 Internal Server Error",
    );
    expect(describeError("???")).toBe("Something went wrong. Please try again.");
  });
});

describe("X-Guest-Mode from the session store (components/auth/session.tsx)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A fresh api client and session store (both are per page load), in a window with storage. */
  async function freshModules() {
    vi.resetModules();
    const fake = fakeFetch([json({})]);
    vi.stubGlobal("fetch", fake.fetch);
    vi.stubGlobal("window", { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() });
    const [api, session] = await Promise.all([import("@/lib/api-client"), import("@/lib/auth/session-store")]);
    return { api, session, calls: fake.calls };
  }

  it("is sent while the store holds a guest, and not for a user or nobody", async () => {
    const { api, session, calls } = await freshModules();
    await api.getJson("/api/closet"); // not seeded yet: nobody
    session.seedSession({ user: null, guest: true });
    await api.getJson("/api/closet");
    session.leaveGuestMode();
    await api.getJson("/api/closet");
    expect(calls.map((call) => headerOf(call, "X-Guest-Mode"))).toEqual([null, "true", null]);
  });

  it("follows a guest session started in this tab", async () => {
    vi.doMock("@/lib/auth/session-actions", () => ({ sessionChanged: async () => undefined }));
    const { api, session, calls } = await freshModules();
    session.seedSession({ user: null, guest: false });
    await session.switchOwner(null, true);
    await api.getJson("/api/closet");
    expect(headerOf(calls[0], "X-Guest-Mode")).toBe("true");
    vi.doUnmock("@/lib/auth/session-actions");
  });

  it("is never asked of the store on the server, where there is no window", async () => {
    vi.resetModules();
    const fake = fakeFetch([json({})]);
    vi.stubGlobal("fetch", fake.fetch);
    const api = await import("@/lib/api-client");
    await api.getJson("/api/closet");
    expect(headerOf(fake.calls[0], "X-Guest-Mode")).toBeNull();
  });
});

/** sessionStorage/localStorage in memory. */
class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

describe("query client (SPEC §9)", () => {
  it("defaults to infinite stale time, no refetch on focus, no polling, no retry", () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(Infinity);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchInterval).toBe(false);
    expect(defaults.retry).toBe(false);
  });

  it("fetches a query key as a URL through the api client", async () => {
    const fake = fakeFetch([json([{ id: 1 }])]);
    vi.stubGlobal("fetch", fake.fetch);
    try {
      const data = await createQueryClient().fetchQuery({ queryKey: ["/api/closet", { category: "tops" }] });
      expect(data).toEqual([{ id: 1 }]);
      expect(fake.calls[0]!.url).toMatch(/^\/api\/closet\?category=tops&_t=\d+$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("builds URLs from keys, leaving out empty filters", () => {
    expect(urlFromQueryKey(["/api/inspiration", 4, "matching"])).toBe("/api/inspiration/4/matching");
    expect(urlFromQueryKey(["/api/closet", { category: undefined }])).toBe("/api/closet");
  });

  it("has the outfit options of SPEC §7/§9", () => {
    expect(outfitQueryOptions).toEqual({ staleTime: TIMINGS.outfitQueryCacheMs, gcTime: 5 * 60_000, retry: false });
  });
});
