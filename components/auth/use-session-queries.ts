"use client";

import { getJson } from "@/lib/api-client";
import type { PublicUser } from "@/lib/auth/types";
import { currentUserQueryOptions, getQueryFn } from "@/lib/query-client";
import { useQuery } from "@tanstack/react-query";

/** GET /api/user with SPEC §7/§9's refresh rules; a 401 reads as null (no user). */
export function useCurrentUser() {
  return useQuery({ ...currentUserQueryOptions, queryFn: getQueryFn<PublicUser>({ on401: "null" }) });
}

export const GUEST_STATUS_QUERY_KEY = ["/api/guest"] as const;

/**
 * Whether the server holds a live guest for this browser session (the httpOnly cookie the page
 * cannot read). Asked only when the tab has no flag, e.g. a new tab of a guest's session.
 */
export function useServerGuest(enabled: boolean) {
  return useQuery({
    queryKey: GUEST_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getJson<{ guest: boolean }>("/api/guest", { signal }),
    enabled,
    staleTime: 30_000,
    retry: 3,
  });
}
