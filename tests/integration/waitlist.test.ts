import { POST } from "@/app/api/waitlist-signup/route";
import { getDb } from "@/lib/db";
import { VALIDATION } from "@/lib/messages";
import { WAITLIST_LIMITS, WAITLIST_MESSAGES, joinWaitlist, waitlistSignupSchema } from "@/lib/waitlist";
import { resetDatabase } from "@/tests/support/db";
import { beforeEach, describe, expect, it } from "vitest";

let addressCounter = 0;
function signupRequest(body: unknown, address = `198.51.100.${++addressCounter}`) {
  return new Request("http://localhost/api/waitlist-signup", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function emails(): Promise<string[]> {
  const db = await getDb();
  return (await db.emailSignup.findMany({ orderBy: { id: "asc" } })).map((row) => row.email);
}

describe("waitlist", () => {
  beforeEach(resetDatabase);

  it("stores a new address trimmed and lower-cased", async () => {
    expect(await joinWaitlist(waitlistSignupSchema.parse({ email: "  Ada.Lovelace@Example.COM " }))).toEqual({
      message: WAITLIST_MESSAGES.joined,
      alreadyJoined: false,
    });
    expect(await emails()).toEqual(["ada.lovelace@example.com"]);
  });

  it("answers a repeat signup in any letter case kindly, without a new row", async () => {
    await joinWaitlist({ email: "ada@example.com" });
    expect(await joinWaitlist({ email: "ADA@Example.com" })).toEqual({
      message: WAITLIST_MESSAGES.alreadyJoined,
      alreadyJoined: true,
    });
    expect(await emails()).toEqual(["ada@example.com"]);
  });

  it("adds one row when the same address arrives many times at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => joinWaitlist({ email: i % 2 ? "Same@Example.com" : "same@example.com" })),
    );
    expect(results.filter((result) => !result.alreadyJoined)).toHaveLength(1);
    expect(await emails()).toEqual(["same@example.com"]);
  });

  it("POST /api/waitlist-signup answers 200 {message}", async () => {
    const response = await POST(signupRequest({ email: "grace@example.com" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: WAITLIST_MESSAGES.joined });
    const again = await POST(signupRequest({ email: "GRACE@example.com" }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: WAITLIST_MESSAGES.alreadyJoined });
  });

  it.each([
    [{ email: "" }, VALIDATION.waitlistEmailRequired],
    [{}, VALIDATION.waitlistEmailRequired],
    [{ email: "not-an-email" }, VALIDATION.invalidEmail],
    [{ email: "a b@example.com" }, VALIDATION.invalidEmail],
  ])("POST /api/waitlist-signup refuses %j with 400", async (body, message) => {
    const response = await POST(signupRequest(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, code: "validation_failed" });
    expect(await emails()).toEqual([]);
  });

  it("POST /api/waitlist-signup refuses a body that is not JSON with 400", async () => {
    const response = await POST(signupRequest("{email"));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/JSON/);
  });

  it("allows five signups a minute per address, then 429 with Retry-After", async () => {
    expect(WAITLIST_LIMITS).toMatchObject([{ counts: "attempts", limit: 5, windowSeconds: 60 }]);
    for (let i = 0; i < 5; i++)
      expect((await POST(signupRequest({ email: `p${i}@example.com` }, "192.0.2.1"))).status).toBe(200);
    const refused = await POST(signupRequest({ email: "p6@example.com" }, "192.0.2.1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many attempts\. Please wait/);
    expect(await emails()).not.toContain("p6@example.com");
    expect((await POST(signupRequest({ email: "p7@example.com" }, "192.0.2.2"))).status).toBe(200);
  });
});
