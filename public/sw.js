/*
 * stylematch's service worker (issue #41). One job: a page that can't load for want of a connection
 * shows the offline page (public/offline.html) instead of the browser's error page. It caches that
 * page and its two static files, nothing else: no page, no API answer, no photo, so nothing private
 * is ever kept on the device, whoever signs in next and whatever the site mode (in coming-soon mode
 * too, it keeps no app page). Every other request goes to the network as if it were not here.
 * Registered by components/layout/service-worker.tsx; its own Content-Security-Policy (next.config.mjs)
 * lets it fetch from this origin only.
 */

/** A new name for each change of the files below: the old cache is dropped on activation. */
const CACHE = "stylematch-offline-v1";
const OFFLINE_PAGE = "/offline.html";
/** The offline page and what it loads: public, static, the same for everyone. */
const OFFLINE_FILES = [OFFLINE_PAGE, "/offline.css", "/icons/icon-192.png"];
/** Navigations to these are downloads or handlers, never a page to stand in for. */
const NOT_PAGES = ["/api/", "/uploads/", "/_next/", "/share-target"];

/**
 * The offline page as its own document: it runs no script and loads only its stylesheet and icon
 * (the file itself came with the static files' policy, which allows nothing).
 */
const OFFLINE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && !NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(fetch(request).catch(offlinePage));
  } else if (OFFLINE_FILES.includes(url.pathname) && url.search === "") {
    // The offline page's own files, from the network while there is one.
    event.respondWith(fetch(request).catch(() => cached(url.pathname)));
  }
});

async function cached(path) {
  const hit = await caches.match(path, { cacheName: CACHE });
  return hit ?? Response.error();
}

async function offlinePage() {
  const hit = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
  if (!hit) return Response.error();
  return new Response(hit.body, { status: 503, statusText: "Service Unavailable", headers: OFFLINE_HEADERS });
}
