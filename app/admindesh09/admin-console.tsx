"use client";

import type { SiteMode } from "@/lib/constants";
import { useState } from "react";
import { AdminLogin } from "./admin-login";
import { AdminPanel } from "./admin-panel";

/**
 * Locked until the password check succeeds (SPEC §4). The password lives only in this component's
 * memory (never in storage): it is sent with each switch, and a switch keeps the panel unlocked,
 * showing the mode the server answered, so the admin can check or undo it at once. Leaving or
 * reloading the page locks it again.
 */
export function AdminConsole() {
  const [session, setSession] = useState<{ password: string; mode: SiteMode } | null>(null);
  if (!session) return <AdminLogin onUnlock={(password, mode) => setSession({ password, mode })} />;
  return (
    <AdminPanel
      password={session.password}
      mode={session.mode}
      onModeChange={(mode) => setSession({ password: session.password, mode })}
      onLock={() => setSession(null)}
    />
  );
}
