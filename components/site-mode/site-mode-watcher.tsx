"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import type { SiteMode } from "@/lib/constants";
import { siteModeQueryOptions } from "@/lib/query-client";

export const SITE_MODE_QUERY_KEY = ["/api/admin/mode"] as const;

/** Pages that keep showing themselves whatever the mode is. */
const EXEMPT_PATHS = ["/admindesh09", "/coming-soon"];
/** However the mode flickers between instances, never reload more often than this. */
const MIN_RELOAD_INTERVAL_MS = 10_000;
const LAST_RELOAD_KEY = "stylematch:siteModeReloadAt";

/**
 * Re-reads the site mode every 30 s (SPEC §4/§9; no retry) and reloads when what is on screen no
 * longer matches it: the app turns into the waitlist when the admin enables coming-soon, and the
 * waitlist shown in place of a page turns back into that page when the app returns. The request
 * gate decides what the reload shows. Renders nothing.
 */
export function SiteModeWatcher() {
  const pathname = usePathname();
  const { data } = useQuery<{ mode: SiteMode }>({ queryKey: SITE_MODE_QUERY_KEY, ...siteModeQueryOptions });

  useEffect(() => {
    if (!data) return;
    // The browser's URL, not the router's: under the gate's rewrite they differ.
    const path = window.location.pathname;
    if (EXEMPT_PATHS.some((exempt) => path === exempt || path.startsWith(`${exempt}/`))) return;
    const showingWaitlist = document.querySelector("[data-coming-soon-page]") !== null;
    if (showingWaitlist === (data.mode === "coming-soon")) return;
    if (!reloadAllowed()) return;
    window.location.reload();
  }, [data, pathname]);

  return null;
}

function reloadAllowed(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < MIN_RELOAD_INTERVAL_MS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    // Storage unavailable (private mode quotas): reloading without the guard is still correct.
  }
  return true;
}
