import { describe, expect, it } from "vitest";
import { AppError, toErrorResponse, tooManyRequests } from "@/lib/errors";
import { clientAddress } from "@/lib/rate-limit";

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
    expect(await response.json()).toEqual({ message: "Too many attempts. Please wait 42 seconds and try again." });
  });
});

describe("clientAddress", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });

  it("trusts only the hop our own proxy appended, not what the client put in front", () => {
    // A client forging "203.0.113.7" behind one proxy that appended the real 198.51.100.9.
    expect(clientAddress(request({ "x-forwarded-for": " 203.0.113.7 , 198.51.100.9" }), 1)).toBe("198.51.100.9");
    // Two proxies (CDN + load balancer): the CDN's entry is the client's address.
    expect(clientAddress(request({ "x-forwarded-for": "1.1.1.1, 203.0.113.7, 10.0.0.1" }), 2)).toBe("203.0.113.7");
    // Fewer hops than proxies configured: the leftmost is the best there is.
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to 'local'", () => {
    expect(clientAddress(request({ "x-real-ip": "198.51.100.2" }), 1)).toBe("198.51.100.2");
    expect(clientAddress(request({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.2" }), 1)).toBe("198.51.100.2");
    expect(clientAddress(request({}), 1)).toBe("local");
  });
});
