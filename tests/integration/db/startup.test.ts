import { LOCK_FILE } from "@/lib/db/data-dir-lock";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dbTarget, freshDataDir, pgliteShutDownCleanly, removeDataDir, startChild } from "../../support/db";

// The start-up the server runs (instrumentation.ts), in a separate process, as an operator sees it:
// a misconfiguration ends the process with exactly one line on stderr, and no stack trace.
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDataDir));

function embeddedDir(): string {
  const dir = freshDataDir();
  dirs.push(dir);
  return dir;
}

describe("start-up", () => {
  // These start-ups use no database of the run's (startChild clears DATABASE_URL and DATA_DIR; each
  // child gets settings of its own), so both projects checked exactly the same thing, and the
  // postgres project spent 36 s (quiet) to 87 s (loaded) doing it again (2026-11-30). They run in
  // the PGlite project.
  if (dbTarget() === "pglite") {
    it("stops with one line when DATABASE_URL is malformed", async () => {
      const run = await startChild({ DATABASE_URL: "mysql://someone:secret@db.example.com/app" }).exit;
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        "DATABASE_URL is not a valid Postgres URL (expected postgres://user:password@host:5432/database). Fix it or unset it to use the embedded database.\n",
      );
      expect(run.stdout).not.toContain("ready");
    });

    it("stops with one line when the database at DATABASE_URL cannot be reached", async () => {
      const run = await startChild({ DATABASE_URL: "postgres://app:secret@127.0.0.1:1/app" }).exit;
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        "Cannot reach the database at DATABASE_URL (127.0.0.1:1): connection refused. Start Postgres or fix DATABASE_URL.\n",
      );
    });

    it("stops with one line naming the setting when STORAGE_DRIVER=s3 has no bucket", async () => {
      const run = await startChild({ DATA_DIR: embeddedDir(), STORAGE_DRIVER: "s3" }).exit;
      expect(run.code).toBe(1);
      expect(run.stderr).toBe("S3_BUCKET is required with STORAGE_DRIVER=s3. Set it to the bucket's name.\n");
    });

    it("stops with one line when DATA_DIR cannot be written", async () => {
      const parent = mkdtempSync(path.join(tmpdir(), "stylematch-it-"));
      dirs.push(parent);
      writeFileSync(path.join(parent, "a-file"), "");
      const dataDir = path.join(parent, "a-file", "data");
      const run = await startChild({ DATA_DIR: dataDir }).exit;
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `DATA_DIR (${dataDir}) is not writable: part of the path is a file, not a folder. Make it writable or set DATA_DIR to another folder.\n`,
      );
    });

    it("lets only one process open an embedded data directory, and closes it cleanly when Next exits on SIGTERM", async () => {
      const dataDir = embeddedDir();
      const first = startChild({ DATA_DIR: dataDir }, { stayAlive: true, nextLikeExit: true });
      await first.ready;
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid: first.pid });

      const second = await startChild({ DATA_DIR: dataDir }).exit;
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(
        `Another stylematch process (pid ${first.pid}) is already using the embedded database in ${dataDir}. Stop it, or set DATA_DIR to another folder.\n`,
      );

      first.kill("SIGTERM");
      const stopped = await first.exit;
      expect(stopped.code).toBe(0); // Next's 143 after a finished drain becomes a clean exit (lib/db/index.ts)
      expect(stopped.stderr).toBe("");
      expect(stopped.stdout).toContain("[shutdown] closed the database pool and the embedded database");
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      expect(pgliteShutDownCleanly(path.join(dataDir, "pglite"))).toBe(true);

      // The data survived the shutdown: the next start finds the migrations already applied.
      const third = await startChild({ DATA_DIR: dataDir }).exit;
      expect(third.code).toBe(0);
      expect(third.stdout).toBe("ready\n");
    });

    it("takes over the lock of a process that is gone, and closes cleanly on SIGINT", async () => {
      const dataDir = embeddedDir();
      const gone = spawnSync(process.execPath, ["-e", ""]).pid;
      writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: gone, started: "1" }));
      const child = startChild({ DATA_DIR: dataDir }, { stayAlive: true });
      await child.ready;
      child.kill("SIGINT");
      const run = await child.exit;
      expect(run.signal).toBe("SIGINT"); // nothing else handles SIGINT here: lib/db re-raises it once closed
      expect(run.stderr).toBe("");
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      expect(pgliteShutDownCleanly(path.join(dataDir, "pglite"))).toBe(true);
    });
  }

  if (dbTarget() === "postgres") {
    it("stops with one line when the database named in DATABASE_URL does not exist", async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = "/stylematch_no_such_database";
      const run = await startChild({ DATABASE_URL: url.toString() }).exit;
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `The database "stylematch_no_such_database" does not exist at DATABASE_URL (${url.hostname}:${url.port || "5432"}). Create it or fix DATABASE_URL.\n`,
      );
    });
  }
});
