import { NextRequest } from "next/server";
import { getRedirectUrl, getRewrittenUrl, isRewrite, unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as startGuest } from "@/app/api/guest/route";
import { POST as register } from "@/app/api/register/route";
import { getDb } from "@/lib/db";
import { signGuestId } from "@/lib/guests/cookie";
import { resetSiteModeCacheForTests, setSiteMode } from "@/lib/site-mode";
import { config, proxy } from "@/proxy";
import { apiRequest, CookieJar, newAccount, ORIGIN, send, useTestAuthSecret } from "./auth-support";

/** The request gate (proxy.ts) with real sessions, guest cookies and the site mode in the database. */

// Next's server runtime provides AsyncLocalStorage as a global before any of its modules load; so must we.
vi.hoisted(() => {
  const scope = globalThis as { AsyncLocalStorage?: unknown };
  scope.AsyncLocalStorage ??= process.getBuiltinModule("node:async_hooks").AsyncLocalStorage;
});
beforeAll(useTestAuthSecret);
afterEach(async () => {
  await setSiteMode("app");
  resetSiteModeCacheForTests();
});

const gate = (path: string, { jar, method = "GET", headers = {} }: { jar?: CookieJar; method?: string; headers?: Record<string, string> } = {}) =>
  proxy(new NextRequest(`${ORIGIN}${path}`, { method, headers: { ...(jar ? { cookie: jar.header() } : {}), ...headers } }));

const passes = (response: Response) => response.headers.get("x-middleware-next") === "1";

async function signedIn(): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await send(register, apiRequest("/api/register", { body: newAccount() }), jar)).status).toBe(201);
  return jar;
}

async function guest(): Promise<CookieJar> {
  const jar = new CookieJar();
  await send(startGuest, apiRequest("/api/guest", { method: "POST" }), jar);
  return jar;
}

describe("protected pages in app mode", () => {
  it("sends an anonymous visitor to /auth with the path and query to come back to", async () => {
    const response = await gate("/closet?category=tops");
    expect(response.status).toBe(307);
    expect(getRedirectUrl(response as never)).toBe(`${ORIGIN}/auth?redirect=%2Fcloset%3Fcategory%3Dtops`);
    expect(getRedirectUrl((await gate("/inspiration/4/style-matching")) as never)).toBe(`${ORIGIN}/auth?redirect=%2Finspiration%2F4%2Fstyle-matching`);
  });

  it("lets a signed-in user and a guest through", async () => {
    expect(passes(await gate("/closet", { jar: await signedIn() }))).toBe(true);
    expect(passes(await gate("/outfit-creator", { jar: await guest() }))).toBe(true);
  });

  it("does not accept the X-Guest-Mode header or a forged guest cookie as a guest", async () => {
    expect((await gate("/closet", { headers: { "X-Guest-Mode": "true" } })).status).toBe(307);
    const forged = new CookieJar().set("stylematch-guest", signGuestId("3f1b9a9e-4c1d-4b8e-9a53-0d6f2c1e7a10", "not-the-secret-0123456789abcdefghij"));
    expect((await gate("/closet", { jar: forged })).status).toBe(307);
  });

  it("turns away only page loads: a Server Action posted from a protected page reaches its own checks", async () => {
    expect(passes(await gate("/closet", { method: "POST", headers: { "next-action": "abc" } }))).toBe(true);
    expect((await gate("/closet", { method: "HEAD" })).status).toBe(307);
  });

  it("leaves public pages, the home page and API calls alone (handlers check owners themselves)", async () => {
    for (const path of ["/", "/auth", "/privacy", "/terms", "/coming-soon", "/admindesh09", "/api/closet"]) {
      expect(passes(await gate(path)), path).toBe(true);
    }
  });
});

describe("coming-soon mode", () => {
  it("shows the waitlist at every page URL except the admin page", async () => {
    const user = await signedIn();
    await setSiteMode("coming-soon");
    for (const path of ["/", "/closet", "/auth", "/privacy", "/no-such-page"]) {
      const response = await gate(path);
      expect(isRewrite(response as never), path).toBe(true);
      expect(getRewrittenUrl(response as never)).toBe(`${ORIGIN}/coming-soon`);
    }
    expect(passes(await gate("/admindesh09"))).toBe(true);
    // Signed-in users see the waitlist too.
    expect(isRewrite((await gate("/closet", { jar: user })) as never)).toBe(true);
  });

  it("answers 503 JSON for app API calls but keeps the mode, admin, waitlist and health calls", async () => {
    await setSiteMode("coming-soon");
    for (const [method, path] of [["GET", "/api/closet"], ["POST", "/api/login"], ["GET", "/api/user"], ["POST", "/api/admin/mode"]] as const) {
      const response = await gate(path, { method });
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({ message: expect.stringContaining("coming soon") });
    }
    for (const [method, path] of [["GET", "/api/admin/mode"], ["POST", "/api/admindesh09/mode"], ["POST", "/api/waitlist-signup"], ["GET", "/api/health"]] as const) {
      expect(passes(await gate(path, { method })), path).toBe(true);
    }
  });

  it("never touches files: uploads, the background-removal model, public files", async () => {
    await setSiteMode("coming-soon");
    for (const path of ["/uploads/closet/abc.webp", "/bg-removal/resources.json", "/robots.txt"]) {
      expect(passes(await gate(path)), path).toBe(true);
    }
  });
});

describe("which requests reach the gate", () => {
  it("skips only the framework's static files: no request header exempts a page or an API call", () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/closet" })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/closet" })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: "/_next/static/chunks/app.js" })).toBe(false);
    for (const headers of [{ "next-router-prefetch": "1" }, { purpose: "prefetch" }, { "x-middleware-prefetch": "1" }, { rsc: "1" }]) {
      expect(unstable_doesMiddlewareMatch({ config, url: "/closet", headers })).toBe(true);
      expect(unstable_doesMiddlewareMatch({ config, url: "/api/register", headers })).toBe(true);
    }
  });

  it("the route wrapper refuses app calls in coming-soon mode on its own, so a gate mistake cannot open the API", async () => {
    await setSiteMode("coming-soon");
    const account = newAccount();
    const refused = await send(register, apiRequest("/api/register", { body: account }));
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get("retry-after")).toBe("60");
    expect(refused.body).toEqual({ message: expect.stringContaining("coming soon") });
    expect(await (await getDb()).user.count({ where: { email: account.email } })).toBe(0);
  });

  it("turns a prefetch of a protected page away like the navigation, and refuses a prefetch-headed API call in coming-soon mode", async () => {
    expect((await gate("/closet", { headers: { "next-router-prefetch": "1" } })).status).toBe(307);
    await setSiteMode("coming-soon");
    expect((await gate("/api/register", { method: "POST", headers: { "next-router-prefetch": "1" } })).status).toBe(503);
  });
});
