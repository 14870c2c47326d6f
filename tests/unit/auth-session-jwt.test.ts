import {
  decodeSession,
  encodeSession,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
  sessionClaims,
} from "@/lib/auth/session-jwt";
import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const now = Math.floor(Date.now() / 1000);
const claims = { uid: 7, sv: 3, authTime: now - 60 };
const read = (token: string, options: { salt?: string; secret?: string; now?: number } = {}) =>
  decodeSession({ token, secret: options.secret ?? secret, salt: options.salt ?? SESSION_COOKIE }, options.now);

describe("session token (next-auth's jwt encode/decode, auth.ts)", () => {
  it("is Auth.js's format both ways: next-auth's decode reads ours, ours reads next-auth's encode", async () => {
    const ours = await encodeSession({ token: { ...claims }, secret, salt: SESSION_COOKIE, maxAge: 3600 }, now);
    expect(await decode({ token: ours, secret, salt: SESSION_COOKIE })).toMatchObject({
      ...claims,
      iat: now,
      exp: now + 3600,
    });
    const theirs = await encode({ token: { ...claims }, secret, salt: SECURE_SESSION_COOKIE, maxAge: 600 });
    expect(await read(theirs, { salt: SECURE_SESSION_COOKIE })).toMatchObject(claims);
    // The cookie name is the key's salt: a token minted for one name is refused under the other.
    expect(await read(theirs)).toBeNull();
  });

  it("never outlives the session's absolute end, whatever maxAge asks", async () => {
    const end = claims.authTime + SESSION_MAX_AGE_S;
    const late = now + SESSION_MAX_AGE_S - 100;
    const token = await encodeSession({ token: { ...claims }, secret, salt: SESSION_COOKIE, maxAge: 14 * 86400 }, late);
    expect(sessionClaims(await read(token, { now: late }))).toMatchObject({ ...claims, exp: end });
    expect(await read(token, { now: end })).toBeNull();
    // A token minted elsewhere with a later exp is still over at the end.
    const theirs = await encode({ token: { ...claims }, secret, salt: SESSION_COOKIE, maxAge: SESSION_MAX_AGE_S * 2 });
    expect(await read(theirs, { now: end - 1 })).not.toBeNull();
    expect(await read(theirs, { now: end })).toBeNull();
  });

  it("refuses expired tokens, other secrets and tampering", async () => {
    const token = await encodeSession({ token: { ...claims }, secret, salt: SESSION_COOKIE, maxAge: 60 }, now);
    expect(await read(token, { now: now + 60 + 16 })).toBeNull(); // past Auth.js's 15 s clock tolerance
    expect(await read(token, { secret: `${secret}-other` })).toBeNull();
    const parts = token.split(".");
    for (const index of [0, 2, 3, 4]) {
      const altered = [...parts];
      const part = altered[index]!;
      altered[index] = part.slice(0, -2) + (part.endsWith("AA") ? "BB" : "AA");
      expect(await read(altered.join("."))).toBeNull();
    }
    for (const junk of ["", "a.b.c.d.e", "....", token.slice(0, -1), `${token}.x`]) {
      expect(await read(junk)).toBeNull();
    }
  });

  it("names no session for a token without the session claims", async () => {
    const token = await encode({ token: { uid: 7 }, secret, salt: SESSION_COOKIE, maxAge: 600 });
    expect(sessionClaims(await read(token))).toBeNull();
    expect(
      sessionClaims(await read(await encodeSession({ token: { ...claims }, secret, salt: SESSION_COOKIE }, now))),
    ).toMatchObject(claims);
  });
});
