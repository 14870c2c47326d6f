import { isGuestTab } from "@/lib/auth/session-store";
import { ApiError, NetworkError, parseRetryAfter } from "./api-error";

export { ApiError, describeError, isNetworkError, NetworkError, parseRetryAfter } from "./api-error";

/** SPEC §7 and §9: at most 3 attempts in all, waiting min(1000·2^n, 5000) ms after failed attempt n. */
export const MAX_ATTEMPTS = 3;
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 5000);

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type RequestOptions = { signal?: AbortSignal };
export type On401 = "null" | "throw";

export type ApiClientDeps = {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  isGuestMode: () => boolean;
};

const defaultDeps: ApiClientDeps = {
  // Looked up at call time so a test (or a polyfill) that replaces globalThis.fetch is honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  // The session store says whether this tab is a guest (components/auth/session.tsx), looked up at
  // call time; never on the server, where the store is a client module and holds nobody's session.
  isGuestMode: () => typeof window !== "undefined" && isGuestTab(),
};

/** Appends `_t=<now>` so no cache between the browser and the server can answer a read. */
export function withTimestamp(url: string, now: number): string {
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const separator = !base.includes("?") ? "?" : /[?&]$/.test(base) ? "" : "&";
  return `${base}${separator}_t=${now}${hash}`;
}

function buildInit(method: HttpMethod, body: unknown, deps: ApiClientDeps, signal?: AbortSignal): RequestInit {
  const headers: Record<string, string> = {
    "Cache-Control": "no-cache, no-store, must-revalidate",
    Pragma: "no-cache",
  };
  if (deps.isGuestMode()) headers["X-Guest-Mode"] = "true";
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself; setting it would break the upload.
    payload = body;
  } else if (body !== undefined && body !== null) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return { method, headers, body: payload, credentials: "include", cache: "no-store", signal };
}

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = { ...defaultDeps, ...overrides };

  async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await deps.fetch(withTimestamp(url, deps.now()), init);
      } catch (error) {
        // Only failures to reach the server are retried; a cancelled request stays cancelled.
        if (init.signal?.aborted || isAbort(error)) throw error;
        if (attempt + 1 >= MAX_ATTEMPTS) throw new NetworkError(error);
        await deps.sleep(retryDelayMs(attempt));
      }
    }
  }

  /** Sends a request by SPEC §7's rules; resolves with the OK response, otherwise throws ApiError. */
  async function apiRequest(
    method: HttpMethod,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<Response> {
    const response = await fetchWithRetry(url, buildInit(method, body, deps, options.signal));
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      const retryAfter = parseRetryAfter(response.headers.get("Retry-After"), deps.now());
      throw new ApiError(response.status, response.statusText, text, retryAfter);
    }
    return response;
  }

  function getJson<T>(url: string, options: RequestOptions & { on401: "null" }): Promise<T | null>;
  function getJson<T>(url: string, options?: RequestOptions & { on401?: "throw" }): Promise<T>;
  async function getJson<T>(url: string, options: RequestOptions & { on401?: On401 } = {}): Promise<T | null> {
    try {
      const response = await apiRequest("GET", url, undefined, options);
      return await readJson<T>(response);
    } catch (error) {
      if (options.on401 === "null" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  }

  /**
   * Sends a request by SPEC §7's rules and reads the answer as `T`, the route's contract type
   * (`lib/<noun>/contract.ts`). A route that answers nothing (DELETE's 204) leaves `T` at its
   * default, `void`: the call resolves once the server said yes.
   */
  async function sendJson<T = void>(
    method: HttpMethod,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T> {
    return jsonBody<T>(await apiRequest(method, url, body, options));
  }

  return { apiRequest, getJson, sendJson };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * The one place a response's JSON becomes a typed value. `T` is the route's contract type, the one
 * its domain function returns, so it is trusted rather than checked (checking would bring zod into
 * the client islands). An empty answer (204, 205, or a 200 with no body) reads as `undefined`:
 * the server said yes and sent nothing, and reading it as JSON would turn that success into
 * "Unexpected end of JSON input" (issue #41). A malformed body still throws, as `Response.json()` does.
 */
export async function jsonBody<T>(response: Response): Promise<T> {
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  if (text.trim() === "") return undefined as T;
  return JSON.parse(text) as T;
}

/** Parses a JSON body; an empty answer (204, or no body) reads as null. */
export async function readJson<T>(response: Response): Promise<T | null> {
  return (await jsonBody<T | undefined>(response)) ?? null;
}

const defaultClient = createApiClient();
export const apiRequest = defaultClient.apiRequest;
export const getJson = defaultClient.getJson;
export const sendJson = defaultClient.sendJson;
