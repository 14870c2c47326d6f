"use client";

import { useServerSession } from "@/components/auth/use-server-session";
import { GUEST_STATUS_QUERY_KEY, useCurrentUser } from "@/components/auth/use-session-queries";
import { currentSession, sameUser, setSession, subscribeSession } from "@/lib/auth/session-store";
import { createQueryClient, CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import { QueryClientProvider, type Query, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";

/**
 * React Query for the screens that fetch (the app and /auth route groups); marketing pages load
 * none of it. The cache starts with the session the page knows, follows every change of owner
 * (sign-in, registration, guest mode, logout, or a refresh that finds the session gone), and
 * feeds the current-user query's refreshes back to the session store the header reads.
 * `followSession={false}`: forms only (the waitlist, the admin sign-in), on pages that show no
 * owner's data and may be open while the API answers nothing else (coming-soon mode).
 */
export function QueryProvider({ children, followSession = true }: { children: ReactNode; followSession?: boolean }) {
  const serverSession = useServerSession();
  // One client per browser tab, created lazily so server renders never share a cache.
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, (currentSession() ?? serverSession).user);
    return queryClient;
  });
  useEffect(() => (followSession ? subscribeSession(() => followOwner(client)) : undefined), [client, followSession]);
  return (
    <QueryClientProvider client={client}>
      {followSession ? <CurrentUserRefresh /> : null}
      {children}
    </QueryClientProvider>
  );
}

const isSessionQuery = (query: Query) => {
  const first = query.queryKey[0];
  return first === CURRENT_USER_QUERY_KEY[0] || first === GUEST_STATUS_QUERY_KEY[0];
};

/**
 * Called on every change of the session store, each one a change of owner. Someone else's data
 * must never flash on screen after the owner changes, so cached data goes (rather than being
 * refetched in the background while still shown) and screens load afresh.
 */
function followOwner(client: QueryClient): void {
  const session = currentSession();
  if (!session) return;
  client.setQueryData(CURRENT_USER_QUERY_KEY, session.user);
  client.setQueryData(GUEST_STATUS_QUERY_KEY, { guest: session.guest });
  client.removeQueries({ predicate: (query) => !isSessionQuery(query) });
}

/** Runs GET /api/user on SPEC §7's schedule and tells the session store what it finds. */
function CurrentUserRefresh() {
  const { data } = useCurrentUser();
  useEffect(() => {
    const session = currentSession();
    if (data === undefined || !session || sameUser(session.user, data)) return;
    setSession({ user: data, guest: data ? false : session.guest });
  }, [data]);
  return null;
}
