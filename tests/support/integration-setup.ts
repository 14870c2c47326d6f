// Runs before each integration test file (see tests/support/db.ts for the contract): gives the file
// a fresh database of its own and points the app's settings at it; removes it afterwards.
import { resetEnvForTests } from "@/lib/config/env";
import { closeDb } from "@/lib/db";
import { afterAll, expect, inject } from "vitest";
import { createPostgresDatabase, freshDataDir, removeDataDir } from "./db";

// The files about start-up and migrations begin from an empty database; every other file from the
// run's migrated template, so it does not pay for the migrations again.
const migrated = !/[\\/]tests[\\/]integration[\\/]db[\\/]/.test(expect.getState().testPath ?? "");

if (inject("dbTarget") === "postgres") {
  const database = await createPostgresDatabase({ migrated });
  process.env.DATABASE_URL = database.url;
  delete process.env.DATA_DIR;
  afterAll(async () => {
    await closeDb();
    await database.drop();
  });
} else {
  const dir = freshDataDir({ migrated });
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  afterAll(async () => {
    await closeDb();
    removeDataDir(dir);
  });
}
resetEnvForTests();
