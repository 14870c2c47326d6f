import {
  duePendingTripDeletes,
  parsePendingTripDeletes,
  type PendingTripDelete,
  withoutPendingTripDelete,
  withPendingTripDelete,
} from "@/lib/trips/pending-deletes";
import { describe, expect, it } from "vitest";

/** Issue #41: a trip delete waits out its undo window in storage, so a reload loses neither it nor its undo. */
const lisbon: PendingTripDelete = { id: 4, name: "lisbon", at: 10_000 };
const oslo: PendingTripDelete = { id: 9, name: "oslo", at: 25_000 };

describe("pending trip deletes", () => {
  it("reads back what was stored, and nothing from anything else", () => {
    expect(parsePendingTripDeletes(JSON.stringify([lisbon, oslo]))).toEqual([lisbon, oslo]);
    expect(parsePendingTripDeletes(null)).toEqual([]);
    expect(parsePendingTripDeletes("not json")).toEqual([]);
    expect(parsePendingTripDeletes('{"id":4}')).toEqual([]);
    expect(
      parsePendingTripDeletes(
        JSON.stringify([lisbon, { id: "4", name: "x", at: 1 }, { id: 0, name: "x", at: 1 }, { id: 5, at: 1 }]),
      ),
    ).toEqual([lisbon]);
  });

  it("keeps one entry per trip, and drops it on undo", () => {
    const again = { ...lisbon, at: 12_000 };
    expect(withPendingTripDelete([lisbon, oslo], again)).toEqual([oslo, again]);
    expect(withoutPendingTripDelete([lisbon, oslo], 4)).toEqual([oslo]);
    expect(withoutPendingTripDelete([oslo], 4)).toEqual([oslo]);
  });

  it("sends what fell due (a window that ended during a reload included) and waits for the rest", () => {
    expect(duePendingTripDeletes([lisbon, oslo], 5_000)).toEqual({ due: [], waiting: [lisbon, oslo], nextInMs: 5_000 });
    expect(duePendingTripDeletes([lisbon, oslo], 10_000)).toEqual({ due: [lisbon], waiting: [oslo], nextInMs: 15_000 });
    expect(duePendingTripDeletes([lisbon, oslo], 90_000)).toEqual({ due: [lisbon, oslo], waiting: [], nextInMs: null });
    expect(duePendingTripDeletes([], 0)).toEqual({ due: [], waiting: [], nextInMs: null });
  });
});
