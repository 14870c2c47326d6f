"use client";

import { subscribeAuthStorage } from "@/lib/auth/client-storage";
import { currentSession, subscribeSession } from "@/lib/auth/session-store";
import type { PublicUser } from "@/lib/auth/types";
import { isGuestMode } from "@/lib/guest-mode";
import { useSyncExternalStore } from "react";
import { useServerSession } from "./use-server-session";

/** SPEC §4: a signed-in user, guest mode, or nobody. */
export type SessionStatus = "user" | "guest" | "anonymous";
export type SessionView = { status: SessionStatus; user: PublicUser | null };

/**
 * The signed-in user wins; otherwise this tab's guest flag decides between guest and anonymous.
 * Known from the first render: the server sends the session with every page (lib/auth/session-store.ts).
 */
export function useSession(): SessionView {
  const user = useSessionUser();
  const guestFlag = useGuestFlag();
  if (user) return { status: "user", user };
  return { status: guestFlag ? "guest" : "anonymous", user: null };
}

/** The signed-in user; while rendering on the server (and hydrating), the one the server saw. */
function useSessionUser(): PublicUser | null {
  const server = useServerSession();
  return useSyncExternalStore(
    subscribeSession,
    () => (currentSession() ?? server).user,
    () => server.user,
  );
}

/** Whether this tab is in guest mode; while rendering on the server (and hydrating), what the server saw. */
function useGuestFlag(): boolean {
  const { guest } = useServerSession();
  return useSyncExternalStore(subscribeAuthStorage, isGuestMode, () => guest);
}
