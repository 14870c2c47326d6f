import { resetEnvForTests } from "@/lib/config/env";
import { publicOrigin, publicOriginFromHeaders, SERVER_ORIGIN_HEADER } from "@/lib/http/public-origin";
import { absoluteUrl } from "@/lib/share/contract";
import { afterEach, describe, expect, it } from "vitest";

/** A request as `next start` hands it to a route handler: req.url is Next's own host and port. */
const req = (headers: Record<string, string> = {}, url = "http://localhost:3000/api/outfits/1/share") =>
  new Request(url, { headers });
const direct = { trustedProxies: 0 };
const hostile = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

describe("publicOrigin (share links, og:image)", () => {
  afterEach(() => {
    delete process.env.APP_URL;
    delete process.env.TRUSTED_PROXY_COUNT;
    resetEnvForTests();
  });

  it("is APP_URL's origin when set, whatever the request says", () => {
    const settings = { appUrl: "https://stylematch.example/app/", trustedProxies: 0 };
    expect(publicOrigin(req(hostile), settings)).toBe("https://stylematch.example");
    expect(publicOrigin(req(hostile), { ...settings, trustedProxies: 2 })).toBe("https://stylematch.example");
    expect(publicOriginFromHeaders(new Headers(hostile), settings)).toBe("https://stylematch.example");
  });

  it("reads APP_URL and TRUSTED_PROXY_COUNT from the settings by default", () => {
    process.env.APP_URL = "https://share.example";
    resetEnvForTests();
    expect(publicOrigin(req(hostile))).toBe("https://share.example");
    delete process.env.APP_URL;
    resetEnvForTests();
    expect(publicOrigin(req(hostile))).toBe("http://localhost:3000");
  });

  it("ignores Host and X-Forwarded-Host with TRUSTED_PROXY_COUNT=0: the server's own origin", () => {
    expect(publicOrigin(req(hostile), direct)).toBe("http://localhost:3000");
    expect(publicOrigin(req({ "x-forwarded-host": "evil.example, also.evil" }), direct)).toBe("http://localhost:3000");
    expect(publicOrigin(req({}, "http://127.0.0.1:4100/api/shares"), direct)).toBe("http://127.0.0.1:4100");
    // A client's X-Forwarded-Proto: https reaches req.url too (Next builds its scheme from it).
    expect(publicOrigin(req(hostile, "https://localhost:3000/api/shares"), direct)).toBe("http://localhost:3000");
    expect(
      publicOriginFromHeaders(new Headers({ ...hostile, [SERVER_ORIGIN_HEADER]: "https://localhost:3000" }), direct),
    ).toBe("http://localhost:3000");
    // `next start -H 0.0.0.0`: the wildcard address is no link; the machine itself is localhost.
    expect(publicOrigin(req(hostile, "http://0.0.0.0:3000/api/shares"), direct)).toBe("http://localhost:3000");
  });

  it("a page takes the origin the request gate stamped, and never the client's Host", () => {
    expect(
      publicOriginFromHeaders(new Headers({ ...hostile, [SERVER_ORIGIN_HEADER]: "http://localhost:3000" }), direct),
    ).toBe("http://localhost:3000");
    expect(publicOriginFromHeaders(new Headers(hostile), direct)).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it("behind trusted proxies, takes the host and scheme the outermost trusted proxy wrote", () => {
    const oneProxy = { trustedProxies: 1 };
    expect(
      publicOrigin(
        req({ host: "internal:3000", "x-forwarded-host": "stylematch.example", "x-forwarded-proto": "https" }),
        oneProxy,
      ),
    ).toBe("https://stylematch.example");
    // A client's own X-Forwarded-Host, appended to by the proxy: the proxy's entry (the last) wins.
    expect(
      publicOrigin(
        req({ "x-forwarded-host": "evil.example, stylematch.example", "x-forwarded-proto": "http, https" }),
        oneProxy,
      ),
    ).toBe("https://stylematch.example");
    // Two proxies (CDN, then load balancer): the CDN's entry, second from the right.
    expect(
      publicOrigin(req({ "x-forwarded-host": "evil.example, stylematch.example, lb.internal" }), { trustedProxies: 2 }),
    ).toBe("http://stylematch.example");
    // No X-Forwarded-Host: the Host the proxy passed on.
    expect(publicOrigin(req({ host: "stylematch.example:8443", "x-forwarded-proto": "https" }), oneProxy)).toBe(
      "https://stylematch.example:8443",
    );
  });

  it("refuses a forwarded host that is not a bare host[:port]", () => {
    const oneProxy = { trustedProxies: 1 };
    for (const host of ["evil.example/path", "user@evil.example", "evil.example?x", "a b", "evil.example#x"]) {
      expect(publicOrigin(req({ "x-forwarded-host": host }), oneProxy), host).toBe("http://localhost:3000");
    }
  });

  it("absoluteUrl puts a path on the origin and keeps absolute URLs", () => {
    expect(absoluteUrl("https://s.example", "/share/abc")).toBe("https://s.example/share/abc");
    expect(absoluteUrl("https://s.example", "https://cdn.example/shares/x.png")).toBe(
      "https://cdn.example/shares/x.png",
    );
  });
});
