"use client";

import { createQueryClient } from "@/lib/api-client/query-client";
import { onOwnerChange } from "@/lib/auth/session-store";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";

/**
 * React Query for the app's screens (the (app) route group), which fetch an owner's data; the
 * marketing, auth, waitlist and admin pages load none of it. Someone else's data must never flash on screen after the
 * owner changes (components/auth/session.tsx), so the cached data goes then, before the new owner's
 * screens render (rather than being refetched in the background while still shown), and screens
 * load afresh.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // One client per mount of its layout, created lazily so server renders never share a cache.
  const [client] = useState(createQueryClient);
  useEffect(() => onOwnerChange(() => client.removeQueries()), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
