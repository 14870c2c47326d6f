import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clearGuestCookieHeader, guestCookieHeader, readCookie, signGuestId, verifyGuestCookie } from "@/lib/guests/cookie";

const secret = "a-test-secret-that-is-long-enough-0123456789";

describe("guest cookie", () => {
  const id = randomUUID();

  it("round-trips a signed guest id", () => {
    expect(verifyGuestCookie(signGuestId(id, secret), secret)).toBe(id);
  });

  it("rejects a cookie signed with another secret", () => {
    expect(verifyGuestCookie(signGuestId(id, `${secret}-other`), secret)).toBeNull();
  });

  it("rejects another guest's id under this guest's signature", () => {
    const signature = signGuestId(id, secret).split(".")[1];
    expect(verifyGuestCookie(`${randomUUID()}.${signature}`, secret)).toBeNull();
  });

  it("rejects tampered, truncated and malformed values", () => {
    const signed = signGuestId(id, secret);
    const flipped = signed.slice(0, -1) + (signed.endsWith("A") ? "B" : "A");
    for (const value of [flipped, signed.slice(0, -2), id, `${id}.`, `.${signed}`, "not-a-uuid.abc", "", undefined, null, `${signed}x`]) {
      expect(verifyGuestCookie(value, secret)).toBeNull();
    }
  });

  it("is httpOnly, SameSite=Lax, ends with the browser session, and Secure with a __Host- name on https", () => {
    const plain = guestCookieHeader("v", { secure: false });
    expect(plain).toBe("stylematch-guest=v; Path=/; HttpOnly; SameSite=Lax");
    expect(plain).not.toMatch(/Max-Age|Expires/i);
    expect(guestCookieHeader("v", { secure: true })).toBe("__Host-stylematch-guest=v; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(clearGuestCookieHeader({ secure: false })).toMatch(/^stylematch-guest=; .*Max-Age=0/);
  });

  it("reads a cookie from a Cookie header", () => {
    expect(readCookie("a=1; stylematch-guest=x.y; b=2", "stylematch-guest")).toBe("x.y");
    expect(readCookie("stylematch-guest-other=1", "stylematch-guest")).toBeUndefined();
    expect(readCookie(null, "stylematch-guest")).toBeUndefined();
  });
});
