// Starts `next start` for the end-to-end suite on a fresh embedded data directory, so every run
// begins with an empty database and no uploads. The suite's shared server plays "behind one proxy"
// (TRUSTED_PROXY_COUNT=1) so each API spec can name its own client address in X-Forwarded-For and
// per-address limits never leak between specs; e2e/attacks.spec.ts starts its own server on the
// defaults (nothing in front; E2E_NO_PROXY=1) to prove that a client's header is ignored there.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.argv[2] ?? "3100";
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
rmSync(dataDir, { recursive: true, force: true });

// Next's own entry, not `npx next`: then the child is the server itself, and stopping it stops the server.
// --keepAliveTimeout: Playwright's request client (Node's agent) reuses an idle keep-alive connection
// without retrying, as browsers do, when the server has just closed it; with Node's 5 s the server's
// close and a spec's next API call met twice in one loaded run (ECONNRESET). A minute outlasts the
// gaps between one test's calls.
const child = spawn(
  process.execPath,
  ["node_modules/next/dist/bin/next", "start", "-p", port, "-H", "127.0.0.1", "--keepAliveTimeout", "65000"],
  {
    stdio: "inherit",
    env: {
      ...(process.env.E2E_NO_PROXY ? {} : { TRUSTED_PROXY_COUNT: "1" }),
      // One JSON line per request would bury the suite's own output; errors are still logged.
      // Specs about the logs (e2e/shutdown.spec.ts) start servers of their own with the default.
      LOG_REQUESTS: "false",
      ...process.env,
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: "1",
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password",
    },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

// Playwright starts this in a process group of its own and stops it in its teardown; a Playwright
// ended without one (SIGKILL, or the SIGTERM of a failed `npm test`) left the server running, holding
// the port, and the next run failed with "already used". So the server also stops with its parent.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill("SIGTERM");
}, 1_000).unref();
