"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { currentUserQueryOptions, getQueryFn } from "@/lib/query-client";
import { useGuestFlag } from "./client-storage";
import type { PublicUser } from "./types";

/** SPEC §4: the session is loading, then a user, guest mode or none. */
export type SessionStatus = "loading" | "user" | "guest" | "anonymous";
export type SessionView = { status: SessionStatus; user: PublicUser | null };

/** GET /api/user with SPEC §7/§9's refresh rules; a 401 reads as null (no user). */
export function useCurrentUser() {
  return useQuery({ ...currentUserQueryOptions, queryFn: getQueryFn<PublicUser>({ on401: "null" }) });
}

/** The signed-in user wins; otherwise this tab's guest flag decides between guest and anonymous. */
export function useSession(): SessionView {
  const { data: user, isPending } = useCurrentUser();
  const guestFlag = useGuestFlag();
  if (user) return { status: "user", user };
  if (isPending) return { status: "loading", user: null };
  return { status: guestFlag ? "guest" : "anonymous", user: null };
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
