// Runs before each integration test file (see tests/support/db.ts for the contract): gives the file
// a fresh, empty database of its own and points the app's settings at it; removes it afterwards.
import { closeDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/config/env";
import { afterAll, inject } from "vitest";
import { createPostgresDatabase, freshDataDir, removeDataDir } from "./db";

if (inject("dbTarget") === "postgres") {
  const database = await createPostgresDatabase();
  process.env.DATABASE_URL = database.url;
  delete process.env.DATA_DIR;
  afterAll(async () => {
    await closeDb();
    await database.drop();
  });
} else {
  const dir = freshDataDir();
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  afterAll(async () => {
    await closeDb();
    removeDataDir(dir);
  });
}
resetEnvForTests();
