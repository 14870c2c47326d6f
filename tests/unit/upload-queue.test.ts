import { maskCoverage } from "@/lib/background-removal/composite";
import { INSPIRATION_UPLOAD_TOAST } from "@/lib/messages/inspiration";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { BUSY_RETRY } from "@/lib/uploads/busy-retry";
import { needsShrinking } from "@/lib/uploads/intake-rules";
import {
  judgeCutout,
  type QueueEntry,
  type QueueEvent,
  queueReducer,
  type QueueState,
  REVIEW_THRESHOLDS,
} from "@/lib/uploads/queue";
import { initialQueueState, queueLabel, summarize, waitsForRetry } from "@/lib/uploads/queue-summary";
import { inspirationUploadToast } from "@/lib/uploads/upload-notices";
import { describe, expect, it } from "vitest";

const run = (events: QueueEvent[], state: QueueState = initialQueueState) => events.reduce(queueReducer, state);
const entry = (state: QueueState, key: string): QueueEntry => state.entries.find((item) => item.key === key)!;

const addCloset = (key = "c1", category: "tops" | "bottoms" | null = null): QueueEvent => ({
  type: "added",
  entries: [{ key, kind: "closet", fileName: `${key}.jpg`, previewUrl: `blob:${key}`, category }],
});
const addInspiration = (key = "i1"): QueueEvent => ({
  type: "added",
  entries: [{ key, kind: "inspiration", fileName: `${key}.jpg`, previewUrl: `blob:${key}` }],
});
const goodCutout = (key = "c1"): QueueEvent => ({
  type: "removal-finished",
  key,
  ok: true,
  cutoutUrl: `blob:cut-${key}`,
  coverage: 0.3,
  width: 768,
  height: 1024,
});

/** A busy answer at `at` (epoch ms) with Retry-After 5 s; random 0 puts the retry right on the floor. */
const busy = (key: string, at: number, random = 0): QueueEvent => ({ type: "busy", key, at, retryAfter: 5, random });

describe("upload queue: adding", () => {
  it("adds closet entries waiting, newest batch first, each batch in order, with detect (null) by default", () => {
    const state = run([
      addCloset("a"),
      {
        type: "added",
        entries: [
          { key: "b", kind: "closet", fileName: "b.jpg", previewUrl: "blob:b", category: "bottoms", model: "small" },
          { key: "c", kind: "closet", fileName: "c.jpg", previewUrl: "blob:c" },
        ],
      },
    ]);
    expect(state.entries.map((item) => item.key)).toEqual(["b", "c", "a"]);
    expect(entry(state, "a")).toMatchObject({ step: "waiting", category: null, model: "medium", source: "cutout" });
    expect(entry(state, "b")).toMatchObject({ category: "bottoms", model: "small" });
  });

  it("ignores a key already in the queue, and an empty batch", () => {
    const once = run([addCloset("a")]);
    expect(queueReducer(once, addCloset("a"))).toBe(once);
    expect(queueReducer(once, { type: "added", entries: [] })).toBe(once);
  });

  it("inspiration entries carry no category and upload their photo as it is", () => {
    const state = run([addInspiration()]);
    expect(entry(state, "i1")).toMatchObject({ kind: "inspiration", category: null, source: "original" });
  });

  it("events for an unknown key leave the state untouched", () => {
    const state = run([addCloset()]);
    for (const event of [
      { type: "removal-started", key: "x" },
      { type: "uploaded", key: "x", id: 1 },
      { type: "failed", key: "x", step: "upload", message: "no", retryable: true },
      { type: "removed", key: "x" },
    ] satisfies QueueEvent[])
      expect(queueReducer(state, event)).toBe(state);
  });
});

describe("upload queue: closet steps", () => {
  it("waiting → removing → uploading → analyzing → done, with the server's category and tags", () => {
    let state = run([addCloset(), { type: "removal-started", key: "c1" }]);
    expect(entry(state, "c1").step).toBe("removing");
    state = run([goodCutout()], state);
    expect(entry(state, "c1")).toMatchObject({
      step: "uploading",
      source: "cutout",
      backgroundRemoved: true,
      coverage: 0.3,
      cutoutUrl: "blob:cut-c1",
      reviewReason: null,
    });
    state = run(
      [
        {
          type: "uploaded",
          key: "c1",
          id: 7,
          imageUrl: "/u/7.png",
          category: "bottoms",
          similarItems: [{ id: 3, thumbnailUrl: "/t/3" }],
        },
      ],
      state,
    );
    expect(entry(state, "c1")).toMatchObject({
      step: "analyzing",
      id: 7,
      category: "bottoms",
      similarItems: [{ id: 3 }],
    });
    state = run([{ type: "analysis-done", key: "c1", tags: ["#black"], category: "shoes", suggestion: null }], state);
    expect(entry(state, "c1")).toMatchObject({ step: "done", tags: ["#black"], category: "shoes" });
  });

  it("keeps the category when the analysis names none", () => {
    const state = run([
      addCloset(),
      goodCutout(),
      { type: "uploaded", key: "c1", id: 1, category: "tops" },
      { type: "analysis-done", key: "c1", tags: [] },
    ]);
    expect(entry(state, "c1").category).toBe("tops");
  });

  it("keeps the stored photo as shot, and shows a picture replaced from the entry's tools; not before upload", () => {
    const before = run([addCloset(), goodCutout(), { type: "image-replaced", key: "c1", imageUrl: "/uploads/x.webp" }]);
    expect(entry(before, "c1").replacedImageUrl).toBeNull();
    const state = run([
      addCloset(),
      goodCutout(),
      { type: "uploaded", key: "c1", id: 1, imageUrl: "/uploads/a.webp", originalImageUrl: "/api/closet/1/original" },
      { type: "image-replaced", key: "c1", imageUrl: "/uploads/b.webp" },
    ]);
    expect(entry(state, "c1")).toMatchObject({
      originalImageUrl: "/api/closet/1/original",
      imageUrl: "/uploads/b.webp",
      replacedImageUrl: "/uploads/b.webp",
    });
  });

  it("a failed removal uploads the original photo", () => {
    const state = run([addCloset(), { type: "removal-finished", key: "c1", ok: false }]);
    expect(entry(state, "c1")).toMatchObject({ step: "uploading", source: "original", backgroundRemoved: false });
  });

  it("removal-started and removal-finished mean nothing outside their steps or for inspiration", () => {
    const uploading = run([addCloset(), goodCutout()]);
    expect(queueReducer(uploading, { type: "removal-started", key: "c1" })).toBe(uploading);
    expect(queueReducer(uploading, goodCutout())).toBe(uploading);
    const inspiration = run([addInspiration()]);
    expect(queueReducer(inspiration, { type: "removal-started", key: "i1" })).toBe(inspiration);
    expect(queueReducer(inspiration, goodCutout("i1"))).toBe(inspiration);
  });
});

describe("upload queue: review", () => {
  it.each([
    ["empty", { coverage: 0.001, width: 800, height: 800 }],
    ["empty", { coverage: REVIEW_THRESHOLDS.minCoverage - 0.001, width: 800, height: 800 }],
    ["full", { coverage: 0.995, width: 800, height: 800 }],
    ["full", { coverage: REVIEW_THRESHOLDS.maxCoverage + 0.001, width: 800, height: 800 }],
    ["small", { coverage: 0.5, width: 50, height: 50 }],
  ] as const)("a cut-out judged %s waits for the person", (reason, result) => {
    expect(judgeCutout(result)).toBe(reason);
    const state = run([addCloset(), { type: "removal-finished", key: "c1", ok: true, ...result }]);
    expect(entry(state, "c1")).toMatchObject({ step: "review", reviewReason: reason });
  });

  it("a plausible cut-out goes up at once, unless the person asked to see every photo", () => {
    expect(judgeCutout({ coverage: 0.03, width: 64, height: 64 })).toBeNull();
    expect(judgeCutout({ coverage: 0.97, width: 2048, height: 1536 })).toBeNull();
    const asked = run([addCloset(), { ...goodCutout(), askEveryPhoto: true } as QueueEvent]);
    expect(entry(asked, "c1")).toMatchObject({ step: "review", reviewReason: "asked" });
  });

  it("keep uploads the cut-out; use the original uploads the photo; try the large model runs removal again", () => {
    const review = run([
      addCloset(),
      { type: "removal-finished", key: "c1", ok: true, coverage: 0, width: 500, height: 500 },
    ]);
    expect(entry(queueReducer(review, { type: "reviewed", key: "c1", choice: "keep" }), "c1")).toMatchObject({
      step: "uploading",
      source: "cutout",
    });
    expect(entry(queueReducer(review, { type: "reviewed", key: "c1", choice: "original" }), "c1")).toMatchObject({
      step: "uploading",
      source: "original",
      backgroundRemoved: false,
    });
    const large = queueReducer(review, { type: "reviewed", key: "c1", choice: "large" });
    expect(entry(large, "c1")).toMatchObject({ step: "waiting", model: "large", coverage: null, reviewReason: null });
    // The large model's cut-out is judged again.
    const again = run(
      [{ type: "removal-finished", key: "c1", ok: true, coverage: 0.4, width: 500, height: 500 }],
      large,
    );
    expect(entry(again, "c1").step).toBe("uploading");
  });

  it("nothing is uploaded while the review waits: upload events are ignored there", () => {
    const review = run([
      addCloset(),
      { type: "removal-finished", key: "c1", ok: true, coverage: 1, width: 500, height: 500 },
    ]);
    expect(queueReducer(review, { type: "uploaded", key: "c1", id: 1 })).toBe(review);
    expect(queueReducer(review, busy("c1", 1))).toBe(review);
    const done = run([goodCutout()], initialQueueState);
    expect(queueReducer(done, { type: "reviewed", key: "c1", choice: "keep" })).toBe(done);
  });
});

describe("upload queue: busy is not failure", () => {
  it("a busy upload waits for a free slot (Retry-After plus jitter), then uploads again", () => {
    let state = run([addCloset(), goodCutout(), busy("c1", 1_000, 0.5)]);
    expect(entry(state, "c1")).toMatchObject({
      step: "busy",
      busyStep: "upload",
      retryAt: 1_000 + 5_000 + 0.5 * BUSY_RETRY.baseMs,
      busyTries: 1,
      busySince: 1_000,
    });
    state = queueReducer(state, { type: "slot-free", key: "c1" });
    expect(entry(state, "c1")).toMatchObject({ step: "uploading", busyStep: null, retryAt: null, busyTries: 1 });
    expect(entry(state, "c1").busySince).toBe(1_000); // the patience runs on across tries
    state = queueReducer(state, { type: "uploaded", key: "c1", id: 3 });
    expect(entry(state, "c1")).toMatchObject({ step: "analyzing", busyTries: 0, busySince: null });
  });

  it("a busy analysis waits too, and resumes the analysis", () => {
    const state = run([
      addInspiration(),
      { type: "prepared", key: "i1" },
      { type: "uploaded", key: "i1", id: 4, imageUrl: "/i/4" },
      busy("i1", 10),
      { type: "slot-free", key: "i1" },
    ]);
    expect(entry(state, "i1")).toMatchObject({ step: "analyzing", id: 4, imageUrl: "/i/4" });
  });

  it("never fails on busy answers: 50 of them within the patience all schedule another try", () => {
    let state = run([addCloset(), goodCutout()]);
    const step = BUSY_RETRY.patienceMs / 50;
    for (let i = 0; i < 50; i++) {
      state = queueReducer(state, busy("c1", i * step, 0.99));
      expect(entry(state, "c1")).toMatchObject({ step: "busy", busyTries: i + 1, busySince: 0 });
      expect(entry(state, "c1").retryAt).toBeGreaterThan(i * step);
      expect(waitsForRetry(entry(state, "c1"))).toBe(false);
      state = queueReducer(state, { type: "slot-free", key: "c1" });
    }
  });

  it("once the patience is spent it waits, photo kept, for 'try again', which starts a fresh patience", () => {
    let state = run([addCloset(), goodCutout(), busy("c1", 0), { type: "slot-free", key: "c1" }]);
    state = queueReducer(state, busy("c1", BUSY_RETRY.patienceMs));
    const waiting = entry(state, "c1");
    expect(waiting).toMatchObject({
      step: "busy",
      busyStep: "upload",
      retryAt: null,
      error: null,
      previewUrl: "blob:c1",
    });
    expect(waitsForRetry(waiting)).toBe(true);
    expect(summarize(state.entries)).toMatchObject({ unsaved: 1 }); // leaving the page still warns
    // The wait is the person's now: no slot-free ends it.
    expect(queueReducer(state, { type: "slot-free", key: "c1" })).toBe(state);
    state = queueReducer(state, { type: "retried", key: "c1" });
    expect(entry(state, "c1")).toMatchObject({ step: "uploading", busyTries: 0, busySince: null });
    state = queueReducer(state, busy("c1", BUSY_RETRY.patienceMs + 1));
    expect(entry(state, "c1")).toMatchObject({ step: "busy", busySince: BUSY_RETRY.patienceMs + 1 });
    expect(entry(state, "c1").retryAt).not.toBeNull();
  });

  it("a spent analysis wait resumes the analysis on 'try again'", () => {
    const state = run([
      addCloset(),
      goodCutout(),
      { type: "uploaded", key: "c1", id: 7 },
      busy("c1", 0),
      { type: "slot-free", key: "c1" },
      busy("c1", BUSY_RETRY.patienceMs + 5),
    ]);
    expect(entry(state, "c1")).toMatchObject({ step: "busy", busyStep: "analysis", retryAt: null, id: 7 });
    expect(entry(queueReducer(state, { type: "retried", key: "c1" }), "c1")).toMatchObject({ step: "analyzing" });
  });

  it("busy and slot-free mean nothing outside upload, analysis and busy", () => {
    const waiting = run([addCloset()]);
    expect(queueReducer(waiting, busy("c1", 1))).toBe(waiting);
    expect(queueReducer(waiting, { type: "slot-free", key: "c1" })).toBe(waiting);
  });
});

describe("upload queue: failures keep the photo", () => {
  it("an upload failure keeps the entry; retry resumes the upload", () => {
    let state = run([
      addCloset(),
      goodCutout(),
      { type: "failed", key: "c1", step: "upload", message: "The closet is resting.", retryable: true },
    ]);
    expect(entry(state, "c1")).toMatchObject({ step: "failed", failedStep: "upload", error: "The closet is resting." });
    expect(entry(state, "c1").previewUrl).toBe("blob:c1");
    state = queueReducer(state, { type: "retried", key: "c1" });
    expect(entry(state, "c1")).toMatchObject({ step: "uploading", error: null, failedStep: null });
  });

  it("an analysis failure retries the analysis of the stored item", () => {
    const state = run([
      addCloset(),
      goodCutout(),
      { type: "uploaded", key: "c1", id: 9 },
      { type: "failed", key: "c1", step: "analysis", message: "busy", retryable: true },
      { type: "retried", key: "c1" },
    ]);
    expect(entry(state, "c1")).toMatchObject({ step: "analyzing", id: 9 });
  });

  it("an intake or removal failure starts again from the beginning", () => {
    const state = run([
      addInspiration(),
      { type: "failed", key: "i1", step: "intake", message: "could not read", retryable: true },
      { type: "retried", key: "i1" },
    ]);
    expect(entry(state, "i1").step).toBe("waiting");
  });

  it("a refusal that cannot pass on a second try is not retried", () => {
    const failed = run([
      addCloset(),
      { type: "failed", key: "c1", step: "intake", message: UPLOAD_ERRORS.notAPhoto, retryable: false },
    ]);
    expect(queueReducer(failed, { type: "retried", key: "c1" })).toBe(failed);
    // A second failure report does not overwrite the first; a done entry cannot fail.
    expect(queueReducer(failed, { type: "failed", key: "c1", step: "upload", message: "x", retryable: true })).toBe(
      failed,
    );
    const done = run([
      addInspiration(),
      { type: "prepared", key: "i1" },
      { type: "uploaded", key: "i1", id: 1 },
      { type: "analysis-done", key: "i1", tags: ["boho"] },
    ]);
    expect(entry(done, "i1")).toMatchObject({ step: "done", tags: ["boho"] });
    expect(queueReducer(done, { type: "failed", key: "i1", step: "analysis", message: "x", retryable: true })).toBe(
      done,
    );
    expect(queueReducer(done, { type: "retried", key: "i1" })).toBe(done);
  });

  it("only removing drops an entry", () => {
    const state = run([addCloset("a"), addCloset("b"), { type: "removed", key: "a" }]);
    expect(state.entries.map((item) => item.key)).toEqual(["b"]);
  });
});

describe("upload queue: categories", () => {
  it("each entry has its own category; changing one before upload changes only it", () => {
    const state = run([addCloset("a"), addCloset("b"), { type: "category-changed", key: "a", category: "shoes" }]);
    expect(entry(state, "a").category).toBe("shoes");
    expect(entry(state, "b").category).toBeNull();
  });

  it("apply to all sets every closet entry not uploaded yet, detect included; stored ones keep theirs", () => {
    let state = run([
      addCloset("a"),
      goodCutout("a"),
      { type: "uploaded", key: "a", id: 1, category: "tops" },
      addCloset("b"),
      addCloset("c", "bottoms"),
      addInspiration("i"),
      { type: "category-applied-to-all", category: "shoes" },
    ]);
    expect([entry(state, "a"), entry(state, "b"), entry(state, "c"), entry(state, "i")].map((e) => e.category)).toEqual(
      ["tops", "shoes", "shoes", null],
    );
    state = queueReducer(state, { type: "category-applied-to-all", category: null });
    expect(entry(state, "b").category).toBeNull();
    expect(queueReducer(state, { type: "category-applied-to-all", category: null })).toBe(state);
  });

  it("a stored item keeps a category: detect cannot be chosen after upload; inspiration has none", () => {
    const stored = run([addCloset(), goodCutout(), { type: "uploaded", key: "c1", id: 1, category: "tops" }]);
    expect(queueReducer(stored, { type: "category-changed", key: "c1", category: null })).toBe(stored);
    expect(
      entry(queueReducer(stored, { type: "category-changed", key: "c1", category: "dresses" }), "c1").category,
    ).toBe("dresses");
    const inspiration = run([addInspiration()]);
    expect(queueReducer(inspiration, { type: "category-changed", key: "i1", category: "tops" })).toBe(inspiration);
  });

  it("an unsure detection's choices come with the upload; choosing a category, even the guess, ends the question", () => {
    const unsure = (key: string): QueueEvent[] => [
      addCloset(key),
      goodCutout(key),
      { type: "uploaded", key, id: 1, category: "tops", categoryChoices: ["tops", "shoes"] },
    ];
    expect(entry(run([addCloset()]), "c1").categoryChoices).toEqual([]);
    const asked = run([...unsure("a"), ...unsure("b"), ...unsure("c")]);
    expect(entry(asked, "a")).toMatchObject({ category: "tops", categoryChoices: ["tops", "shoes"] });

    // The other choice: the category changes and the question goes.
    let state = queueReducer(asked, { type: "category-changed", key: "a", category: "shoes" });
    expect(entry(state, "a")).toMatchObject({ category: "shoes", categoryChoices: [] });
    // The guess itself: the category stays, the question goes.
    state = queueReducer(state, { type: "category-changed", key: "b", category: "tops" });
    expect(entry(state, "b")).toMatchObject({ category: "tops", categoryChoices: [] });
    // Any other category from the select answers it too; the others keep their question.
    state = queueReducer(state, { type: "category-changed", key: "c", category: "dresses" });
    expect(entry(state, "c")).toMatchObject({ category: "dresses", categoryChoices: [] });
    // Choosing the same category again, with no question left, changes nothing.
    expect(queueReducer(state, { type: "category-changed", key: "b", category: "tops" })).toBe(state);
    // "detect" cannot be chosen once stored, so it leaves the question.
    expect(queueReducer(asked, { type: "category-changed", key: "a", category: null })).toBe(asked);
  });

  it("a failed answer asks the question again (category-question), on a stored closet entry only", () => {
    const key = "q";
    const asked = run([
      addCloset(key),
      goodCutout(key),
      { type: "uploaded", key, id: 1, category: "tops", categoryChoices: ["tops", "shoes"] },
      { type: "category-changed", key, category: "shoes" },
      { type: "category-changed", key, category: "tops" },
      { type: "category-question", key, choices: ["tops", "shoes"] },
    ]);
    expect(entry(asked, key)).toMatchObject({ category: "tops", categoryChoices: ["tops", "shoes"] });
    const unsent = run([addCloset("u"), { type: "category-question", key: "u", choices: ["tops", "shoes"] }]);
    expect(entry(unsent, "u").categoryChoices).toEqual([]);
  });

  it("a sure (or chosen) upload asks nothing: no categoryChoices in the answer means none", () => {
    const state = run([addCloset(), goodCutout(), { type: "uploaded", key: "c1", id: 1, category: "tops" }]);
    expect(entry(state, "c1").categoryChoices).toEqual([]);
  });

  it("patched applies a saved change and clears the suggestion when told", () => {
    const suggestion = { category: "bottoms", styleTags: ["#denim"], colors: [], fromItemId: 2 };
    let state = run([
      addCloset(),
      goodCutout(),
      { type: "uploaded", key: "c1", id: 1, category: "tops" },
      { type: "analysis-done", key: "c1", tags: ["#blue"], suggestion },
    ]);
    expect(entry(state, "c1").suggestion).toEqual(suggestion);
    state = queueReducer(state, {
      type: "patched",
      key: "c1",
      category: "bottoms",
      tags: ["#blue", "#denim"],
      suggestion: null,
    });
    expect(entry(state, "c1")).toMatchObject({ category: "bottoms", tags: ["#blue", "#denim"], suggestion: null });
  });
});

describe("upload queue: inspiration steps", () => {
  it("waiting → uploading → analyzing → done: every photo is tagged by itself", () => {
    let state = run([addInspiration("a"), addInspiration("b"), { type: "prepared", key: "a" }]);
    expect(entry(state, "a").step).toBe("uploading");
    expect(entry(state, "b").step).toBe("waiting");
    state = run([{ type: "uploaded", key: "a", id: 5, imageUrl: "/i/5" }], state);
    expect(entry(state, "a")).toMatchObject({ step: "analyzing", imageUrl: "/i/5", category: null });
    state = run([{ type: "analysis-done", key: "a", tags: ["chill"] }], state);
    expect(entry(state, "a")).toMatchObject({ step: "done", tags: ["chill"] });
  });

  it("prepared means nothing to a closet entry or outside waiting", () => {
    const closet = run([addCloset()]);
    expect(queueReducer(closet, { type: "prepared", key: "c1" })).toBe(closet);
    const uploading = run([addInspiration(), { type: "prepared", key: "i1" }]);
    expect(queueReducer(uploading, { type: "prepared", key: "i1" })).toBe(uploading);
  });
});

describe("upload queue: model status and summary", () => {
  it("merges the removal model's status", () => {
    const state = run([
      { type: "model-status", status: { download: { loaded: 1, total: 4 } } },
      { type: "model-status", status: { resolved: { requested: "large", used: "medium", fallback: true } } },
    ]);
    expect(state.model).toEqual({
      download: { loaded: 1, total: 4 },
      resolved: { requested: "large", used: "medium", fallback: true },
    });
  });

  it("counts what is processing, what needs the person and what is not stored yet, and links to the right uploader", () => {
    expect(summarize([])).toEqual({ processing: 0, needsYou: 0, unsaved: 0, href: "/closet-upload" });
    const inspirationOnly = run([addInspiration("a"), addInspiration("b")]);
    expect(summarize(inspirationOnly.entries)).toEqual({
      processing: 2,
      needsYou: 0,
      unsaved: 2,
      href: "/inspiration-upload",
    });
    const mixed = run(
      [
        addCloset("c"),
        goodCutout("c"),
        { type: "uploaded", key: "c", id: 1 },
        addCloset("refused"),
        { type: "failed", key: "refused", step: "intake", message: "no", retryable: false },
        addCloset("resting"),
        { type: "failed", key: "resting", step: "upload", message: "later", retryable: true },
        addCloset("review"),
        { type: "removal-finished", key: "review", ok: true, coverage: 0, width: 100, height: 100 },
      ],
      inspirationOnly,
    );
    // processing: a, b, c (analyzing); needs you: review; unsaved: a, b, resting (retryable), review.
    expect(summarize(mixed.entries)).toEqual({ processing: 3, needsYou: 1, unsaved: 4, href: "/closet-upload" });
  });

  it("photos waiting for a review or a 'try again' need the person: they are not 'processing' (issue #41)", () => {
    const doubtful = (key: string): QueueEvent[] => [
      addCloset(key),
      { type: "removal-finished", key, ok: true, coverage: 0, width: 100, height: 100 },
    ];
    const two = run([...doubtful("a"), ...doubtful("b")]);
    expect(summarize(two.entries)).toMatchObject({ processing: 0, needsYou: 2 });
    expect(queueLabel(summarize(two.entries))).toBe("2 photos need you");
    // A busy wait whose patience is spent waits for "try again": it needs the person too.
    const stalled = run([
      addCloset("s"),
      goodCutout("s"),
      busy("s", 0),
      { type: "slot-free", key: "s" },
      busy("s", BUSY_RETRY.patienceMs),
    ]);
    expect(waitsForRetry(entry(stalled, "s"))).toBe(true);
    expect(summarize(stalled.entries)).toMatchObject({ processing: 0, needsYou: 1 });
    expect(queueLabel(summarize(stalled.entries))).toBe("1 photo needs you");
    const mixed = run([addCloset("w"), ...doubtful("r")]);
    expect(queueLabel(summarize(mixed.entries))).toBe("1 photo processing, 1 needs you");
  });

  it("says 1 photo, 3 photos; need you, needs you", () => {
    expect(queueLabel({ processing: 1, needsYou: 0 })).toBe("1 photo processing");
    expect(queueLabel({ processing: 3, needsYou: 0 })).toBe("3 photos processing");
    expect(queueLabel({ processing: 0, needsYou: 1 })).toBe("1 photo needs you");
    expect(queueLabel({ processing: 0, needsYou: 2 })).toBe("2 photos need you");
    expect(queueLabel({ processing: 2, needsYou: 3 })).toBe("2 photos processing, 3 need you");
  });
});

describe("upload intake rules", () => {
  it("shrinks photos past 2048 px or 4 MB only", () => {
    expect(needsShrinking({ width: 2048, height: 1536, bytes: 1_000_000 })).toBe(false);
    expect(needsShrinking({ width: 4032, height: 3024, bytes: 1_000_000 })).toBe(true);
    expect(needsShrinking({ width: 1000, height: 1000, bytes: 20_000_000 })).toBe(true);
  });
});

describe("mask coverage", () => {
  it("is the share of pixels with alpha ≥ 0.5", () => {
    const rgba = new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 128, 0, 0, 0, 127, 0, 0, 0, 0]);
    expect(maskCoverage(rgba)).toBe(0.5);
    expect(maskCoverage(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe("upload queue: offline, the model could not be downloaded (issue #41)", () => {
  const offline = (): QueueEvent[] => [
    addCloset(),
    { type: "removal-finished", key: "c1", ok: false, failure: "download" },
    { type: "failed", key: "c1", step: "upload", message: "Unable to connect.", retryable: true },
  ];

  it("keeps why removal failed: the download, not this browser", () => {
    const state = run([addCloset(), { type: "removal-finished", key: "c1", ok: false, failure: "download" }]);
    expect(entry(state, "c1")).toMatchObject({
      step: "uploading",
      source: "original",
      backgroundRemoved: false,
      removalFailure: "download",
    });
    const unsupported = run([addCloset(), { type: "removal-finished", key: "c1", ok: false }]);
    expect(entry(unsupported, "c1").removalFailure).toBe("failed");
  });

  it("'try again' after the failed upload cuts the photo out first, instead of sending it with its background", () => {
    const state = run([...offline(), { type: "retried", key: "c1" }]);
    expect(entry(state, "c1")).toMatchObject({
      step: "waiting",
      source: "cutout",
      backgroundRemoved: null,
      removalFailure: null,
      error: null,
      failedStep: null,
    });
    // The new cut-out is judged like any other: a doubtful one waits for review.
    const judged = run(
      [{ type: "removal-finished", key: "c1", ok: true, coverage: 0, width: 500, height: 500 }],
      state,
    );
    expect(entry(judged, "c1")).toMatchObject({ step: "review", reviewReason: "empty", backgroundRemoved: true });
  });

  it("a stalled busy wait after a failed download also cuts the photo out on 'try again'", () => {
    const state = run([
      addCloset(),
      { type: "removal-finished", key: "c1", ok: false, failure: "download" },
      busy("c1", 0),
      { type: "slot-free", key: "c1" },
      busy("c1", BUSY_RETRY.patienceMs),
      { type: "retried", key: "c1" },
    ]);
    expect(entry(state, "c1")).toMatchObject({ step: "waiting", source: "cutout", busyStep: null, busyTries: 0 });
  });

  it("when this browser cannot remove backgrounds, or the person chose the original, the retry sends the original", () => {
    const unsupported = run([
      addCloset(),
      { type: "removal-finished", key: "c1", ok: false },
      { type: "failed", key: "c1", step: "upload", message: "Unable to connect.", retryable: true },
      { type: "retried", key: "c1" },
    ]);
    expect(entry(unsupported, "c1")).toMatchObject({ step: "uploading", source: "original" });
    const chosen = run([
      addCloset(),
      { type: "removal-finished", key: "c1", ok: true, coverage: 0, width: 500, height: 500 },
      { type: "reviewed", key: "c1", choice: "original" },
      { type: "failed", key: "c1", step: "upload", message: "Unable to connect.", retryable: true },
      { type: "retried", key: "c1" },
    ]);
    expect(entry(chosen, "c1")).toMatchObject({ step: "uploading", source: "original" });
  });
});

describe("upload queue: speckled cut-outs wait for review (issue #41)", () => {
  const finished = (specks: number): QueueEvent => ({
    type: "removal-finished",
    key: "c1",
    ok: true,
    cutoutUrl: "blob:cut",
    coverage: 0.3,
    specks,
    width: 900,
    height: 1200,
  });

  it("a cut-out with much speckle apart from the piece is held, not saved unasked", () => {
    const state = run([addCloset(), finished(0.13)]);
    expect(entry(state, "c1")).toMatchObject({ step: "review", reviewReason: "speckled", specks: 0.13 });
  });

  it("a clean cut-out goes up at once", () => {
    const state = run([addCloset(), finished(0)]);
    expect(entry(state, "c1")).toMatchObject({ step: "uploading", reviewReason: null });
  });

  it("judges by the threshold, after size and coverage", () => {
    const base = { coverage: 0.3, width: 900, height: 1200 };
    expect(judgeCutout({ ...base, specks: REVIEW_THRESHOLDS.maxSpecks })).toBeNull();
    expect(judgeCutout({ ...base, specks: REVIEW_THRESHOLDS.maxSpecks + 0.001 })).toBe("speckled");
    expect(judgeCutout({ ...base, specks: null })).toBeNull();
    expect(judgeCutout({ ...base, coverage: 0.01, specks: 0.5 })).toBe("empty");
  });
});

describe("upload queue: the inspiration toast says what happened (issue #41)", () => {
  it("says tagging is under way once the queue has started it, SPEC's words before", () => {
    const uploaded = run([addInspiration(), { type: "prepared", key: "i1" }, { type: "uploaded", key: "i1", id: 5 }]);
    expect(inspirationUploadToast(entry(uploaded, "i1"))).toEqual({
      title: INSPIRATION_UPLOAD_TOAST.title,
      description: INSPIRATION_UPLOAD_TOAST.underway,
    });
    const notYet = { ...entry(uploaded, "i1"), step: "uploading" as const };
    expect(inspirationUploadToast(notYet).description).toBe("Now you can analyze it for style tags.");
  });
});
