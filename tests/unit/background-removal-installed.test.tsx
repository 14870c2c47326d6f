import { CutoutResult } from "@/components/closet/item/item-image-results";
import { ItemImageTools } from "@/components/closet/item/item-image-tools";
import { cutoutPhase } from "@/components/closet/item/use-item-image-tools";
import { InstalledModelsProvider } from "@/components/uploads/installed-models";
import { installedSizes, type ModelSize, resolveModel } from "@/lib/background-removal/config";
import { installedModelSizes, RESOURCES_FILE } from "@/lib/background-removal/installed";
import { ITEM_IMAGE_TEXT } from "@/lib/messages/item-image";
import { REVIEW_CHOICES } from "@/lib/messages/upload-review";
import { type QueueEntry, queueReducer } from "@/lib/uploads/queue";
import { initialQueueState } from "@/lib/uploads/queue-summary";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bareEntryCard } from "../support/upload-card";

/** Issue #46: "try the large model" only where the large model is installed, and results named by the model that ran. */

const root = path.resolve(import.meta.dirname, "../..");
// What scripts/assemble-bg-removal-assets.mjs installs from the npm data package: no fp32 (large) model.
const ASSEMBLED = ["/models/isnet_quint8", "/models/isnet_fp16", "/onnxruntime-web/ort-wasm-simd-threaded.wasm"];
const WITH_LARGE = [...ASSEMBLED, "/models/isnet"];

const entryOf = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, { chunks: [], size: 0, mime: "" }]));

/** The markup as a person reads it (renderToStaticMarkup escapes the apostrophes). */
const render = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>)
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
const withModels = (sizes: readonly ModelSize[] | null, node: ReactNode) =>
  render(sizes ? <InstalledModelsProvider sizes={sizes}>{node}</InstalledModelsProvider> : node);

describe("installedSizes", () => {
  it("names the sizes whose model is in the map, smallest first, and nothing else", () => {
    expect(installedSizes(ASSEMBLED)).toEqual(["small", "medium"]);
    expect(installedSizes([...WITH_LARGE].reverse())).toEqual(["small", "medium", "large"]);
    expect(installedSizes(["/onnxruntime-web/ort-wasm-simd-threaded.wasm", "/models/medium"])).toEqual([]);
  });
});

describe("installedModelSizes (the server reads the assembled resources.json)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "installed-models-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const mapFile = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it("reads the sizes from the map's keys", async () => {
    expect(await installedModelSizes(mapFile("assembled.json", JSON.stringify(entryOf(ASSEMBLED))))).toEqual([
      "small",
      "medium",
    ]);
    expect(await installedModelSizes(mapFile("large.json", JSON.stringify(entryOf(WITH_LARGE))))).toEqual([
      "small",
      "medium",
      "large",
    ]);
  });

  it("knows of no model when the map is missing or unreadable (the worker could load none either)", async () => {
    expect(await installedModelSizes(path.join(dir, "missing.json"))).toEqual([]);
    expect(await installedModelSizes(mapFile("broken.json", "{ not json"))).toEqual([]);
    expect(await installedModelSizes(mapFile("null.json", "null"))).toEqual([]);
  });

  it("reads public/bg-removal/resources.json, where this checkout has small and medium but no large model", async () => {
    // Idempotent: returns at once when postinstall already assembled the files.
    execFileSync(process.execPath, [path.join(root, "scripts/assemble-bg-removal-assets.mjs")], { cwd: root });
    expect(RESOURCES_FILE).toBe(path.join(root, "public", "bg-removal", "resources.json"));
    expect(await installedModelSizes()).toEqual(["small", "medium"]);
  }, 120_000);
});

describe("the item page's picture tools", () => {
  const tools = <ItemImageTools item={{ id: 7, originalImageUrl: "/api/closet/7/original" }} />;

  it("offer 'try the large model' only when the server has the large model", () => {
    expect(withModels(["small", "medium", "large"], tools)).toContain(ITEM_IMAGE_TEXT.tryLarge);
    const without = withModels(["small", "medium"], tools);
    expect(without).not.toContain(ITEM_IMAGE_TEXT.tryLarge);
    // The other tools stay.
    expect(without).toContain(ITEM_IMAGE_TEXT.useOriginal);
    expect(without).toContain(ITEM_IMAGE_TEXT.editCutout);
  });

  it("offer no large model when the page did not say which models exist", () => {
    expect(withModels(null, tools)).not.toContain(ITEM_IMAGE_TEXT.tryLarge);
  });

  it("name a new cut-out by the model that made it: large asked, medium run, 'the medium model's cut-out'", () => {
    const file = new File([new Uint8Array([1])], "cut.png", { type: "image/png" });
    const phase = cutoutPhase({ file, model: resolveModel("large", ASSEMBLED) });
    expect(phase).toMatchObject({ kind: "cutout", model: "medium" });
    if (phase.kind !== "cutout") throw new Error("expected a cut-out");
    URL.revokeObjectURL(phase.url);

    const html = render(<CutoutResult url="blob:x" model={phase.model} onKeep={() => {}} onDiscard={() => {}} />);
    expect(html).toContain("the medium model's cut-out");
    expect(html).toContain(`alt="the medium model's cut-out"`);
    expect(html).not.toContain("large");
  });

  it("call the large model's cut-out large when the large model ran", () => {
    const file = new File([new Uint8Array([1])], "cut.png", { type: "image/png" });
    const phase = cutoutPhase({ file, model: resolveModel("large", WITH_LARGE) });
    expect(phase).toMatchObject({ kind: "cutout", model: "large" });
    if (phase.kind === "cutout") URL.revokeObjectURL(phase.url);
    expect(ITEM_IMAGE_TEXT.resultTitle("large")).toBe("the large model's cut-out");
  });
});

describe("the upload queue's review", () => {
  const inReview = (model: ModelSize = "medium"): QueueEntry => {
    const state = [
      {
        type: "added" as const,
        entries: [{ key: "c1", kind: "closet" as const, fileName: "c1.jpg", previewUrl: "blob:c1", model }],
      },
      {
        type: "removal-finished" as const,
        key: "c1",
        ok: true,
        cutoutUrl: "blob:cut",
        coverage: 0.3,
        width: 768,
        height: 1024,
        askEveryPhoto: true,
      },
    ].reduce(queueReducer, initialQueueState);
    const entry = state.entries[0]!;
    expect(entry.step).toBe("review");
    return entry;
  };
  const card = bareEntryCard;

  it("offers 'try the large model' only when the server has the large model", () => {
    const withLarge = withModels(["small", "medium", "large"], card(inReview()));
    expect(withLarge).toContain(REVIEW_CHOICES.keep);
    expect(withLarge).toContain(REVIEW_CHOICES.large);

    const without = withModels(["small", "medium"], card(inReview()));
    expect(without).toContain(REVIEW_CHOICES.keep);
    expect(without).toContain(REVIEW_CHOICES.original);
    expect(without).not.toContain(REVIEW_CHOICES.large);
  });

  it("does not offer it again once the large model ran", () => {
    expect(withModels(["small", "medium", "large"], card(inReview("large")))).not.toContain(REVIEW_CHOICES.large);
  });
});
