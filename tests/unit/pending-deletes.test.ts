import {
  duePendingDeletes,
  parsePendingDeletes,
  type PendingDelete,
  withoutPendingDelete,
  withPendingDelete,
} from "@/lib/ui/pending-deletes";
import { describe, expect, it } from "vitest";

/** Issue #41: a trip delete waits out its undo window in storage, so a reload loses neither it nor its undo. */
const lisbon: PendingDelete = { id: 4, name: "lisbon", at: 10_000 };
const oslo: PendingDelete = { id: 9, name: "oslo", at: 25_000 };

describe("pending trip deletes", () => {
  it("reads back what was stored, and nothing from anything else", () => {
    expect(parsePendingDeletes(JSON.stringify([lisbon, oslo]))).toEqual([lisbon, oslo]);
    expect(parsePendingDeletes(null)).toEqual([]);
    expect(parsePendingDeletes("not json")).toEqual([]);
    expect(parsePendingDeletes('{"id":4}')).toEqual([]);
    expect(
      parsePendingDeletes(
        JSON.stringify([lisbon, { id: "4", name: "x", at: 1 }, { id: 0, name: "x", at: 1 }, { id: 5, at: 1 }]),
      ),
    ).toEqual([lisbon]);
  });

  it("keeps one entry per trip, and drops it on undo", () => {
    const again = { ...lisbon, at: 12_000 };
    expect(withPendingDelete([lisbon, oslo], again)).toEqual([oslo, again]);
    expect(withoutPendingDelete([lisbon, oslo], 4)).toEqual([oslo]);
    expect(withoutPendingDelete([oslo], 4)).toEqual([oslo]);
  });

  it("sends what fell due (a window that ended during a reload included) and waits for the rest", () => {
    expect(duePendingDeletes([lisbon, oslo], 5_000)).toEqual({ due: [], waiting: [lisbon, oslo], nextInMs: 5_000 });
    expect(duePendingDeletes([lisbon, oslo], 10_000)).toEqual({ due: [lisbon], waiting: [oslo], nextInMs: 15_000 });
    expect(duePendingDeletes([lisbon, oslo], 90_000)).toEqual({ due: [lisbon, oslo], waiting: [], nextInMs: null });
    expect(duePendingDeletes([], 0)).toEqual({ due: [], waiting: [], nextInMs: null });
  });
});
