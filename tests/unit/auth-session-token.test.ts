import { mintSessionToken, readSessionToken, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/session-token";
import { encode } from "@auth/core/jwt";
import { describe, expect, it } from "vitest";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const now = Math.floor(Date.now() / 1000);
const claims = { uid: 7, sv: 3, authTime: now - 60 };

describe("session token", () => {
  it("reads what Auth.js minted: the claims, the issue and expiry times", async () => {
    // Auth.js stamps iat and exp with its own clock, after an asynchronous key derivation: a
    // second may tick between our clock and its, so exp lands within a second of what was asked.
    const mintedAt = Math.floor(Date.now() / 1000);
    const token = await mintSessionToken(claims, { secret, secure: false, expiresAt: mintedAt + 3600, now: mintedAt });
    const read = readSessionToken(token, { secret, cookieName: SESSION_COOKIE });
    expect(read).toMatchObject(claims);
    expect(read!.exp - (mintedAt + 3600)).toBeGreaterThanOrEqual(0);
    expect(read!.exp - (mintedAt + 3600)).toBeLessThanOrEqual(1);
    expect(read!.iat - mintedAt).toBeGreaterThanOrEqual(0);
    expect(read!.iat - mintedAt).toBeLessThanOrEqual(1);
  });

  it("reads a token Auth.js's own encode made for the cookie name", async () => {
    const token = await encode({ token: { ...claims }, secret, salt: SECURE_SESSION_COOKIE, maxAge: 600 });
    expect(readSessionToken(token, { secret, cookieName: SECURE_SESSION_COOKIE })).toMatchObject(claims);
    // The cookie name is the key's salt: a token minted for one name is refused under the other.
    expect(readSessionToken(token, { secret, cookieName: SESSION_COOKIE })).toBeNull();
  });

  it("refuses expired tokens, other secrets and tampering", async () => {
    const token = await mintSessionToken(claims, { secret, secure: false, expiresAt: now + 60, now });
    expect(readSessionToken(token, { secret, cookieName: SESSION_COOKIE, now: now + 61 })).toBeNull();
    expect(readSessionToken(token, { secret: `${secret}-other`, cookieName: SESSION_COOKIE })).toBeNull();
    const parts = token.split(".");
    for (const index of [0, 2, 3, 4]) {
      const altered = [...parts];
      const part = altered[index]!;
      altered[index] = part.slice(0, -2) + (part.endsWith("AA") ? "BB" : "AA");
      expect(readSessionToken(altered.join("."), { secret, cookieName: SESSION_COOKIE })).toBeNull();
    }
    for (const junk of ["", "a.b.c.d.e", "....", token.slice(0, -1), `${token}.x`]) {
      expect(readSessionToken(junk, { secret, cookieName: SESSION_COOKIE })).toBeNull();
    }
  });

  it("refuses a token without the session claims (e.g. one minted before sessions carried a version)", async () => {
    const token = await encode({ token: { uid: 7 }, secret, salt: SESSION_COOKIE, maxAge: 600 });
    expect(readSessionToken(token, { secret, cookieName: SESSION_COOKIE })).toBeNull();
  });

  it("costs microseconds once the key is derived", async () => {
    // Not a timing assertion (machines are noisy): proves the hot path is synchronous and reuses the key.
    const token = await mintSessionToken(claims, { secret, secure: false, expiresAt: now + 3600, now });
    const result = readSessionToken(token, { secret, cookieName: SESSION_COOKIE });
    expect(result).not.toBeInstanceOf(Promise);
  });
});
