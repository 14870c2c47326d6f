import { AppError, toErrorResponse, tooManyRequests } from "@/lib/errors";
import { addressKey, clientAddress, progressiveDelaySeconds } from "@/lib/rate-limit";
import { describe, expect, it } from "vitest";

describe("429 answers", () => {
  it.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [59, "59 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [900, "15 minutes"],
  ])("tells a person to wait %i s as '%s'", (seconds, wait) => {
    const error = tooManyRequests(seconds);
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe(`Too many attempts. Please wait ${wait} and try again.`);
  });

  it("answers 429 with Retry-After in whole seconds and a JSON message", async () => {
    const response = toErrorResponse(tooManyRequests(42));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("42");
    expect(await response.json()).toEqual({
      message: "Too many attempts. Please wait 42 seconds and try again.",
      code: "too_many_requests",
    });
  });
});

describe("clientAddress", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });

  // Under `next start` the app itself appends the socket's peer as the last X-Forwarded-For entry
  // (lib/http/peer-address.ts), so the last entry is always ours.
  it("with no proxy in front (TRUSTED_PROXY_COUNT=0), counts the socket and ignores what the client wrote", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7, 127.0.0.1" }), 0)).toBe("127.0.0.1");
    expect(clientAddress(request({ "x-forwarded-for": "198.51.100.1, 198.51.100.2, 192.0.2.10" }), 0)).toBe(
      "192.0.2.10",
    );
  });

  it("behind N proxies, trusts only the entry our outermost proxy wrote", () => {
    // A client forging "203.0.113.7" behind one proxy that appended the real 198.51.100.9; the proxy is the socket.
    expect(clientAddress(request({ "x-forwarded-for": " 203.0.113.7 , 198.51.100.9, 10.0.0.2" }), 1)).toBe(
      "198.51.100.9",
    );
    // Two proxies (CDN + load balancer): the CDN's entry is the client's address.
    expect(clientAddress(request({ "x-forwarded-for": "1.1.1.1, 203.0.113.7, 10.0.0.1, 10.0.0.2" }), 2)).toBe(
      "203.0.113.7",
    );
    // Fewer hops than proxies configured: the leftmost is the best there is.
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses per /64 and IPv4-mapped addresses as IPv4", () => {
    expect(clientAddress(request({ "x-forwarded-for": "2001:db8:1:2:aaaa::1" }), 0)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(request({ "x-forwarded-for": "2001:0db8:0001:0002:ffff:ffff:ffff:ffff" }), 0)).toBe(
      "2001:db8:1:2::/64",
    );
    expect(clientAddress(request({ "x-forwarded-for": "2001:db8::1" }), 0)).toBe("2001:db8:0:0::/64");
    expect(clientAddress(request({ "x-forwarded-for": "::1" }), 0)).toBe("0:0:0:0::/64");
    expect(clientAddress(request({ "x-forwarded-for": "::ffff:192.0.2.4" }), 0)).toBe("192.0.2.4");
    expect(addressKey("[2001:db8:1:2::5]:443")).toBe("2001:db8:1:2::/64");
  });

  it("falls back to 'local' without any address", () => {
    expect(clientAddress(request({ "x-forwarded-for": " , " }), 0)).toBe("local");
    expect(clientAddress(request({}), 1)).toBe("local");
  });
});

describe("progressive delay", () => {
  it("starts once the free failures are used up (five free: the sixth try waits 2 s), then doubles up to the cap", () => {
    const rule = { free: 5, maxDelaySeconds: 60 };
    expect([0, 4, 5, 6, 7, 8, 9, 10, 54].map((n) => progressiveDelaySeconds(n, rule))).toEqual([
      0, 0, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});
