import { GET as siteMode } from "@/app/api/admin/mode/route";
import { POST as adminCheck } from "@/app/api/admindesh09/mode/route";
import { GET as closet } from "@/app/api/closet/route";
import { POST as startGuest } from "@/app/api/guest/route";
import { GET as health } from "@/app/api/health/route";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { GET as user } from "@/app/api/user/route";
import { POST as waitlist } from "@/app/api/waitlist-signup/route";
import { getDb } from "@/lib/db";
import { signGuestId } from "@/lib/guests/cookie";
import { getSiteMode, resetSiteModeCacheForTests, setSiteMode } from "@/lib/site-mode";
import { config, proxy } from "@/proxy";
import {
  getRedirectUrl,
  getRewrittenUrl,
  isRewrite,
  unstable_doesMiddlewareMatch,
} from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, CookieJar, ORIGIN } from "../support/api";
import { newAccount, useTestAuthSecret, withTrustedProxies } from "../support/owners";

/** The request gate (proxy.ts) with real sessions, guest cookies and the site mode in the database. */

// Next's server runtime provides AsyncLocalStorage as a global before any of its modules load; so must we.
vi.hoisted(() => {
  const scope = globalThis as { AsyncLocalStorage?: unknown };
  scope.AsyncLocalStorage ??= process.getBuiltinModule("node:async_hooks").AsyncLocalStorage;
});
beforeAll(async () => {
  useTestAuthSecret();
  // The first query of a cold test database can outlast the site-mode read's 1.5 s, and a gate that
  // has never read the mode fails closed ("starting up"): warm it up first.
  await getSiteMode();
  resetSiteModeCacheForTests();
});
afterEach(async () => {
  await setSiteMode("app");
  resetSiteModeCacheForTests();
});

const gate = (
  path: string,
  { jar, method = "GET", headers = {} }: { jar?: CookieJar; method?: string; headers?: Record<string, string> } = {},
) =>
  proxy(
    new NextRequest(`${ORIGIN}${path}`, { method, headers: { ...(jar ? { cookie: jar.header() } : {}), ...headers } }),
  );

/** "next" when the gate let the request through; otherwise its status and where it sent the request, to print. */
const outcome = (response: Response) =>
  response.headers.get("x-middleware-next") === "1"
    ? "next"
    : `${response.status} ${response.headers.get("location") ?? response.headers.get("x-middleware-rewrite") ?? ""}`;

async function signedIn(): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await call(register, { path: "/api/register", body: newAccount(), jar })).status).toBe(201);
  return jar;
}

async function guest(): Promise<CookieJar> {
  const jar = new CookieJar();
  await call(startGuest, { path: "/api/guest", method: "POST", jar });
  return jar;
}

describe("protected pages in app mode", () => {
  it("sends an anonymous visitor to /auth with the path and query to come back to", async () => {
    const response = await gate("/closet?category=tops");
    expect(response.status).toBe(307);
    expect(getRedirectUrl(response as never)).toBe(`${ORIGIN}/auth?redirect=%2Fcloset%3Fcategory%3Dtops`);
    expect(getRedirectUrl((await gate("/inspiration/4/style-matching")) as never)).toBe(
      `${ORIGIN}/auth?redirect=%2Finspiration%2F4%2Fstyle-matching`,
    );
  });

  it("lets a signed-in user and a guest through", async () => {
    expect(outcome(await gate("/closet", { jar: await signedIn() }))).toBe("next");
    expect(outcome(await gate("/outfit-creator", { jar: await guest() }))).toBe("next");
  });

  it("does not accept the X-Guest-Mode header or a forged guest cookie as a guest", async () => {
    expect((await gate("/closet", { headers: { "X-Guest-Mode": "true" } })).status).toBe(307);
    const forged = new CookieJar().set(
      "stylematch-guest",
      signGuestId("3f1b9a9e-4c1d-4b8e-9a53-0d6f2c1e7a10", "not-the-secret-0123456789abcdefghij"),
    );
    expect((await gate("/closet", { jar: forged })).status).toBe(307);
  });

  it("turns away only page loads: a Server Action posted from a protected page reaches its own checks", async () => {
    expect(outcome(await gate("/closet", { method: "POST", headers: { "next-action": "abc" } }))).toBe("next");
    expect((await gate("/closet", { method: "HEAD" })).status).toBe(307);
  });

  it("leaves public pages, the home page and API calls alone (handlers check owners themselves)", async () => {
    for (const path of ["/", "/auth", "/privacy", "/terms", "/coming-soon", "/admindesh09", "/api/closet"]) {
      expect(outcome(await gate(path)), path).toBe("next");
    }
  });
});

describe("coming-soon mode", () => {
  it("shows the waitlist at every page URL except the admin page, the legal pages and share pages", async () => {
    const user = await signedIn();
    await setSiteMode("coming-soon");
    for (const path of ["/", "/closet", "/auth", "/privacy/x", "/shares", "/no-such-page"]) {
      const response = await gate(path);
      expect(isRewrite(response as never), path).toBe(true);
      expect(getRewrittenUrl(response as never)).toBe(`${ORIGIN}/coming-soon`);
    }
    // The waitlist links its privacy policy; people posted their share links (the page 404s unless published).
    for (const path of ["/admindesh09", "/privacy", "/terms", "/share/9JDc6Q8ZlkpHzb7ETKDYFxJEw3WcIwrAOsk-ZDybJZQ"])
      expect(outcome(await gate(path)), path).toBe("next");
    // Signed-in users see the waitlist too.
    expect(getRewrittenUrl((await gate("/closet", { jar: user })) as never)).toBe(`${ORIGIN}/coming-soon`);
  });

  it("the route wrapper answers 503 JSON for app API calls but keeps the mode, admin, waitlist and health calls", async () => {
    await setSiteMode("coming-soon");
    const refused: [string, (req: Request) => Promise<Response>, string, unknown?][] = [
      ["GET", closet, "/api/closet"],
      ["POST", login, "/api/login", { username: "someone", password: "secret" }],
      ["GET", user, "/api/user"],
      ["POST", startGuest, "/api/guest"],
    ];
    for (const [method, handler, path, body] of refused) {
      const { status, body: answer } = await call(handler, { path: path, method, body });
      expect(status, path).toBe(503);
      expect(answer).toEqual({ message: expect.stringContaining("coming soon"), code: "coming_soon" });
    }
    expect((await call(siteMode, { path: "/api/admin/mode" })).body).toEqual({ mode: "coming-soon" });
    expect((await call(health, { path: "/api/health" })).status).toBe(200);
    expect((await call(waitlist, { path: "/api/waitlist-signup", body: { email: "soon@example.com" } })).status).toBe(
      200,
    );
    expect((await call(adminCheck, { path: "/api/admindesh09/mode", body: { password: "wrong" } })).status).toBe(401);
  });

  it("never touches files: uploads, the background-removal model, public files", async () => {
    await setSiteMode("coming-soon");
    for (const path of ["/uploads/closet/abc.webp", "/bg-removal/resources.json", "/robots.txt"]) {
      expect(outcome(await gate(path)), path).toBe("next");
    }
  });
});

describe("which requests reach the gate", () => {
  it("gates every page whatever its headers; the API and the framework's static files are left to their own checks", () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/closet" })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/" })).toBe(true);
    for (const headers of [
      { "next-router-prefetch": "1" },
      { purpose: "prefetch" },
      { "x-middleware-prefetch": "1" },
      { rsc: "1" },
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url: "/closet", headers })).toBe(true);
    }
    // The route wrapper checks the site mode and the owner on every API call (tested above), and
    // keeping the API out of the proxy lets request bodies stream to it unbuffered.
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/closet" })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/_next/static/chunks/app.js" })).toBe(false);
  });

  it("the route wrapper refuses app calls in coming-soon mode on its own, so a gate mistake cannot open the API", async () => {
    await setSiteMode("coming-soon");
    const account = newAccount();
    const refused = await call(register, { path: "/api/register", body: account });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.body).toEqual({ message: expect.stringContaining("coming soon"), code: "coming_soon" });
    expect(await (await getDb()).user.count({ where: { email: account.email } })).toBe(0);
  });

  it("turns a prefetch of a protected page away like the navigation, and refuses a prefetch-headed API call in coming-soon mode", async () => {
    expect((await gate("/closet", { headers: { "next-router-prefetch": "1" } })).status).toBe(307);
    await setSiteMode("coming-soon");
    const headers = { "next-router-prefetch": "1", purpose: "prefetch" };
    expect((await call(register, { path: "/api/register", body: newAccount(), headers })).status).toBe(503);
  });
});

describe("the pages router's data URLs (/_next/data/<build id>/<page>.json)", () => {
  const data = (page: string) => `/_next/data/a1b2c3/${page}.json`;

  it("are gated as the page they name: an anonymous visitor is sent to /auth with that page's path", async () => {
    for (const [url, page] of [
      [data("closet"), "/closet"],
      [data("closet/12"), "/closet/12"],
      [data("inspiration/4/style-matching"), "/inspiration/4/style-matching"],
      [data("today"), "/today"],
    ] as const) {
      const response = await gate(url);
      expect(response.status, url).toBe(307);
      expect(getRedirectUrl(response as never), url).toBe(`${ORIGIN}/auth?redirect=${encodeURIComponent(page)}`);
    }
    // A public page's data URL is the public page: nothing to turn away.
    expect(outcome(await gate(data("index")))).toBe("next");
    expect(outcome(await gate(data("privacy")))).toBe("next");
  });

  it("show the waitlist in coming-soon mode, to an owner with data too; the admin and legal pages stay", async () => {
    const visitor = await guest();
    await setSiteMode("coming-soon");
    for (const page of ["index", "closet", "today", "outfits", "account", "trips/3", "no-such-page"]) {
      const response = await gate(data(page), { jar: visitor });
      expect(getRewrittenUrl(response as never), page).toBe(`${ORIGIN}/coming-soon`);
    }
    for (const page of ["admindesh09", "privacy", "terms"]) expect(outcome(await gate(data(page))), page).toBe("next");
  });

  it("are not framework files: only /_next/static and /_next/image pass as files", async () => {
    await setSiteMode("coming-soon");
    expect(unstable_doesMiddlewareMatch({ config, url: data("closet") })).toBe(true);
    expect(getRewrittenUrl((await gate("/_next/anything-else")) as never)).toBe(`${ORIGIN}/coming-soon`);
  });
});

describe("a malformed Next-Router-State-Tree header", () => {
  it("answers 400 on every path the gate sees, public files included (it used to reach Next and answer 500)", async () => {
    const headers = { "next-router-state-tree": "%7B%22not%22%3A" };
    for (const path of [
      "/robots.txt",
      "/closet.json",
      "/x.png",
      "/sitemap.xml",
      "/bg-removal/x.wasm",
      "/closet",
      "/",
    ]) {
      expect((await gate(path, { headers })).status, path).toBe(400);
    }
  });
});

describe("HSTS", () => {
  const hsts = (response: Response) => response.headers.get("strict-transport-security");
  const claimsHttps = { "x-forwarded-proto": "https" };

  it("ignores a client's own X-Forwarded-Proto without a trusted proxy, on pages, files and the API", async () => {
    await withTrustedProxies(0, async () => {
      expect(hsts(await gate("/", { headers: claimsHttps }))).toBeNull();
      expect(hsts(await gate("/bg-removal/resources.json", { headers: claimsHttps }))).toBeNull();
      expect(
        (await call(health, { path: "/api/health", headers: claimsHttps })).headers.get("strict-transport-security"),
      ).toBeNull();
    });
  });

  it("is sent when the trusted proxy says https, by the same reading as the Secure cookies", async () => {
    const expected = "max-age=31536000; includeSubDomains";
    await withTrustedProxies(1, async () => {
      expect(hsts(await gate("/", { headers: claimsHttps }))).toBe(expected);
      expect(hsts(await gate("/bg-removal/resources.json", { headers: claimsHttps }))).toBe(expected);
      expect(
        (await call(health, { path: "/api/health", headers: claimsHttps })).headers.get("strict-transport-security"),
      ).toBe(expected);
      // The proxy appends what it saw: a client's "https" before its "http" is the client's claim.
      expect(hsts(await gate("/", { headers: { "x-forwarded-proto": "https, http" } }))).toBeNull();
      expect(hsts(await gate("/"))).toBeNull();
    });
  });
});

describe("the busy page a page sends the visitor to (lib/http/busy-page.ts)", () => {
  it("answers a visit to /unavailable with 503 and Retry-After; the gate's own rendering of it passes", async () => {
    const sent = await gate("/unavailable?reason=busy&from=%2Fcloset%3Ftab%3Dtops");
    expect(sent.status).toBe(503);
    expect(sent.headers.get("retry-after")).toBe("5");
    expect(
      outcome(await gate("/unavailable?reason=busy", { headers: { "x-stylematch-unavailable-render": "1" } })),
    ).toBe("next");
  });

  it("tells every page the path it was asked for, replacing a client's own copy", async () => {
    const response = await gate("/closet?tab=tops", {
      jar: await guest(),
      headers: { "x-stylematch-page": "https://evil.example/" },
    });
    expect(response.headers.get("x-middleware-request-x-stylematch-page")).toBe("/closet?tab=tops");
  });
});
