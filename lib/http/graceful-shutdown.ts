import "server-only";

import http from "node:http";
import type { Socket } from "node:net";

/**
 * Graceful shutdown of the HTTP server (issue #40, point 16). On SIGTERM/SIGINT `next start` calls
 * server.close(): the listening socket closes (new connections are refused), and its callback waits
 * for every accepted connection to end before Next exits (lib/db/index.ts then closes the database).
 * But Node's close() also destroys, at that very instant, every keep-alive connection between two
 * requests, so a request a client had just written on one was cut off (1–2 of 20 sent within 20 ms
 * of the signal were lost). Installed once at start (instrumentation.ts), this keeps every accepted
 * connection until its request is answered:
 * - from the signal on, every answer whose headers are not out yet says `Connection: close`: the
 *   socket closes after it, and the client sends its next request on a new connection (elsewhere);
 * - a connection with no request in progress is closed only after DRAIN.idleGraceMs of quiet (a
 *   request already on the wire lands and is answered), and so is an accepted socket that never
 *   sent a byte; one whose headers or body are still arriving, or whose answer is not done, is kept;
 * - the wait is bounded by DRAIN.boundMs, then what is left is cut (and logged), so a stuck client
 *   cannot hold the exit; with lib/db's 5 s for the database it stays under an orchestrator's usual 30 s.
 */
export type DrainLimits = { idleGraceMs: number; boundMs: number };
export const DRAIN: Readonly<DrainLimits> = { idleGraceMs: 1_000, boundMs: 20_000 };

type DrainState = {
  installed: boolean;
  limits: DrainLimits;
  /** Epoch ms of the first shutdown signal; undefined while serving normally. */
  drainingSince?: number;
  /** Accepted sockets and their server, to find those that never sent a byte. */
  sockets: Map<Socket, http.Server>;
  /** Answers not finished, so those not begun at the signal close their connection too. */
  answers: Set<http.ServerResponse>;
  /** When an answer sent with keep-alive before the signal last finished: its socket is idle from then. */
  lastKeptAlive: number;
  servers: WeakSet<http.Server>;
};

// On globalThis: instrumentation and the app run with module copies of their own in one process.
const holder = globalThis as unknown as { __stylematchDrain?: DrainState };
const state: DrainState = (holder.__stylematchDrain ??= {
  installed: false,
  limits: DRAIN,
  sockets: new Map(),
  answers: new Set(),
  lastKeptAlive: 0,
  servers: new WeakSet(),
});

const log = (line: string) => console.log(`[shutdown] ${line}`);

/** `limits` other than DRAIN's are for tests, which cannot wait 20 s for the bound. */
export function installGracefulShutdown(limits: Partial<DrainLimits> = {}): void {
  if (state.installed) return;
  state.installed = true;
  state.limits = { ...DRAIN, ...limits };
  trackConnectionsAndAnswers();
  deferIdleClosing();
  // Prepended: Next's own listener (registered before instrumentation runs) calls server.close()
  // synchronously, and the draining rules must be in place before it does.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.prependOnceListener(signal, beginDraining);
}

/** From now on answers close their connection; those in progress whose headers are not out yet too. */
function beginDraining(): void {
  if (state.drainingSince !== undefined) return;
  state.drainingSince = Date.now();
  for (const answer of state.answers) if (!answer.headersSent) answer.shouldKeepAlive = false;
}

function trackConnectionsAndAnswers(): void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "connection") {
      const socket = args[0] as Socket;
      state.sockets.set(socket, this);
      socket.once("close", () => state.sockets.delete(socket));
    } else if (event === "request") trackAnswer(args[1] as http.ServerResponse);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}

function trackAnswer(answer: http.ServerResponse): void {
  if (state.drainingSince !== undefined) {
    answer.shouldKeepAlive = false;
    return;
  }
  state.answers.add(answer);
  answer.once("close", () => {
    state.answers.delete(answer);
    if (state.drainingSince !== undefined && answer.shouldKeepAlive) state.lastKeptAlive = Date.now();
  });
}

/**
 * server.close() calls closeIdleConnections() first. While draining, that call starts the drain
 * instead, whose sweeps (DRAIN.idleGraceMs apart, never at once) close the idle connections.
 */
function deferIdleClosing(): void {
  const closeIdle = http.Server.prototype.closeIdleConnections;
  http.Server.prototype.closeIdleConnections = function (this: http.Server) {
    if (state.drainingSince === undefined) return closeIdle.call(this);
    drain(this, () => closeIdle.call(this));
  };
}

function drain(server: http.Server, closeIdle: () => void): void {
  if (state.servers.has(server)) return;
  state.servers.add(server);
  const since = state.drainingSince ?? Date.now();
  const { idleGraceMs, boundMs } = state.limits;
  const socketsOf = () => [...state.sockets].filter(([, owner]) => owner === server).map(([socket]) => socket);
  const sweep = setInterval(() => {
    // Node's own rule (no request being read, no answer being written), once no socket can have
    // become idle within the grace: one whose keep-alive answer began before the signal just did.
    if (Date.now() - state.lastKeptAlive >= idleGraceMs) closeIdle();
    for (const socket of socketsOf()) if (socket.bytesRead === 0) socket.destroy();
  }, idleGraceMs).unref();
  const bound = setTimeout(
    () => {
      log(`${socketsOf().length} connection(s) still open after ${boundMs / 1000} s: closing them`);
      server.closeAllConnections();
    },
    Math.max(0, since + boundMs - Date.now()),
  ).unref();
  server.once("close", () => {
    clearInterval(sweep);
    clearTimeout(bound);
    log(`all connections closed ${Date.now() - since} ms after the signal`);
  });
}
