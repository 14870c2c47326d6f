import "server-only";

import type { PGlite } from "@electric-sql/pglite";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { acquireDataDirLock } from "./data-dir-lock";
import { dataDirError, embeddedOpenError } from "./startup-errors";

/**
 * The embedded database: PGlite (Postgres in WASM) with its data in `<DATA_DIR>/pglite`, served on a
 * loopback port so the app reaches it through the same pg + @prisma/adapter-pg path as a real server.
 */
export type EmbeddedDatabase = {
  host: string;
  port: number;
  /** PGlite's own folder, for messages. */
  dir: string;
  close(): Promise<void>;
};

export async function startEmbedded(dataDir: string, productName: string): Promise<EmbeddedDatabase> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw dataDirError(error, dataDir);
  }
  const release = acquireDataDirLock(dataDir, productName);
  const dir = path.join(dataDir, "pglite");
  let db: PGlite | undefined;
  try {
    const [{ PGlite }, { PGLiteSocketServer }, { PGLITE_EXTENSIONS }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite-socket"),
      import("./pglite-extensions"),
    ]);
    try {
      db = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      throw embeddedOpenError(error, dir);
    }
    // One connection: PGlite is a single session, and the app's pool (max 1) keeps that connection
    // for the life of the process, so no other local client can get in while the app runs.
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 1 });
    await server.start();
    const port = Number(server.getServerConn().split(":").at(-1));
    const opened = db;
    let closing: Promise<void> | undefined;
    return {
      host: "127.0.0.1",
      port,
      dir,
      close: () =>
        (closing ??= (async () => {
          try {
            await server.stop();
            await opened.close(); // checkpoints, so the data on disk is complete
          } finally {
            release();
          }
        })()),
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    release();
    throw error;
  }
}
