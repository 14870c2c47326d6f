import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { startDatabase, type StartedDatabase } from "@/lib/db/start";

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
      if (started.mode === "embedded") closeOnSignals();
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

// On SIGINT/SIGTERM, close the database so PGlite's files are complete on disk. Next handles these
// signals itself: it stops taking requests, lets the running ones finish, then calls process.exit();
// that exit is held back until the database is closed (5 s at most). Where no one else handles the
// signal (scripts, tests), close at once and then re-raise it, so the process ends as it intends.
const SHUTDOWN_GRACE_MS = 5_000;

function closeOnSignals(): void {
  if (holder.signalsHooked) return;
  holder.signalsHooked = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    const onSignal = () => {
      process.off(signal, onSignal);
      const closeWithin = () => Promise.race([closeDb().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
      if (process.listenerCount(signal) === 0) {
        void closeWithin().finally(() => process.kill(process.pid, signal));
        return;
      }
      const exit = process.exit.bind(process);
      let exiting: Promise<unknown> | undefined;
      process.exit = ((code?: number | string | null) => {
        exiting ??= closeWithin().finally(() => exit(code));
        return undefined as never;
      }) as typeof process.exit;
    };
    process.on(signal, onSignal);
  }
}
