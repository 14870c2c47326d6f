// A pristine PGlite data directory (initdb done, no tables), built once per PGlite version and cached
// under node_modules/.cache. initdb is the slow part of a first PGlite start (10 s and more on a busy
// 2-core machine), so tests copy this folder instead of running it again.
import { PGlite } from "@electric-sql/pglite";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export async function ensurePgliteTemplate(): Promise<string> {
  const pkg = JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as {
    version: string;
  };
  const cacheDir = path.join(root, "node_modules/.cache/stylematch");
  const template = path.join(cacheDir, `pglite-${pkg.version}-template`);
  if (existsSync(template)) return template;
  mkdirSync(cacheDir, { recursive: true });
  const building = `${template}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const db = await PGlite.create(building);
  await db.close();
  try {
    renameSync(building, template); // atomic: a concurrent run sees it whole or not at all
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run won the race
  }
  return template;
}
