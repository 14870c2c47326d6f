import { memoizedByContent } from "@/lib/vision/reading-memo";
import { describe, expect, it, vi } from "vitest";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("memoizedByContent", () => {
  it("reads the same bytes once, and other bytes or another mask again", async () => {
    const read = vi.fn(async (data: Uint8Array, options: { mask?: Uint8Array }) => ({
      sum: data.reduce((a, b) => a + b, 0),
      masked: Boolean(options.mask),
    }));
    const memo = memoizedByContent(read);
    expect(await memo(bytes(1, 2, 3))).toEqual({ sum: 6, masked: false });
    expect(await memo(bytes(1, 2, 3))).toEqual({ sum: 6, masked: false });
    expect(read).toHaveBeenCalledTimes(1);
    expect(await memo(bytes(1, 2, 4))).toEqual({ sum: 7, masked: false });
    expect(await memo(bytes(1, 2, 3), { mask: bytes(255) })).toEqual({ sum: 6, masked: true });
    expect(await memo(bytes(1, 2, 3), { mask: bytes(0) })).toEqual({ sum: 6, masked: true });
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("shares one read between callers that ask at once", async () => {
    const read = vi.fn(async () => ({ value: 1 }));
    const memo = memoizedByContent(read);
    await Promise.all([memo(bytes(9)), memo(bytes(9)), memo(bytes(9))]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed read: the next call reads again", async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error("unreadable")).mockResolvedValueOnce({ value: 2 });
    const memo = memoizedByContent(read);
    await expect(memo(bytes(5))).rejects.toThrow("unreadable");
    expect(await memo(bytes(5))).toEqual({ value: 2 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("gives each caller its own copy", async () => {
    const memo = memoizedByContent(async () => ({ swatches: ["navy"] }));
    const first = await memo(bytes(7));
    first.swatches.push("changed by one caller");
    expect(await memo(bytes(7))).toEqual({ swatches: ["navy"] });
  });

  it("keeps the 1,000 most recently used readings", async () => {
    const read = vi.fn(async (data: Uint8Array) => data[0]! + data[1]! * 256);
    const memo = memoizedByContent(read);
    for (let n = 0; n <= 1000; n++) await memo(bytes(n % 256, n >> 8));
    expect(read).toHaveBeenCalledTimes(1001);
    await memo(bytes(1000 % 256, 1000 >> 8)); // the newest is kept
    expect(read).toHaveBeenCalledTimes(1001);
    await memo(bytes(0, 0)); // the oldest went
    expect(read).toHaveBeenCalledTimes(1002);
  });
});
