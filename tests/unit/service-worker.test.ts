/**
 * The service worker (public/sw.js, issue #41), run in a stand-in worker scope: navigations that
 * can't reach the network get the offline page; every other request is left alone; the only things
 * it ever caches are the offline page and its two static files, so nothing private is kept.
 */
import { isProtectedPage, isStaticAsset } from "@/lib/http/gate";
import { OFFLINE_TEXT } from "@/lib/messages/offline";
import type { NextConfig } from "next";
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";

const ORIGIN = "http://127.0.0.1:3100";
const publicFile = (name: string) => readFileSync(path.join(import.meta.dirname, "../../public", name), "utf8");

type Listener = (event: FakeEvent) => void;
type FakeEvent = {
  request?: Request;
  respondWith?: (answer: Promise<Response> | Response) => void;
  waitUntil: (work: Promise<unknown>) => void;
};

/** A worker scope with a Cache Storage that records every write, and a network that is up or down. */
function workerScope() {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, Map<string, Response>>();
  const network = { up: true, requests: [] as string[] };
  const cacheNamed = (name: string) => {
    const entries = stored.get(name) ?? new Map<string, Response>();
    stored.set(name, entries);
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls) entries.set(url, await fakeFetch(new Request(new URL(url, ORIGIN))));
      },
      put: async (request: Request | string, response: Response) =>
        entries.set(typeof request === "string" ? request : new URL(request.url).pathname, response),
    };
  };
  const fakeFetch = async (request: Request) => {
    network.requests.push(request.url);
    if (!network.up) throw new TypeError("Failed to fetch");
    const { pathname } = new URL(request.url);
    const body = pathname === "/offline.html" ? publicFile("offline.html") : `network ${pathname}`;
    return new Response(body, { status: 200, headers: { "Content-Type": "text/html" } });
  };
  const caches = {
    open: async (name: string) => cacheNamed(name),
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
    match: async (url: string, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stored.keys()];
      for (const name of names) {
        const hit = stored.get(name)?.get(url);
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(publicFile("sw.js"), { self, caches, fetch: fakeFetch, Response, URL, Promise });

  async function lifecycle(type: "install" | "activate") {
    const work: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (promise) => work.push(promise) });
    await Promise.all(work);
  }
  /** The answer the worker gives, or null when it leaves the request to the browser. */
  async function fetchEvent(url: string, init: { mode?: "navigate" | "cors"; method?: string } = {}) {
    const answered: { with: Promise<Response> | Response | null } = { with: null };
    const request = new Request(new URL(url, ORIGIN), { method: init.method ?? "GET" });
    // Request's constructor refuses mode "navigate"; the worker only reads it.
    Object.defineProperty(request, "mode", { value: init.mode ?? "cors" });
    listeners.get("fetch")!({
      request,
      respondWith: (response) => (answered.with = response),
      waitUntil: () => undefined,
    });
    return answered.with === null ? null : await answered.with;
  }
  return { stored, network, lifecycle, fetchEvent };
}

let scope: ReturnType<typeof workerScope>;
beforeEach(async () => {
  scope = workerScope();
  await scope.lifecycle("install");
  await scope.lifecycle("activate");
});

const cachedPaths = () => [...scope.stored.values()].flatMap((entries) => [...entries.keys()]);

describe("the service worker", () => {
  it("caches the offline page and its static files, nothing else", async () => {
    expect(cachedPaths().sort()).toEqual(["/icons/icon-192.png", "/offline.css", "/offline.html"]);
    // Pages, API answers and photos pass through while online, and none is kept.
    expect(await (await scope.fetchEvent("/closet", { mode: "navigate" }))!.text()).toBe("network /closet");
    expect(await scope.fetchEvent("/api/closet?_t=1")).toBeNull();
    expect(await scope.fetchEvent("/uploads/1/photo.jpg")).toBeNull();
    expect(cachedPaths()).toHaveLength(3);
  });

  it("answers a navigation that can't reach the network with the offline page", async () => {
    scope.network.up = false;
    const answer = (await scope.fetchEvent("/today", { mode: "navigate" }))!;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/html/);
    // Its own policy: its stylesheet and icon, no script.
    expect(answer.headers.get("Content-Security-Policy")).toMatch(
      /default-src 'none'; style-src 'self'; img-src 'self'/,
    );
    const html = await answer.text();
    expect(html).toContain(`<h1>${OFFLINE_TEXT.title}</h1>`);
    expect(html).toContain(OFFLINE_TEXT.body);
    expect(html).not.toMatch(/<script/i);
  });

  it("serves the offline page's files from its cache offline", async () => {
    scope.network.up = false;
    const css = (await scope.fetchEvent("/offline.css"))!;
    expect(await css.text()).toBe("network /offline.css"); // what the network gave at install
  });

  it("leaves alone what is not a page: API calls, downloads, posts, other sites", async () => {
    scope.network.up = false;
    expect(await scope.fetchEvent("/api/account/export", { mode: "navigate" })).toBeNull();
    expect(await scope.fetchEvent("/share-target", { mode: "navigate", method: "POST" })).toBeNull();
    expect(await scope.fetchEvent("/api/wears", { method: "POST" })).toBeNull();
    expect(await scope.fetchEvent("https://twitter.com/intent/tweet", { mode: "navigate" })).toBeNull();
  });

  it("drops the caches of older versions when it takes over", async () => {
    scope.stored.set("stylematch-offline-v0", new Map([["/closet", new Response("an old page")]]));
    await scope.lifecycle("activate");
    expect(cachedPaths()).not.toContain("/closet");
  });
});

describe("the offline page and the request gate", () => {
  it("public/offline.html says exactly lib/messages/offline.ts's words", () => {
    const html = publicFile("offline.html");
    for (const text of Object.values(OFFLINE_TEXT)) expect(html).toContain(text);
  });

  it("the worker and the offline files are public static files, served in every site mode", () => {
    for (const file of ["/sw.js", "/offline.html", "/offline.css"]) {
      expect(isStaticAsset(file), file).toBe(true);
      expect(isProtectedPage(file), file).toBe(false);
    }
  });

  it("the worker's own policy lets it fetch from this origin only (the static files' allows nothing)", async () => {
    // @ts-expect-error: the configuration is plain JavaScript, typed by its JSDoc only
    const { default: config } = (await import("../../next.config.mjs")) as { default: NextConfig };
    const rules = await config.headers!();
    const policy = rules
      .find((rule) => rule.source === "/sw.js")
      ?.headers.find((h) => h.key === "content-security-policy");
    expect(policy?.value).toMatch(/^default-src 'none'; connect-src 'self';/);
    expect(policy?.value).not.toMatch(/script-src|unsafe/);
  });
});
