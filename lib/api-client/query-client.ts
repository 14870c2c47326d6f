import { getJson, type On401 } from "@/lib/api-client";
import { TIMINGS } from "@/lib/constants";
import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";

/**
 * React Query settings of SPEC §7/§9, kept in one place so screens import them instead of
 * repeating numbers.
 */

/**
 * Turns a query key into a URL: string segments are joined with "/", and a trailing plain object
 * becomes the query string (empty values left out). ["/api/closet", { category: "tops" }] →
 * "/api/closet?category=tops".
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === "string" || typeof part === "number") segments.push(String(part));
    else if (part && typeof part === "object") {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
      }
    }
  }
  const query = params.toString();
  return segments.join("/") + (query ? `?${query}` : "");
}

/**
 * GET the query key's URL and read the answer as `T`. With `on401: "null"` a 401 reads as null (no
 * user); the query-option factories (lib/<noun>/query-options.ts) use `on401: "throw"`.
 */
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: "null" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: On401 }): QueryFunction<T | null> {
  return ({ queryKey, signal }) =>
    options.on401 === "null"
      ? getJson<T>(urlFromQueryKey(queryKey), { on401: "null", signal })
      : getJson<T>(urlFromQueryKey(queryKey), { signal });
}

/** SPEC §9 default data cache: stale time infinite, no refetch on focus, no polling, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** POST /api/chat outfit suggestions: cached 5 minutes, never retried (each try costs an AI call). */
export const outfitQueryOptions = {
  staleTime: TIMINGS.outfitQueryCacheMs,
  gcTime: TIMINGS.outfitQueryCacheMs,
  retry: false,
} as const;
