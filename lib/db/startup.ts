import "server-only";

import { selectProvider } from "@/lib/ai/providers";
import { isConfigError } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { checkStorage } from "@/lib/storage";
import { firstLine } from "./startup-errors";

/**
 * Start-up: check the AI provider's settings and the configuration of the image store, open the database and apply pending
 * migrations, then ask the store once whether it answers and accepts our credentials, all before
 * the server takes requests. A misconfiguration ends the process with one line on stderr naming the
 * setting and the fix, rather than failing the first upload.
 */
export async function startDatabaseOrExit(): Promise<void> {
  try {
    selectProvider(); // AI_PROVIDER without the settings it needs: say so now, not at the first upload
    await getDb();
    await checkStorage();
  } catch (error) {
    const line = isConfigError(error) ? error.message : `The database could not start: ${firstLine(error)}.`;
    console.error(line.replace(/\s*\n\s*/g, " "));
    process.exit(1);
  }
}
