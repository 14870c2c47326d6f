import "server-only";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { ConfigError } from "@/lib/env";
import { firstLine } from "./startup-errors";

/**
 * Start-up: check the storage driver, open the database and apply pending migrations before the
 * server takes requests. A misconfiguration ends the process with one line on stderr naming the
 * setting and the fix, rather than failing the first upload.
 */
export async function startDatabaseOrExit(): Promise<void> {
  try {
    getStorage();
    await getDb();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `The database could not start: ${firstLine(error)}.`);
    process.exit(1);
  }
}
