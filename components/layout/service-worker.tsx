"use client";

import { useEffect } from "react";

/** The service worker's address (public/sw.js); its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker that shows the offline page when a page can't load for want of a
 * connection (issue #41). It renders nothing; a browser without service workers, or one that refuses
 * this one (a private window, an insecure origin), simply goes without the offline page.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => undefined);
  }, []);
  return null;
}
