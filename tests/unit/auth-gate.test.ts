import {
  apiOpenInComingSoon,
  isProtectedPage,
  isSharePage,
  isStaticAsset,
  pageOpenInComingSoon,
  requestedPage,
} from "@/lib/http/gate";
import { describe, expect, it } from "vitest";

describe("request gate path rules", () => {
  it.each([
    "/account",
    "/calendar",
    "/closet",
    "/closet/tags",
    "/closet-upload",
    "/inspiration",
    "/inspiration/7/missing-pieces",
    "/inspiration/7/style-matching",
    "/inspiration-upload",
    "/outfit-creator",
    "/outfit-ideas",
    "/today",
    "/outfits",
    "/insights",
  ])("protects %s", (path) => expect(isProtectedPage(path)).toBe(true));

  it.each([
    "/",
    "/auth",
    "/forgot-password",
    "/reset-password",
    "/privacy",
    "/terms",
    "/coming-soon",
    "/admindesh09",
    "/closets",
    "/accounts",
    "/calendars",
    "/no-such-page",
    "/share/abc",
  ])("leaves %s public", (path) => expect(isProtectedPage(path)).toBe(false));

  it("lets framework files, uploads, the model and public files through", () => {
    for (const path of [
      "/_next/static/chunks/a.js",
      "/uploads/closet/abc.webp",
      "/bg-removal/resources.json",
      "/favicon.ico",
      "/robots.txt",
    ]) {
      expect(isStaticAsset(path)).toBe(true);
    }
    for (const path of [
      "/closet",
      "/api/closet",
      "/api/share/x.png",
      "/",
      "/share/9JDc6Q8ZlkpHzb7ETKDYFxJEw3WcIwrAOsk-ZDybJZQ",
      // Next answers these with the page itself: they are pages to gate, not files.
      "/_next/data/a1b2c3/closet.json",
      "/_next/data/a1b2c3/index.json",
      "/_next/anything",
    ])
      expect(isStaticAsset(path), path).toBe(false);
  });

  it.each([
    ["/_next/data/a1b2c3/closet.json", "/closet"],
    ["/_next/data/a1b2c3/closet/12.json", "/closet/12"],
    ["/_next/data/a1b2c3/index.json", "/"],
    ["/closet", "/closet"],
    ["/_next/data/a1b2c3/closet", "/_next/data/a1b2c3/closet"],
  ])("reads %s as the page %s", (path, page) => expect(requestedPage(path)).toBe(page));

  it("keeps the admin page, the waitlist page and the legal pages open in coming-soon mode", () => {
    for (const path of ["/admindesh09", "/coming-soon", "/privacy", "/terms"])
      expect(pageOpenInComingSoon(path)).toBe(true);
    for (const path of ["/", "/auth", "/closet", "/privacy/x", "/terms-of-use", "/privacy.json"])
      expect(pageOpenInComingSoon(path)).toBe(false);
  });

  it("lets share pages through in coming-soon mode (the page itself answers 404 unless published)", () => {
    for (const path of ["/share/abc", "/share"]) {
      expect(isSharePage(path)).toBe(true);
      // One list for the gate and the site-mode watcher, which would otherwise reload a share page.
      expect(pageOpenInComingSoon(path)).toBe(true);
    }
    for (const path of ["/shares", "/sharer", "/closet/share", "/api/shares/abc"]) {
      expect(isSharePage(path)).toBe(false);
      expect(pageOpenInComingSoon(path)).toBe(false);
    }
  });

  it("keeps the mode, admin, waitlist and health calls open in coming-soon mode", () => {
    expect(apiOpenInComingSoon("/api/admin/mode", "GET")).toBe(true);
    expect(apiOpenInComingSoon("/api/admin/mode", "POST")).toBe(false);
    expect(apiOpenInComingSoon("/api/admindesh09/mode", "POST")).toBe(true);
    expect(apiOpenInComingSoon("/api/admindesh09/toggle-mode", "POST")).toBe(true);
    expect(apiOpenInComingSoon("/api/waitlist-signup", "POST")).toBe(true);
    expect(apiOpenInComingSoon("/api/health", "GET")).toBe(true);
    for (const path of ["/api/closet", "/api/login", "/api/user", "/api/guest"])
      expect(apiOpenInComingSoon(path, "GET")).toBe(false);
  });

  it("lets the Web Share Target through without a session: it answers coming-soon itself, with a redirect", () => {
    expect(isProtectedPage("/share-target")).toBe(false);
    expect(apiOpenInComingSoon("/share-target", "POST")).toBe(true);
    expect(apiOpenInComingSoon("/api/shared-photos/abc", "GET")).toBe(false);
    expect(isProtectedPage("/closet-upload")).toBe(true);
  });
});
