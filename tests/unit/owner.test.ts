import { ownerKey, ownerWhere } from "@/lib/auth/owner";
import { describe, expect, it } from "vitest";

describe("owner scoping", () => {
  it("scopes a user by userId and a guest by guestId", () => {
    expect(ownerWhere({ kind: "user", userId: 7, username: "ann" })).toEqual({ userId: 7 });
    expect(ownerWhere({ kind: "guest", guestId: "g-1" })).toEqual({ guestId: "g-1" });
  });
  it("gives users and guests distinct cache keys", () => {
    expect(ownerKey({ kind: "user", userId: 7, username: "ann" })).toBe("u:7");
    expect(ownerKey({ kind: "guest", guestId: "7" })).toBe("g:7");
  });
});
