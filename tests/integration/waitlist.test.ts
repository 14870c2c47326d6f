import { POST } from "@/app/api/waitlist-signup/route";
import { getDb } from "@/lib/db";
import { VALIDATION } from "@/lib/messages/validation";
import { joinWaitlist, WAITLIST_LIMITS, WAITLIST_MESSAGES, waitlistSignupSchema } from "@/lib/waitlist";
import { call } from "@/tests/support/api";
import { resetDatabase } from "@/tests/support/db";
import { beforeEach, describe, expect, it } from "vitest";

/** From an address of its own unless told: sign-ups are limited per address. */
const signup = (body: unknown, address?: string) =>
  call<{ message: string }>(POST, { path: "/api/waitlist-signup", body, address });

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
    const response = await signup({ email: "grace@example.com" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: WAITLIST_MESSAGES.joined });
    const again = await signup({ email: "GRACE@example.com" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: WAITLIST_MESSAGES.alreadyJoined });
  });

  it.each([
    [{ email: "" }, VALIDATION.waitlistEmailRequired],
    [{}, VALIDATION.waitlistEmailRequired],
    [{ email: "not-an-email" }, VALIDATION.invalidEmail],
    [{ email: "a b@example.com" }, VALIDATION.invalidEmail],
  ])("POST /api/waitlist-signup refuses %j with 400", async (body, message) => {
    const response = await signup(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: "validation_failed" });
    expect(await emails()).toEqual([]);
  });

  it("POST /api/waitlist-signup refuses a body that is not JSON with 400", async () => {
    const response = await signup("{email");
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/JSON/);
  });

  it("allows five signups a minute per address, then 429 with Retry-After", async () => {
    expect(WAITLIST_LIMITS).toMatchObject([{ counts: "attempts", limit: 5, windowSeconds: 60 }]);
    for (let i = 0; i < 5; i++) expect((await signup({ email: `p${i}@example.com` }, "192.0.2.1")).status).toBe(200);
    const refused = await signup({ email: "p6@example.com" }, "192.0.2.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please wait/);
    expect(await emails()).not.toContain("p6@example.com");
    expect((await signup({ email: "p7@example.com" }, "192.0.2.2")).status).toBe(200);
  });
});
