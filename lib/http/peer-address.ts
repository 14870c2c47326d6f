import "server-only";

import http from "node:http";

/**
 * Makes the socket's peer address reach per-address limits. `next start` passes a client's own
 * X-Forwarded-For through untouched and only fills it in when absent, so with nothing in front of
 * the app (the two-command start) a client could name any address it likes. Installed once at
 * start (instrumentation.ts), this appends the peer address of every incoming request to
 * X-Forwarded-For, as each proxy hop does: the last entry is then always the socket, written by us,
 * and lib/rate-limit/fixed-window.ts clientAddress counts TRUSTED_PROXY_COUNT entries left from there.
 */
const state = globalThis as unknown as { __stylematchPeerAddresses?: boolean };

export function appendPeerAddress(req: Pick<http.IncomingMessage, "headers" | "socket">): void {
  const peer = req.socket?.remoteAddress;
  if (!peer) return;
  const existing = req.headers["x-forwarded-for"];
  const forwarded = Array.isArray(existing) ? existing.join(", ") : existing;
  req.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;
}

export function installPeerAddressHook(): void {
  if (state.__stylematchPeerAddresses) return;
  state.__stylematchPeerAddresses = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") appendPeerAddress(args[0] as http.IncomingMessage);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
