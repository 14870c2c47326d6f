import { newNonce, pageContentSecurityPolicy } from "@/lib/http/content-security-policy";
import { describe, expect, it } from "vitest";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("page Content-Security-Policy", () => {
  it("allows scripts by nonce only, and no WebAssembly or blob: workers in pages", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "abc123==", https: false, dev: false }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect([...policy.keys()]).not.toContain("upgrade-insecure-requests");
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'wasm-unsafe-eval'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it("upgrades subresources over https, and lets React's development stacks use eval under next dev", () => {
    expect([...directives(pageContentSecurityPolicy({ nonce: "n", https: true, dev: false })).keys()]).toContain(
      "upgrade-insecure-requests",
    );
    expect(directives(pageContentSecurityPolicy({ nonce: "n", https: false, dev: true })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("lets images come from this origin only, plus the origin of a configured public base URL", () => {
    expect(directives(pageContentSecurityPolicy({ nonce: "n", https: false, dev: false })).get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
    ]);
    const withCdn = pageContentSecurityPolicy({
      nonce: "n",
      https: false,
      dev: false,
      imagesBaseUrl: "https://cdn.example.com/stylematch/",
    });
    expect(directives(withCdn).get("img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.example.com"]);
  });

  it("makes a new 128-bit nonce every time, in the form Next extracts", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
