import { STORAGE_MESSAGES } from "@/lib/messages/storage";
import sharp from "sharp";
import { newAccount } from "./support/auth";
import { freshPostgresDatabase, type Instance, startInstance } from "./support/instances";
import { send } from "./support/own-server";
import { expect, test } from "./support/test";
import { s3Env, type S3TestProcess, startS3ServerProcess } from "../tests/support/s3-server";

/**
 * Issue #23, items 1 and 2, through `next start` as production runs it (Postgres, STORAGE_DRIVER=s3
 * against s3rver in a child process). The build copies the error classes into several server
 * chunks, so only a server built this way shows whether a store failure thrown by the S3 driver's
 * chunk is still recognised (503 with Retry-After) rather than answered as an unexpected 500; and
 * a store that accepts connections but never answers (s3rver paused with SIGSTOP) must answer 503
 * within STORAGE_TIMEOUT_MS instead of holding the request for a minute.
 * Ports: the server on E2E_STORE_PORT (default 3300), s3rver on the next one.
 */
const PORT = Number(process.env.E2E_STORE_PORT ?? 3300);
const LIMIT_MS = 1_000;
/** The limit plus what the rest of an upload costs on a busy 2-core machine (sharp, the database). */
const ANSWER_WITHIN_MS = LIMIT_MS + 3_000;
const UNAVAILABLE_WITH_REFERENCE = new RegExp(
  `^${STORAGE_MESSAGES.unavailable.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(ref: [0-9a-f]{12}\\)$`,
);

let server: Instance;
let s3: S3TestProcess;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let cookie: string;
let storedPath: string;

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await freshPostgresDatabase();
  // Outside CI a machine without Postgres skips this spec; under CI freshPostgresDatabase throws instead.
  test.skip(database === null, "no Postgres at 127.0.0.1:5432 (set TEST_DATABASE_URL)");
  s3 = await startS3ServerProcess({ port: PORT + 1 });
  server = await startInstance(PORT, {
    ...s3Env(s3),
    DATABASE_URL: database!.url,
    AUTH_SECRET: "store-outage-spec-auth-secret",
    STORAGE_TIMEOUT_MS: String(LIMIT_MS),
  });
  const registered = await send(server.baseURL, { path: "/api/register", method: "POST", body: newAccount("out") });
  expect(registered.status, registered.text).toBe(201);
  cookie = registered.cookies.join("; ");
  const first = await upload();
  expect(first.status, first.text).toBe(201);
  storedPath = (JSON.parse(first.text) as { imageUrl: string }).imageUrl;
});

test.afterAll(async () => {
  s3?.resume();
  await server?.stop();
  await s3?.stop();
  await database?.drop();
});

async function upload() {
  const photo = await sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 90, g: 30, b: 60 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("category", "tops");
  form.set("image", new File([new Uint8Array(photo)], "shirt.jpg", { type: "image/jpeg" }));
  const started = Date.now();
  const answer = await fetch(`${server.baseURL}/api/closet`, { method: "POST", body: form, headers: { cookie } });
  return { status: answer.status, headers: answer.headers, text: await answer.text(), ms: Date.now() - started };
}

async function read(path: string) {
  const started = Date.now();
  const answer = await fetch(`${server.baseURL}${path}`);
  return { status: answer.status, headers: answer.headers, text: await answer.text(), ms: Date.now() - started };
}

/** What every store failure answers: 503, Retry-After, and the storage sentence as `{message}`. */
function expectUnavailable(answer: { status: number; headers: Headers; text: string }, withReference: boolean) {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("30");
  const { message } = JSON.parse(answer.text) as { message: string };
  if (withReference) expect(message).toMatch(UNAVAILABLE_WITH_REFERENCE);
  else expect(message).toBe(STORAGE_MESSAGES.unavailable);
}

test("the store running: uploads and /uploads/<key> work", async () => {
  expect((await read(storedPath)).status).toBe(200);
});

test("a paused store (accepts connections, never answers): upload and /uploads/<key> answer 503 within the limit", async () => {
  s3.pause();
  try {
    const refused = await upload();
    expectUnavailable(refused, true);
    expect(refused.ms).toBeLessThan(ANSWER_WITHIN_MS);
    const unread = await read(storedPath);
    expectUnavailable(unread, false);
    expect(unread.headers.get("cache-control")).toBe("no-store");
    expect(unread.ms).toBeLessThan(ANSWER_WITHIN_MS);
  } finally {
    s3.resume();
  }
  // And the store back: served again, nothing stuck in the process.
  await expect.poll(async () => (await read(storedPath)).status, { timeout: 10_000 }).toBe(200);
});

test("a stopped store: upload and /uploads/<key> answer 503 with Retry-After, not 500", async () => {
  await s3.stop();
  const refused = await upload();
  expectUnavailable(refused, true);
  expect(refused.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expectUnavailable(await read(storedPath), false);
  expect(server.output()).not.toContain("unhandled error");
});
