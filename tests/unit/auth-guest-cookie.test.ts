import {
  clearGuestCookieHeader,
  GUEST_COOKIE_MAX_AGE_S,
  guestCookieHeader,
  readCookie,
  signGuestId,
  verifyGuestCookie,
} from "@/lib/guests/cookie";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

const secret = "a-test-secret-that-is-long-enough-0123456789";

describe("guest cookie", () => {
  const id = randomUUID();

  it("round-trips a signed guest id with its issue time", () => {
    expect(verifyGuestCookie(signGuestId(id, secret, 1_800_000_000), secret, 1_800_000_100)).toEqual({
      guestId: id,
      issuedAt: 1_800_000_000,
    });
  });

  it("stops working 30 days after it was issued, and never accepts a future issue time", () => {
    const issued = 1_800_000_000;
    const cookie = signGuestId(id, secret, issued);
    expect(verifyGuestCookie(cookie, secret, issued + GUEST_COOKIE_MAX_AGE_S - 1)).not.toBeNull();
    expect(verifyGuestCookie(cookie, secret, issued + GUEST_COOKIE_MAX_AGE_S)).toBeNull();
    expect(verifyGuestCookie(cookie, secret, issued - 3600)).toBeNull();
  });

  it("binds the issue time into the signature", () => {
    const [guest, issued, signature] = signGuestId(id, secret, 1_800_000_000).split(".");
    expect(verifyGuestCookie(`${guest}.${Number(issued) + 1}.${signature}`, secret, 1_800_000_100)).toBeNull();
  });

  it("rejects a cookie signed with another secret", () => {
    expect(verifyGuestCookie(signGuestId(id, `${secret}-other`), secret)).toBeNull();
  });

  it("rejects another guest's id under this guest's signature", () => {
    const [, issued, signature] = signGuestId(id, secret).split(".");
    expect(verifyGuestCookie(`${randomUUID()}.${issued}.${signature}`, secret)).toBeNull();
  });

  it("rejects tampered, truncated and malformed values", () => {
    const signed = signGuestId(id, secret);
    // Flip a character inside the signature: the last base64url character also carries padding bits
    // that decoding ignores, so changing only those would still decode to the same signature.
    const at = signed.length - 5;
    const flipped = signed.slice(0, at) + (signed[at] === "A" ? "B" : "A") + signed.slice(at + 1);
    for (const value of [
      flipped,
      signed.slice(0, -2),
      id,
      `${id}.`,
      `.${signed}`,
      "not-a-uuid.1.abc",
      `${id}.abc`,
      "",
      undefined,
      null,
      `${signed}x`,
    ]) {
      expect(verifyGuestCookie(value, secret)).toBeNull();
    }
  });

  it("is httpOnly, SameSite=Lax, ends with the browser session, and Secure with a __Host- name on https", () => {
    const plain = guestCookieHeader("v", { secure: false });
    expect(plain).toBe("stylematch-guest=v; Path=/; HttpOnly; SameSite=Lax");
    expect(plain).not.toMatch(/Max-Age|Expires/i);
    expect(guestCookieHeader("v", { secure: true })).toBe(
      "__Host-stylematch-guest=v; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(clearGuestCookieHeader({ secure: false })).toMatch(/^stylematch-guest=; .*Max-Age=0/);
  });

  it("reads a cookie from a Cookie header", () => {
    expect(readCookie("a=1; stylematch-guest=x.y; b=2", "stylematch-guest")).toBe("x.y");
    expect(readCookie("stylematch-guest-other=1", "stylematch-guest")).toBeUndefined();
    expect(readCookie(null, "stylematch-guest")).toBeUndefined();
  });
});
