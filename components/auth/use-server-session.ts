"use client";

import type { ServerSession } from "@/lib/auth/types";
import { createContext, useContext } from "react";

/** The session the server rendered this page for (lib/auth/types.ts), handed down by AppProviders. */
export const ServerSessionContext = createContext<ServerSession>({ user: null, guest: false });

export function useServerSession(): ServerSession {
  return useContext(ServerSessionContext);
}
