// Child process for tests/unit/graceful-shutdown.test.ts: an HTTP server that shuts down as
// `next start` does (node_modules/next/dist/server/lib/start-server.js: on SIGTERM, server.close(),
// and exit 143 once every connection has ended), with lib/http/graceful-shutdown.ts installed after
// that handler, as instrumentation.ts installs it. NO_DRAIN=1 leaves it out (Node's own close()).
// Each answer waits ANSWER_MS and carries a 32 KiB body, so "a full answer" means something.
import { DRAIN, installGracefulShutdown } from "@/lib/http/graceful-shutdown";
import http from "node:http";
import type { AddressInfo } from "node:net";

const ANSWER_MS = Number(process.env.ANSWER_MS ?? 100);
const BODY = "x".repeat(32 * 1024);

const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () =>
    setTimeout(() => {
      res.setHeader("content-type", "text/plain");
      res.end(`${req.url}\n${BODY}`);
    }, ANSWER_MS),
  );
});

process.on("SIGTERM", () => {
  server.close(() => process.exit(143));
});
// The limits come from the test, which cannot wait DRAIN's 20 s for the bound.
if (process.env.NO_DRAIN !== "1")
  installGracefulShutdown({
    idleGraceMs: Number(process.env.IDLE_GRACE_MS ?? DRAIN.idleGraceMs),
    boundMs: Number(process.env.BOUND_MS ?? DRAIN.boundMs),
  });

server.listen(0, "127.0.0.1", () => console.log(`port ${(server.address() as AddressInfo).port}`));
