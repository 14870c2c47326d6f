import "server-only";

import { startDatabase, type StartedDatabase } from "@/lib/db/start";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { constants as osConstants } from "node:os";

/**
 * The one Prisma client of the process. It lives on globalThis because the request gate (proxy.ts)
 * and the app run with separate module copies in one process, and PGlite must start only once.
 * Async because, before the first query, embedded PGlite has to start and pending migrations run.
 *
 * Inside `db.$transaction(async (tx) => ...)` use `tx` only: in embedded mode the pool has one
 * connection, so a query on `db` while the transaction holds it waits until the pool times out.
 */
type Holder = { starting?: Promise<StartedDatabase>; signalsHooked?: boolean };
const holder = ((globalThis as unknown as { __stylematchDb?: Holder }).__stylematchDb ??= {});

export async function getDb(): Promise<PrismaClient> {
  holder.starting ??= startDatabase().then(
    (started) => {
      closeOnSignals(started.mode);
      return started;
    },
    (error: unknown) => {
      holder.starting = undefined; // a later call (say, once the database is up) tries afresh
      throw error;
    },
  );
  return (await holder.starting).client;
}

/** Closes the client, the pool and embedded PGlite (flushing it to disk). The next getDb() starts anew. */
export async function closeDb(): Promise<void> {
  const starting = holder.starting;
  holder.starting = undefined;
  const started = await starting?.catch(() => undefined);
  await started?.close();
}

// Graceful shutdown. On SIGINT/SIGTERM, `next start` stops listening (new connections are refused),
// waits for the requests in flight to finish (an upload being received completes; every request on
// a connection already accepted is answered: lib/http/graceful-shutdown.ts), then calls
// process.exit(128 + signal). That exit is held back here until the database is closed (the pool's
// connections, and embedded PGlite flushed to disk and its socket server stopped; 5 s at most).
// The drain finished and nothing was cut off, so the process ends with 0: a process manager then
// reads the stop as clean (systemd counts 143 as a failure without SuccessExitStatus=143).
// Where no one else handles the signal (scripts, tests), close at once and then re-raise it, so
// the process ends as it intends.
const SHUTDOWN_GRACE_MS = 5_000;

function closeOnSignals(mode: StartedDatabase["mode"]): void {
  if (holder.signalsHooked) return;
  holder.signalsHooked = true;
  const what = mode === "embedded" ? "the database pool and the embedded database" : "the database pool";
  const closeWithin = () =>
    Promise.race([
      closeDb().then(
        () => console.log(`[shutdown] closed ${what}`),
        (error: unknown) =>
          console.warn(
            `[shutdown] could not close ${what} cleanly: ${error instanceof Error ? error.message : String(error)}`,
          ),
      ),
      new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref()),
    ]);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    const onSignal = () => {
      process.off(signal, onSignal);
      if (process.listenerCount(signal) === 0) {
        void closeWithin().finally(() => process.kill(process.pid, signal));
        return;
      }
      console.log(`[shutdown] ${signal}: taking no new connections, finishing the requests in flight`);
      const drained = 128 + osConstants.signals[signal];
      const exit = process.exit.bind(process);
      let exiting: Promise<unknown> | undefined;
      process.exit = ((code?: number | string | null) => {
        exiting ??= closeWithin().finally(() => exit(code === drained ? 0 : code));
        return undefined as never;
      }) as typeof process.exit;
    };
    process.on(signal, onSignal);
  }
}
