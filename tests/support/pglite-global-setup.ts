// Global setup of the "integration-pglite" project: every test file gets its own embedded data
// directory, copied from a migrated PGlite template (pristine for start-up tests; see pglite-template.ts).
import type { TestProject } from "vitest/node";
import { ensureMigratedPgliteTemplate, ensurePgliteTemplate } from "./pglite-template";

export default async function setup(project: TestProject) {
  project.provide("dbTarget", "pglite");
  project.provide("pgliteTemplate", await ensurePgliteTemplate());
  project.provide("pgliteMigratedTemplate", await ensureMigratedPgliteTemplate());
}
