/**
 * The offline page (issue #41): public/offline.html, which the service worker (public/sw.js) shows
 * for a page that couldn't load for want of a connection. The HTML is a static file, so it holds these
 * words itself; tests/unit/service-worker.test.ts checks it still says exactly these.
 */
export const OFFLINE_TEXT = {
  pageTitle: "offline",
  title: "you're offline",
  body: "this page couldn't load: there's no connection. nothing was changed.",
  retry: "try again",
} as const;
