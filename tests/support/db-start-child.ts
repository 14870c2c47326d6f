// Child process for start-up tests (tests/support/db.ts startChild): the same start-up as
// instrumentation.ts, then "ready" on stdout. With STAY_ALIVE=1 it keeps the database open until
// SIGTERM/SIGINT (lib/db.ts closes PGlite and then lets the signal end the process). With
// NEXT_LIKE_EXIT=1 it first installs a SIGTERM handler that exits on the next tick, as `next start`
// does once its HTTP server has closed.
import { closeDb } from "@/lib/db";
import { startDatabaseOrExit } from "@/lib/db/startup";

if (process.env.NEXT_LIKE_EXIT === "1") process.on("SIGTERM", () => process.nextTick(() => process.exit(143)));

await startDatabaseOrExit();
console.log("ready");
if (process.env.STAY_ALIVE !== "1") {
  await closeDb();
  process.exit(0);
}
