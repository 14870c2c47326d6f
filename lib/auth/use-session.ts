"use client";

import { useGuestFlag } from "./client-storage";
import { useSessionUser } from "./session-store";
import type { PublicUser } from "./types";

/** SPEC §4: a signed-in user, guest mode, or nobody. */
export type SessionStatus = "user" | "guest" | "anonymous";
export type SessionView = { status: SessionStatus; user: PublicUser | null };

/**
 * The signed-in user wins; otherwise this tab's guest flag decides between guest and anonymous.
 * Known from the first render: the server sends the session with every page (lib/auth/session-store).
 */
export function useSession(): SessionView {
  const user = useSessionUser();
  const guestFlag = useGuestFlag();
  if (user) return { status: "user", user };
  return { status: guestFlag ? "guest" : "anonymous", user: null };
}
