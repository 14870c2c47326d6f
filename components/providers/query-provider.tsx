"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { PublicUser } from "@/lib/auth/types";
import { createQueryClient, CURRENT_USER_QUERY_KEY } from "@/lib/query-client";

/** `initialUser`: the user the server rendered the page for (null: none), so the first paint knows the session. */
export function QueryProvider({ initialUser, children }: { initialUser: PublicUser | null; children: ReactNode }) {
  // One client per browser tab, created lazily so server renders never share a cache.
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, initialUser);
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
