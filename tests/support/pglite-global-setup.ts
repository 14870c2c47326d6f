// Global setup of the "integration-pglite" project: every test file gets its own embedded data
// directory, copied from a pristine PGlite template (see pglite-template.ts).
import type { TestProject } from "vitest/node";
import { ensurePgliteTemplate } from "./pglite-template";

export default async function setup(project: TestProject) {
  project.provide("dbTarget", "pglite");
  project.provide("pgliteTemplate", await ensurePgliteTemplate());
}
