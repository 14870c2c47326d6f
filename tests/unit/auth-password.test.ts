import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { describe, expect, it } from "vitest";

// scrypt at N = 2^17 takes a second or more per hash on a busy 2-core machine: give each case room.
describe("scrypt password hashing", { timeout: 60_000 }, () => {
  it("stores scrypt$N$r$p$salt$hash and verifies the right password only", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain("correct horse");
    await expect(verifyPassword("correct horse", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horsf", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
  });

  it("reads the parameters from the stored value, so hashes made with other parameters still verify", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync("pw", salt, 32, { N: 1024, r: 4, p: 2 });
    const stored = `scrypt$1024$4$2$${salt.toString("base64url")}$${key.toString("base64url")}`;
    await expect(verifyPassword("pw", stored)).resolves.toBe(true);
    await expect(verifyPassword("pw2", stored)).resolves.toBe(false);
  });

  it("asks for a rehash of hashes weaker than today's N = 2^17, r = 8", async () => {
    expect(needsRehash(await hashPassword("pw"))).toBe(false);
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = `scrypt$32768$8$1$${salt.toString("base64url")}$${scryptSync("pw", salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString("base64url")}`;
    await expect(verifyPassword("pw", old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash("not a hash")).toBe(true);
  });

  it("never matches a malformed or hostile stored value", async () => {
    const good = await hashPassword("pw");
    const [, , , , salt, hash] = good.split("$");
    for (const stored of [
      "",
      "pw",
      "bcrypt$x",
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${hash}`,
      `scrypt$32768$8$1$${salt}$`,
    ]) {
      await expect(verifyPassword("pw", stored)).resolves.toBe(false);
    }
  });

  it("treats Unicode-equivalent spellings of a password alike", async () => {
    const hash = await hashPassword("caf\u00e9");
    await expect(verifyPassword("cafe\u0301", hash)).resolves.toBe(true);
  });

  it("has a dummy check that always fails", async () => {
    await expect(verifyAgainstDummy("not-a-real-password")).resolves.toBe(false);
  });
});
