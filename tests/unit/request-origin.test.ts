import { isHttps, requestOrigin } from "@/lib/http/request-origin";
import { describe, expect, it } from "vitest";

/**
 * The origin the browser used (Secure cookies, same-origin writes). Issue #23 item 6: with no proxy
 * in front, a client's X-Forwarded-Proto made the app believe in https. `next start` writes a claimed
 * https into req.url too, so the forged requests here carry it in both places.
 */
const forged = (url = "https://localhost:3000/api/login") =>
  new Request(url, {
    headers: { host: "stylematch.example", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" },
  });

describe("requestOrigin", () => {
  it("with TRUSTED_PROXY_COUNT=0 ignores X-Forwarded-Proto and X-Forwarded-Host: plain http on the Host the browser sent", () => {
    expect(requestOrigin(forged(), 0).origin).toBe("http://stylematch.example");
    expect(isHttps(forged(), 0)).toBe(false);
    expect(requestOrigin(new Request("http://localhost:3000/api/login"), 0).origin).toBe("http://localhost:3000");
  });

  it("behind trusted proxies takes the scheme and host the outermost trusted one wrote", () => {
    const behindOne = new Request("http://internal:3000/api/login", {
      headers: { host: "internal:3000", "x-forwarded-proto": "https", "x-forwarded-host": "stylematch.example" },
    });
    expect(requestOrigin(behindOne, 1).origin).toBe("https://stylematch.example");
    expect(isHttps(behindOne, 1)).toBe(true);
    // The client's own claim sits left of what the two trusted proxies appended: it is not read.
    const behindTwo = new Request("http://internal:3000/api/login", {
      headers: {
        "x-forwarded-proto": "https, http, http",
        "x-forwarded-host": "evil.example, cdn.example, lb.example",
      },
    });
    expect(requestOrigin(behindTwo, 2).origin).toBe("http://cdn.example");
  });
});
