import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstLoadJs, kb } from "./pages";
import { startBenchServer } from "./server";

/**
 * Cold start to first byte of `/` on the embedded database (the very first start, which creates the
 * database and applies migrations, and a restart on existing data), and first-load JS of `/`.
 */
export async function benchFoundation(port: number): Promise<Record<string, string | number>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stylematch-bench-"));
  try {
    const first = await startBenchServer(port, {}, dataDir);
    await first.stop();
    // PGlite flushes and releases its lock (lib/db/data-dir-lock.ts LOCK_FILE, a server-only module) on exit.
    await waitUntilGone(path.join(dataDir, "embedded-db.lock"));
    const restart = await startBenchServer(port, {}, dataDir);
    try {
      const js = await firstLoadJs(restart.baseUrl, "/");
      return {
        "cold start to first byte of / (embedded DB, first start: creates the database), ms": Math.round(
          first.firstByteMs,
        ),
        "cold start to first byte of / (embedded DB, restart on existing data), ms": Math.round(restart.firstByteMs),
        "first-load JS of / (gzipped), kB": kb(js.gzipped),
        "first-load JS of / (raw), kB": kb(js.raw),
        "first-load JS files of /": js.files,
      };
    } finally {
      await restart.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitUntilGone(file: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} still present ${timeoutMs} ms after the server stopped`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
