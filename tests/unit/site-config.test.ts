import { resetEnvForTests } from "@/lib/config/env";
import { getSiteConfig } from "@/lib/config/site";
import { afterEach, describe, expect, it } from "vitest";

const KEYS = ["PRODUCT_NAME", "CONTACT_EMAIL", "GOVERNING_STATE", "ANTHROPIC_API_KEY"] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});

describe("site config", () => {
  it("defaults to stylematch, support@stylematch.app, Delaware and the local analyzer", () => {
    for (const key of KEYS) delete process.env[key];
    resetEnvForTests();
    expect(getSiteConfig()).toEqual({
      productName: "stylematch",
      contactEmail: "support@stylematch.app",
      governingState: "Delaware",
      aiProvider: "local",
    });
  });

  it("takes the product name, contact, state and AI provider from the environment", () => {
    process.env.PRODUCT_NAME = "closetly";
    process.env.CONTACT_EMAIL = "hello@closetly.example";
    process.env.GOVERNING_STATE = "New York";
    process.env.ANTHROPIC_API_KEY = "sk-test";
    resetEnvForTests();
    expect(getSiteConfig()).toEqual({
      productName: "closetly",
      contactEmail: "hello@closetly.example",
      governingState: "New York",
      aiProvider: "anthropic",
    });
  });
});
