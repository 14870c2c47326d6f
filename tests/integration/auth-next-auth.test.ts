import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as user } from "@/app/api/user/route";
import { authSecret } from "@/lib/auth/secret";
import { signInProof, userFromSignInProof } from "@/lib/auth/sign-in-proof";
import { revokeUserSessions } from "@/lib/auth/users";
import { getDb } from "@/lib/db";
import { resetSiteModeCacheForTests, setSiteMode } from "@/lib/site-mode";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { call, CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { seededAccount, useTestAuthSecret } from "../support/owners";

/**
 * next-auth is the session layer (auth.ts): its own routes answer under /api/auth, read the
 * sessions the REST routes start, and refuse what only the server may do.
 */
beforeAll(useTestAuthSecret);
beforeEach(async () => {
  await resetDatabase();
  resetSiteModeCacheForTests();
});

async function sessionUser(email: string) {
  const row = await (await getDb()).user.findFirstOrThrow({ where: { email } });
  return { id: row.id, email: row.email, username: row.username, sessionVersion: row.sessionVersion };
}

describe("next-auth's routes", () => {
  it("GET /api/auth/session reads the session POST /api/login started, and nothing after logout", async () => {
    const { account } = await seededAccount();
    const jar = new CookieJar();
    const signedIn = await call(login, {
      path: "/api/login",
      body: { username: account.username, password: account.password },
      jar,
    });
    expect(signedIn.status).toBe(200);
    const session = await call<{ account: { id: number; username: string } }>(authGet, {
      path: "/api/auth/session",
      jar,
    });
    expect(session.status).toBe(200);
    expect(session.body.account).toEqual(signedIn.body);

    const saved = jar.clone();
    expect((await call(logout, { path: "/api/logout", method: "POST", jar })).status).toBe(200);
    // The saved cookie no longer reads, through next-auth or the REST contract.
    expect((await call(authGet, { path: "/api/auth/session", jar: saved })).body).toBeNull();
    expect((await call(user, { path: "/api/user", jar: saved })).status).toBe(401);
  });

  it("refuses the credentials provider to callers from outside, whatever the method or case", async () => {
    const { account } = await seededAccount();
    const proof = signInProof(await sessionUser(account.email), await authSecret());
    for (const path of [
      "/api/auth/callback/credentials",
      "/api/auth/signin/credentials",
      "/api/auth/callback/Credentials",
    ]) {
      const jar = new CookieJar();
      const posted = await call<{ message: string; code: string }>(authPost, {
        path,
        body: new URLSearchParams({ proof, username: account.username, password: account.password }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        jar,
      });
      expect(posted.status).toBe(404);
      expect(posted.body).toMatchObject({
        code: "not_found",
        message: "Sign in with a password through POST /api/login.",
      });
      expect(jar.get("authjs.session-token")).toBeUndefined();
      expect((await call(authGet, { path, jar })).status).toBe(404);
    }
  });

  it("answers 503 while the site is in coming-soon mode", async () => {
    await setSiteMode("coming-soon");
    resetSiteModeCacheForTests();
    const csrf = await call<{ code: string }>(authGet, { path: "/api/auth/csrf" });
    expect(csrf.status).toBe(503);
    expect(csrf.body.code).toBe("coming_soon");
    // A provider's callback is refused too, unless a sign-in is under way (Auth.js's state or PKCE cookie).
    expect((await call(authGet, { path: "/api/auth/callback/oidc?code=x&state=y" })).status).toBe(503);
    // (No provider is configured here: Auth.js logs the unknown one, which is not this test's concern.)
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const cookie of ["authjs.state=s", "__Secure-authjs.pkce.code_verifier=v"]) {
      const underWay = await call(authGet, { path: "/api/auth/callback/oidc?code=x&state=y", headers: { cookie } });
      expect(underWay.status, cookie).not.toBe(503);
    }
    logged.mockRestore();
    await setSiteMode("app");
    resetSiteModeCacheForTests();
    expect((await call(authGet, { path: "/api/auth/csrf" })).status).toBe(200);
  });
});

describe("a session read while the database fails", () => {
  it("answers 503 and keeps the cookie: a database that stalls for a moment signs no one out", async () => {
    const { jar } = await seededAccount();
    const db = await getDb();
    const timeout = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    const spy = vi.spyOn(db, "$queryRaw").mockRejectedValueOnce(timeout);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const answer = await call<{ code: string }>(user, { path: "/api/user", jar });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe("database_busy");
      expect(answer.headers.getSetCookie()).toEqual([]);
    } finally {
      spy.mockRestore();
      vi.restoreAllMocks();
    }
    expect((await call(user, { path: "/api/user", jar })).status).toBe(200);
  });
});

describe("sign-in proofs (what the REST routes hand next-auth's credentials provider)", () => {
  it("name their user only while intact, unexpired and of the current session version", async () => {
    const { account } = await seededAccount();
    const secret = await authSecret();
    const stored = await sessionUser(account.email);
    const now = Math.floor(Date.now() / 1000);
    const proof = signInProof(stored, secret, now);
    expect(await userFromSignInProof(proof, secret, now)).toMatchObject({ id: stored.id });

    expect(await userFromSignInProof(proof, `${secret}-other`, now)).toBeNull();
    expect(await userFromSignInProof(proof, secret, now + 60)).toBeNull();
    const [id, version, expires, mac] = proof.split(".");
    expect(await userFromSignInProof([Number(id) + 1, version, expires, mac].join("."), secret, now)).toBeNull();
    expect(await userFromSignInProof([id, version, Number(expires) + 600, mac].join("."), secret, now)).toBeNull();
    for (const junk of ["", "1.2.3", "a.b.c.d", `${proof}.x`])
      expect(await userFromSignInProof(junk, secret, now)).toBeNull();

    // After a logout (the session version bumped) a proof made before signs no one in.
    await revokeUserSessions(stored.id, stored.sessionVersion);
    expect(await userFromSignInProof(proof, secret, now)).toBeNull();
  });
});
