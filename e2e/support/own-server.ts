import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { test } from "./test";

/**
 * A `next start` of its own on the README's embedded defaults (nothing in front of it, so
 * TRUSTED_PROXY_COUNT is left at its default of 0), with a fresh data directory. The shared e2e
 * server plays "behind one proxy" so that API specs can name their own client address; specs that
 * must see the two-command start exactly as a new user gets it use this one.
 */
export type OwnServer = { baseURL: string; stop: () => Promise<void> };

export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, E2E_DATA_DIR: `.data/e2e-${port}`, E2E_NO_PROXY: "1", ...env };
  delete childEnv.TRUSTED_PROXY_COUNT;
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs", String(port)], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const status = await send(baseURL, { path: "/api/health" }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, stop: () => stop(child) };
}

/**
 * `test` whose pages, `request` and new browser contexts all reach a server of the spec's own (started
 * once per worker, on `port`), for specs that change what the whole site does (the site mode) and so
 * cannot share a server with tests running beside them.
 */
export function testOnOwnServer(port: number, env: Record<string, string> = {}) {
  return test.extend<object, { ownServer: OwnServer }>({
    ownServer: [
      async ({}, use) => {
        const server = await startOwnServer(port, env);
        await use(server);
        await server.stop();
      },
      { scope: "worker", timeout: 200_000 },
    ],
    baseURL: async ({ ownServer }, provide) => provide(ownServer.baseURL),
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // The whole group: the wrapper script and the `next start` it spawned.
    process.kill(-child.pid!, "SIGTERM");
  });
}

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: () => unknown;
  cookies: string[];
};

/**
 * One HTTP request from a chosen loopback address (127.0.0.2, 127.0.0.3, ...): the server sees it
 * as the socket's peer, the way distinct clients reach a real deployment.
 */
export function send(
  baseURL: string,
  {
    path,
    method = "GET",
    from = "127.0.0.1",
    headers = {},
    body,
  }: { path: string; method?: string; from?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const url = new URL(path, baseURL);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: from,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text) as unknown,
            cookies: (res.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
