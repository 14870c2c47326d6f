"use client";

import { getJson } from "@/lib/api-client";
import { type SiteMode, TIMINGS } from "@/lib/constants";
import { pageOpenInComingSoon } from "@/lib/http/gate";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

const SITE_MODE_URL = "/api/admin/mode";

/** However the mode flickers between instances, never reload more often than this. */
const MIN_RELOAD_INTERVAL_MS = 10_000;
const LAST_RELOAD_KEY = "stylematch:siteModeReloadAt";

/**
 * Reads the site mode when the page opens and every 30 s while the tab is visible (SPEC §4/§9; a
 * failed read is not retried, the next one comes on time), and reloads when what is on screen no
 * longer matches it: the app turns into the waitlist when the admin enables coming-soon, and the
 * waitlist shown in place of a page turns back into that page when the app returns. The request
 * gate decides what the reload shows. Plain fetch, not React Query: it runs on every page,
 * marketing pages included, which load no React Query (DESIGN.md "Screens"). Renders nothing.
 */
export function SiteModeWatcher() {
  const pathname = usePathname();
  const data = useSiteMode();

  useEffect(() => {
    if (!data) return;
    // The browser's URL, not the router's: under the gate's rewrite they differ.
    const path = window.location.pathname;
    // Pages that keep showing themselves whatever the mode is (the request gate's own list).
    if (pageOpenInComingSoon(path)) return;
    const showingWaitlist = document.querySelector("[data-coming-soon-page]") !== null;
    if (showingWaitlist === (data.mode === "coming-soon")) return;
    if (!reloadAllowed()) return;
    window.location.reload();
  }, [data, pathname]);

  return null;
}

function useSiteMode(): { mode: SiteMode } | undefined {
  const [data, setData] = useState<{ mode: SiteMode }>();
  useEffect(() => {
    const controller = new AbortController();
    const read = () => {
      if (document.visibilityState === "hidden") return;
      getJson<{ mode: SiteMode }>(SITE_MODE_URL, { signal: controller.signal }).then(
        (next) => setData((previous) => (previous?.mode === next.mode ? previous : next)),
        () => undefined, // offline or mid-deploy: the next read comes on time
      );
    };
    read();
    const timer = setInterval(read, TIMINGS.siteModePollMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, []);
  return data;
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
