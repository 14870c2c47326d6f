import { installedSizes, type ModelSize } from "@/lib/background-removal/config";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The background-removal models the server under test has: the assembled map it reads itself
 * (lib/background-removal/installed.ts). The npm data package has no fp32 model, so today no large one.
 */
export function installedModels(): ModelSize[] {
  const file = path.join(import.meta.dirname, "../../public/bg-removal/resources.json");
  return installedSizes(Object.keys(JSON.parse(readFileSync(file, "utf8")) as object));
}
