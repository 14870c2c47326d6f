import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback HTTP proxy in front of the app that counts the body bytes the server really sent per
 * path. Unlike browser-side accounting, it cannot mistake a cache read for a download. The Host header
 * passes through, so the app sees (and redirects to) the proxy's own origin.
 */
export type CountingProxy = {
  url: string;
  /** Bytes per path (query string dropped) since the last `reset()`. */
  bytes: Map<string, number>;
  /** Request bodies of the paths `capture` selected, in arrival order. */
  captured: { path: string; body: Buffer }[];
  reset(): void;
  close(): Promise<void>;
};

export function startCountingProxy(
  target: string,
  options: { port?: number; capture?: (method: string, path: string) => boolean } = {},
): Promise<CountingProxy> {
  const bytes = new Map<string, number>();
  const captured: CountingProxy["captured"] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    if (options.capture?.(req.method ?? "GET", path)) {
      const parts: Buffer[] = [];
      req.on("data", (chunk: Buffer) => parts.push(chunk));
      req.on("end", () => captured.push({ path, body: Buffer.concat(parts) }));
    }
    const upstream = http.request(
      new URL(req.url ?? "/", target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on("data", (chunk: Buffer) => bytes.set(path, (bytes.get(path) ?? 0) + chunk.length));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        bytes,
        captured,
        reset: () => bytes.clear(),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
