"use client";

import {
  NOBODY,
  seededSession,
  seedSession,
  type SessionView,
  startSessionRefresh,
  subscribeSession,
} from "@/lib/auth/session-store";
import type { ServerSession } from "@/lib/auth/types";
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";

/**
 * The React face of the browser's session store (lib/auth/session-store.ts): the provider the root
 * layout renders with the server's reading, and the hook screens read it with.
 */

/** The seed, for the server render and hydration (the store itself is never set on the server). */
const SeedContext = createContext<ServerSession>(NOBODY);

/** Rendered by the root layout with the session the server read for this page. */
export function SessionProvider({ seed, children }: { seed: ServerSession; children: ReactNode }) {
  useState(() => {
    if (typeof window !== "undefined") seedSession(seed);
  });
  useEffect(() => startSessionRefresh(), []);
  return <SeedContext value={seed}>{children}</SeedContext>;
}

/** The signed-in user wins; otherwise the guest flag decides between guest and anonymous. */
export function useSession(): SessionView {
  const seed = useContext(SeedContext);
  const session = useSyncExternalStore(
    subscribeSession,
    () => seededSession() ?? seed,
    () => seed,
  );
  if (session.user) return { status: "user", user: session.user };
  return { status: session.guest ? "guest" : "anonymous", user: null };
}
