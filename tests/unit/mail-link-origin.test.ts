import { listeningOrigin, mailLinkOrigin } from "@/lib/http/public-origin";
import { describe, expect, it } from "vitest";

/** Issue #40: links sent by e-mail take their host from the configuration alone, never from a request. */
describe("mailLinkOrigin", () => {
  const started = { __NEXT_PRIVATE_ORIGIN: "http://localhost:4100", PORT: "4100" };

  it("is APP_URL's origin when set, with or without a proxy", () => {
    for (const trustedProxies of [0, 1, 3])
      expect(mailLinkOrigin({ appUrl: "https://stylematch.example/app/", trustedProxies }, started)).toBe(
        "https://stylematch.example",
      );
  });

  it("is none behind a proxy without APP_URL: the caller sends nothing", () => {
    expect(mailLinkOrigin({ trustedProxies: 1 }, started)).toBeNull();
    expect(mailLinkOrigin({ appUrl: undefined, trustedProxies: 2 }, {})).toBeNull();
  });

  it("without a proxy or APP_URL, is where the server listens", () => {
    expect(mailLinkOrigin({ trustedProxies: 0 }, started)).toBe("http://localhost:4100");
  });
});

describe("listeningOrigin", () => {
  it("takes the address Next recorded when it started listening", () => {
    expect(listeningOrigin({ __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:4200", PORT: "4200" })).toBe(
      "http://127.0.0.1:4200",
    );
    // `next dev --experimental-https` really serves https.
    expect(listeningOrigin({ __NEXT_PRIVATE_ORIGIN: "https://localhost:3000" })).toBe("https://localhost:3000");
    // A wildcard address is no link; the machine itself is localhost.
    expect(listeningOrigin({ __NEXT_PRIVATE_ORIGIN: "http://0.0.0.0:3000" })).toBe("http://localhost:3000");
  });

  it("falls back to PORT on localhost, then to Next's default port", () => {
    expect(listeningOrigin({ PORT: "8080" })).toBe("http://localhost:8080");
    expect(listeningOrigin({ __NEXT_PRIVATE_ORIGIN: "not a url", PORT: "8080" })).toBe("http://localhost:8080");
    expect(listeningOrigin({ __NEXT_PRIVATE_ORIGIN: "javascript:alert(1)", PORT: "8080" })).toBe(
      "http://localhost:8080",
    );
    expect(listeningOrigin({ PORT: "http://evil.example" })).toBe("http://localhost:3000");
    expect(listeningOrigin({})).toBe("http://localhost:3000");
  });

  it("never reads HOSTNAME, which Docker sets to the container's id", () => {
    expect(listeningOrigin({ HOSTNAME: "3f2a9c1b7d4e", PORT: "3000" })).toBe("http://localhost:3000");
  });
});
