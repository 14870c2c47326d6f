import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";
import { installedSizes, type ModelSize } from "./config";

/**
 * The map scripts/assemble-bg-removal-assets.mjs writes, as `next start` serves it from the project
 * folder: the same file the browser's worker reads, so the server and the worker agree on what is there.
 */
export const RESOURCES_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "public",
  "bg-removal",
  "resources.json",
);

/**
 * The model sizes this server can hand the browser, smallest first, so a screen offers only what can
 * run (issue #46: "try the large model" ran the medium model for 55 s and called it large). Read on
 * every call, not kept: a few kilobytes, and a new assembly under a running server shows at once. No
 * map, or one that does not parse, means no model: the worker could load none either.
 */
export async function installedModelSizes(file: string = RESOURCES_FILE): Promise<ModelSize[]> {
  try {
    const map = JSON.parse(await readFile(file, "utf8")) as unknown;
    return map && typeof map === "object" ? installedSizes(Object.keys(map)) : [];
  } catch {
    return [];
  }
}
