/**
 * Issue #40, point 16: SIGTERM dropped 1–2 of 20 requests that arrived within 20 ms of the signal.
 * A server that shuts down as `next start` does, with lib/http/graceful-shutdown.ts installed as
 * instrumentation.ts installs it (tests/support/shutdown-server-child.ts), in a child process so it
 * can take a real signal. e2e/shutdown.spec.ts runs the same burst against `next start` itself.
 * A unit file, though it starts processes: it uses no database, and as an integration file each of
 * the two database projects ran it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { burstAroundSignal, RawConnection } from "../support/shutdown-burst";

const GRACE_MS = 400;
const children: ChildProcess[] = [];

type Server = { port: number; output: () => string; exited: Promise<number | null>; child: ChildProcess };

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(import.meta.dirname, "../support/shutdown-server-child.ts"),
    ],
    { env: { ...process.env, IDLE_GRACE_MS: String(GRACE_MS), ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (!/port (\d+)/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port: Number(/port (\d+)/.exec(output)![1]), output: () => output, exited, child };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), ms))]);

// The integration files' time limit: each test starts a server through tsx, seconds on a busy machine.
describe("SIGTERM drains the connections the server accepted (issue #40, point 16)", { timeout: 60_000 }, () => {
  it("answers all 20 requests sent around the signal on open connections, in full, then exits", async () => {
    const server = await startServer();
    const results = await burstAroundSignal({
      port: server.port,
      path: "/slow",
      signal: () => server.child.kill("SIGTERM"),
    });

    expect(await refused(server.port)).toBe(true);
    for (const result of results) {
      expect(result.error, `request ${result.index} (${result.timing})`).toBeNull();
      expect(result.answer!.status).toBe(200);
      expect(result.answer!.body.toString()).toMatch(new RegExp(`^/slow\\?burst=${result.index}\\nx{32768}$`));
      // Told to go elsewhere for the next one: the connection closes after this answer.
      expect(result.answer!.headers.connection).toBe("close");
    }
    expect(results.map((result) => result.timing).sort()).toEqual([
      ...Array(10).fill("after"),
      ...Array(5).fill("before"),
      ...Array(5).fill("straddling"),
    ]);
    expect(await within(server.exited, 10_000)).toBe(143); // Next's code, which lib/db/index.ts turns into 0
    expect(server.output()).toMatch(/\[shutdown\] all connections closed \d+ ms after the signal/);
  });

  it("closes idle and silent connections after the grace, but waits for headers still arriving", async () => {
    const server = await startServer();
    const idle = await RawConnection.open(server.port);
    idle.write("GET /warm HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect((await idle.next()).status).toBe(200);
    const silent = await RawConnection.open(server.port);
    const slow = await RawConnection.open(server.port);
    slow.write("GET /late HTTP/1.1\r\nHo");
    await new Promise((resolve) => setTimeout(resolve, 50)); // the server has read the first half

    server.child.kill("SIGTERM");
    await expect(idle.next(GRACE_MS * 4)).rejects.toThrow(/connection closed before a full answer/);
    await expect(silent.next(GRACE_MS * 4)).rejects.toThrow(/connection closed before a full answer/);
    // Two sweeps later the half-sent request is still being waited for; its answer comes in full.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    slow.write("st: 127.0.0.1\r\n\r\n");
    const answer = await slow.next();
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toMatch(/^\/late\n/);
    expect(await within(server.exited, 10_000)).toBe(143);
  });

  it("bounds the wait: a request that never completes is cut after the bound, and the server exits", async () => {
    const server = await startServer({ BOUND_MS: "1500" });
    const stuck = await RawConnection.open(server.port);
    stuck.write("GET /never HTTP/1.1\r\nHo");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await within(server.exited, 10_000)).toBe(143);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_400);
    expect(server.output()).toContain("[shutdown] 1 connection(s) still open after 1.5 s: closing them");
    stuck.destroy();
  });

  // Written once the server has surely taken the signal (a new connection is refused), so the
  // outcome does not hang on when the signal landed: Node's own close() had already cut them.
  it.each([
    { drain: true, outcome: "answered" },
    { drain: false, outcome: "cut off, as before the fix" },
  ])("requests on idle keep-alive connections after the listener closed: $outcome", async ({ drain }) => {
    const server = await startServer({ IDLE_GRACE_MS: "2000", ...(drain ? {} : { NO_DRAIN: "1" }) });
    const connections = await Promise.all(Array.from({ length: 5 }, () => RawConnection.open(server.port)));
    for (const connection of connections) connection.write("GET /warm HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    for (const connection of connections) expect((await connection.next()).status).toBe(200);
    server.child.kill("SIGTERM");
    while (!(await refused(server.port))) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const connection of connections) connection.write("GET /late HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const answers = await Promise.all(connections.map((connection) => connection.next(5_000).catch(() => null)));
    expect(answers.filter((answer) => answer?.status === 200)).toHaveLength(drain ? 5 : 0);
  });
});
