import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import sharp from "sharp";
import { freshPostgresDatabase, type Instance, startInstance } from "./support/instances";
import { send } from "./support/own-server";
import { expect, test } from "./support/test";
import { burstAroundSignal } from "../tests/support/shutdown-burst";

/**
 * Issue 14: SIGTERM, as a process manager or an orchestrator sends it before replacing an instance.
 * `next start` on the embedded defaults (no Postgres needed, so this never skips), a guest sends a
 * closet photo slowly (about 2 s), and SIGTERM lands in the middle: the server must refuse new
 * connections at once, still take the whole upload and answer 201, close the database pool, and
 * exit 0 soon after. Port 5330 stays clear of the main suite's 3100-3110 and the deploy spec's 5301-5303.
 * Issue #40, point 16: 20 requests on connections the server already accepted, sent just before,
 * across and just after the signal, are every one answered in full (5332).
 */
const PORT = Number(process.env.E2E_SHUTDOWN_PORT ?? 5330);
const EXIT_BOUND_MS = 15_000;
const servers: Instance[] = [];

test.afterAll(async () => {
  for (const server of servers) await server.stop(); // removes their data folders; the processes are gone
});

async function start(port: number, env: Record<string, string>): Promise<Instance> {
  const server = await startInstance(port, env);
  servers.push(server);
  return server;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function multipart(photo: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----stylematch${randomBytes(8).toString("hex")}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ntops\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shirt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Opens the upload and hands back a writer for its body, so the test decides when each part goes. */
function slowUpload(baseURL: string, cookie: string, body: Buffer, contentType: string) {
  const url = new URL("/api/closet", baseURL);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: "POST",
    headers: { cookie, "content-type": contentType, "content-length": body.length, connection: "close" },
  });
  const answer = new Promise<{ status: number; text: string; at: number }>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, at: Date.now() }));
    });
    request.on("error", reject);
  });
  return { request, answer };
}

/** True once a new connection to the server is refused (it stopped listening). */
async function refusesNewConnections(baseURL: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await send(baseURL, { path: "/api/health" }).then(
      () => false,
      (error: NodeJS.ErrnoException) => error.code === "ECONNREFUSED",
    );
    if (refused) return true;
    await sleep(50);
  }
  return false;
}

test("SIGTERM mid-upload: new connections are refused, the upload completes with 201, the pool closes, exit 0", async () => {
  test.setTimeout(240_000);
  const server = await start(PORT, {});
  const guest = await send(server.baseURL, { path: "/api/guest", method: "POST" });
  expect(guest.status, guest.text).toBe(200);
  const cookie = guest.cookies.join("; ");

  const photo = await sharp({
    create: {
      width: 800,
      height: 1000,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const { body, contentType } = multipart(photo);
  const { request, answer } = slowUpload(server.baseURL, cookie, body, contentType);

  // Ten parts, 200 ms apart; SIGTERM after the third, while most of the photo is still to come.
  const parts = 10;
  const size = Math.ceil(body.length / parts);
  let signalledAt = 0;
  for (let part = 0; part < parts; part += 1) {
    request.write(body.subarray(part * size, (part + 1) * size));
    await sleep(200);
    if (part === 2) {
      server.signal("SIGTERM");
      signalledAt = Date.now();
      expect(await refusesNewConnections(server.baseURL, 1_000)).toBe(true);
    }
  }
  request.end();

  const uploaded = await answer;
  expect(uploaded.status, uploaded.text).toBe(201);
  expect(uploaded.at - signalledAt).toBeGreaterThan(1_000); // the answer came well after the signal: the upload really was in flight
  expect(JSON.parse(uploaded.text)).toMatchObject({ id: expect.any(Number), category: "tops" });

  const code = await Promise.race([server.exited, sleep(EXIT_BOUND_MS).then(() => "still running" as const)]);
  expect(code, server.output()).toBe(0);
  const output = server.output();
  expect(output).toContain("[shutdown] SIGTERM: taking no new connections, finishing the requests in flight");
  expect(output).toContain("[shutdown] closed the database pool and the embedded database");
  // The upload's own request line was written before the exit (LOG_REQUESTS is on under next start).
  expect(output).toMatch(/"event":"request".*"method":"POST","path":"\/api\/closet","status":201/);
});

test("SIGTERM on Postgres: the pool's connections are closed before the exit, and the exit is 0", async () => {
  test.setTimeout(240_000);
  const database = await freshPostgresDatabase();
  // Outside CI a machine without Postgres skips this one; under CI freshPostgresDatabase throws instead.
  test.skip(database === null, "no Postgres at 127.0.0.1:5432 (set TEST_DATABASE_URL)");
  try {
    const server = await start(PORT + 1, { DATABASE_URL: database!.url });
    const guest = await send(server.baseURL, { path: "/api/guest", method: "POST" });
    expect(guest.status, guest.text).toBe(200);
    const connectionsOf = async () => {
      const admin = new pg.Client({ connectionString: database!.url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        );
        return rows[0]!.n;
      } finally {
        await admin.end();
      }
    };
    expect(await connectionsOf()).toBeGreaterThan(0);
    server.signal("SIGTERM");
    const code = await Promise.race([server.exited, sleep(EXIT_BOUND_MS).then(() => "still running" as const)]);
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain("[shutdown] closed the database pool\n");
    expect(await connectionsOf()).toBe(0);
  } finally {
    await servers.at(-1)?.stop();
    await database?.drop();
  }
});

test("SIGTERM amid 20 requests on accepted connections: every one is answered in full, then exit 0", async () => {
  test.setTimeout(240_000);
  const server = await start(PORT + 2, {});
  const url = new URL(server.baseURL);
  const results = await burstAroundSignal({
    port: Number(url.port),
    path: "/api/health",
    signal: () => server.signal("SIGTERM"),
  });
  expect(await refusesNewConnections(server.baseURL, 1_000)).toBe(true);
  for (const result of results) {
    expect(result.error, `request ${result.index} (${result.timing}):\n${server.output()}`).toBeNull();
    expect(result.answer!.status).toBe(200);
    expect(JSON.parse(result.answer!.body.toString())).toMatchObject({ status: "ok" });
    // Which answers close their connection is the integration test's to pin (its server takes the signal
    // at a known moment); here the signal reaches `next start` through the wrapper script, a little later.
  }
  const code = await Promise.race([server.exited, sleep(EXIT_BOUND_MS).then(() => "still running" as const)]);
  expect(code, server.output()).toBe(0);
  expect(server.output()).toMatch(/\[shutdown\] all connections closed \d+ ms after the signal/);
});
