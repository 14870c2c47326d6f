import { lazy } from "@/lib/forms/lazy";
import { describe, expect, it, vi } from "vitest";

describe("lazy (the form hook's schema loader)", () => {
  it("loads once however often it is asked, and keeps the value", async () => {
    const loader = vi.fn(async () => "schema");
    const value = lazy(loader);
    expect(value.current).toBeNull();
    const [first, second] = await Promise.all([value.load(), value.load()]);
    expect([first, second, await value.load()]).toEqual(["schema", "schema", "schema"]);
    expect(value.current).toBe("schema");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("reports a failed load and tries again on the next call", async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValueOnce("schema");
    const value = lazy(loader);
    await expect(value.load()).rejects.toThrow("ChunkLoadError");
    expect(value.current).toBeNull();
    await expect(value.load()).resolves.toBe("schema");
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
