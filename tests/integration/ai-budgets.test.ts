import { resetEnvForTests } from "@/lib/config/env";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addInspiration, api, outfitCloset } from "../support/ai";
import type { CookieJar } from "../support/api";
import { resetDatabase } from "../support/db";
import { newGuest, ownerOf } from "../support/owners";
import { giveFileItsOwnDataDir } from "../support/uploads";

/**
 * AI budgets beyond the per-owner ones: guests are free to create, so one address is bounded across
 * all the guests it makes, and the whole site has a ceiling on answers computed (cached ones stay free).
 */
giveFileItsOwnDataDir();

beforeEach(resetDatabase);
afterEach(() => {
  delete process.env.AI_CALLS_PER_HOUR_PER_ADDRESS;
  delete process.env.AI_CALLS_PER_HOUR_TOTAL;
  resetEnvForTests();
});

/** A guest with a closet and an inspiration image; returns its cookie jar and the image id. */
async function guestWithLook(): Promise<{ jar: CookieJar; id: number }> {
  const jar = await newGuest();
  const owner = await ownerOf(jar);
  await outfitCloset(owner);
  return { jar, id: await addInspiration(owner) };
}

const matching = async (look: { jar: CookieJar; id: number }, address: string) =>
  (await api.matching(look.jar, look.id, address)).status;

describe("AI budgets", () => {
  it("bound one address across every guest it makes", async () => {
    process.env.AI_CALLS_PER_HOUR_PER_ADDRESS = "3";
    resetEnvForTests();
    const [first, second] = [await guestWithLook(), await guestWithLook()];
    expect(await matching(first, "198.51.100.1")).toBe(200);
    expect(await matching(first, "198.51.100.1")).toBe(200);
    expect(await matching(second, "198.51.100.1")).toBe(200);
    expect(await matching(second, "198.51.100.1")).toBe(429);
    expect(await matching(second, "198.51.100.2")).toBe(200);
  });

  it("cap what the whole site computes, while answers already computed are still served", async () => {
    process.env.AI_CALLS_PER_HOUR_TOTAL = "1";
    resetEnvForTests();
    const [first, second] = [await guestWithLook(), await guestWithLook()];
    expect(await matching(first, "198.51.100.3")).toBe(200);
    expect(await matching(second, "198.51.100.4")).toBe(429);
    expect(await matching(first, "198.51.100.5")).toBe(200); // from the cache: no new AI call
  });
});
