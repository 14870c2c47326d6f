"use client";

import type { SiteMode } from "@/lib/constants";
import { useState } from "react";
import { AdminLogin } from "./admin-login";
import { AdminPanel } from "./admin-panel";

/**
 * Locked until the password check succeeds (SPEC §4). The password lives only in this
 * component's memory: it is sent with each switch and gone after the reload.
 */
export function AdminConsole() {
  const [session, setSession] = useState<{ password: string; mode: SiteMode } | null>(null);
  if (!session) return <AdminLogin onUnlock={(password, mode) => setSession({ password, mode })} />;
  return <AdminPanel password={session.password} mode={session.mode} onLock={() => setSession(null)} />;
}
