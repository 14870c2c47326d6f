import { existsSync } from "node:fs";
import sharp from "sharp";
import { newAccount } from "./support/auth";
import { freshPostgresDatabase, type Instance, startInstance } from "./support/instances";
import { send } from "./support/own-server";
import { expect, test } from "./support/test";
import { s3Env, type S3TestServer, startS3Server } from "../tests/support/s3-server";

/**
 * Issue 14: two identical instances behind an imaginary load balancer, sharing nothing but one
 * Postgres (a fresh database) and one S3-compatible store (s3rver). Each has its own data folder,
 * so anything that leaked into one process or onto one disk would show here. Requests go to the
 * servers directly from distinct loopback addresses, as distinct clients would arrive.
 * Ports 5301/5302 (and s3rver on 5303) stay clear of the main suite's 3100-3110.
 */
const PORTS = [Number(process.env.E2E_DEPLOY_PORT ?? 5301), Number(process.env.E2E_DEPLOY_PORT ?? 5301) + 1] as const;
const ADMIN_PASSWORD = "deploy-spec-admin-password";
let a: Instance;
let b: Instance;
let s3: S3TestServer;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  database = await freshPostgresDatabase();
  // Outside CI a machine without Postgres skips this spec; under CI freshPostgresDatabase throws instead.
  test.skip(database === null, "no Postgres at 127.0.0.1:5432 (set TEST_DATABASE_URL)");
  s3 = await startS3Server({ port: PORTS[1] + 1 });
  const env = {
    ...s3Env(s3),
    DATABASE_URL: database!.url,
    AUTH_SECRET: "deploy-spec-auth-secret-the-same-on-every-instance",
    ADMIN_PASSWORD,
  };
  // One after the other: the first applies the migrations; the second finds nothing left to do.
  a = await startInstance(PORTS[0], env);
  b = await startInstance(PORTS[1], env);
});

test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await s3?.stop();
  await database?.drop();
});

const cookieOf = (cookies: string[]) => cookies.join("; ");

async function signUp(on: Instance, from: string): Promise<string> {
  const answer = await send(on.baseURL, { path: "/api/register", method: "POST", body: newAccount("dep"), from });
  expect(answer.status, answer.text).toBe(201);
  return cookieOf(answer.cookies);
}

async function upload(on: Instance, cookie: string): Promise<{ id: number; imageUrl: string; thumbnailUrl: string }> {
  const photo = await sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 30, g: 60, b: 140 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("category", "tops");
  form.set("image", new File([new Uint8Array(photo)], "shirt.jpg", { type: "image/jpeg" }));
  const answer = await fetch(`${on.baseURL}/api/closet`, { method: "POST", body: form, headers: { cookie } });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as { id: number; imageUrl: string; thumbnailUrl: string };
}

const bytes = async (on: Instance, path: string) => {
  const answer = await fetch(`${on.baseURL}${path}`);
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
};

test("a login on one instance is valid on the other", async () => {
  const account = newAccount("dep");
  expect(
    (await send(a.baseURL, { path: "/api/register", method: "POST", body: account, from: "127.0.0.2" })).status,
  ).toBe(201);
  const login = await send(a.baseURL, {
    path: "/api/login",
    method: "POST",
    body: { username: account.username, password: account.password },
    from: "127.0.0.2",
  });
  expect(login.status, login.text).toBe(200);
  const onB = await send(b.baseURL, {
    path: "/api/user",
    headers: { cookie: cookieOf(login.cookies) },
    from: "127.0.0.2",
  });
  expect(onB.status).toBe(200);
  expect(onB.json()).toMatchObject({ username: account.username });
  // And a logout on B ends the session on A too.
  expect(
    (
      await send(b.baseURL, {
        path: "/api/logout",
        method: "POST",
        headers: { cookie: cookieOf(login.cookies) },
        from: "127.0.0.2",
      })
    ).status,
  ).toBe(200);
  expect(
    (await send(a.baseURL, { path: "/api/user", headers: { cookie: cookieOf(login.cookies) }, from: "127.0.0.2" }))
      .status,
  ).toBe(401);
});

test("an upload through one instance is listed and served by the other, from the shared store", async () => {
  const cookie = await signUp(a, "127.0.0.3");
  const item = await upload(a, cookie);
  const listed = await send(b.baseURL, { path: "/api/closet", headers: { cookie }, from: "127.0.0.3" });
  expect((listed.json() as { id: number }[]).map((row) => row.id)).toContain(item.id);
  const fromA = await bytes(a, item.imageUrl);
  const fromB = await bytes(b, item.imageUrl);
  expect(fromA.status).toBe(200);
  expect(fromB.status).toBe(200);
  expect(fromB.body).toEqual(fromA.body);
  expect((await bytes(b, item.thumbnailUrl)).status).toBe(200);
  // Nothing went to either instance's disk.
  expect(existsSync(`.data/instance-${PORTS[0]}/uploads`)).toBe(false);
  expect(existsSync(`.data/instance-${PORTS[1]}/uploads`)).toBe(false);
});

test("a mode switch on one instance is seen by the other within 5 s", async () => {
  const modeOn = async (on: Instance) =>
    (await send(on.baseURL, { path: "/api/admin/mode", from: "127.0.0.4" })).json() as { mode: string };
  expect(await modeOn(b)).toEqual({ mode: "app" }); // B has the mode cached now
  const switched = await send(a.baseURL, {
    path: "/api/admindesh09/toggle-mode",
    method: "POST",
    body: { mode: "coming-soon", password: ADMIN_PASSWORD },
    from: "127.0.0.4",
  });
  expect(switched.status, switched.text).toBe(200);
  const start = Date.now();
  try {
    await expect.poll(async () => (await modeOn(b)).mode, { timeout: 5_500, intervals: [100] }).toBe("coming-soon");
    expect(Date.now() - start).toBeLessThanOrEqual(5_500);
    expect((await send(b.baseURL, { path: "/api/closet", from: "127.0.0.4" })).status).toBe(503);
  } finally {
    expect(
      (
        await send(b.baseURL, {
          path: "/api/admindesh09/toggle-mode",
          method: "POST",
          body: { mode: "app", password: ADMIN_PASSWORD },
          from: "127.0.0.4",
        })
      ).status,
    ).toBe(200);
  }
  await expect.poll(async () => (await modeOn(a)).mode, { timeout: 5_500, intervals: [100] }).toBe("app");
});

test("a rate limit counts attempts across both instances", async () => {
  // New guests: 60 per address per hour. Thirty on each instance use the whole allowance.
  const from = "127.0.0.5";
  for (let i = 0; i < 60; i += 1) {
    const answer = await send((i % 2 === 0 ? a : b).baseURL, { path: "/api/guest", method: "POST", from });
    expect(answer.status, `guest ${i + 1}: ${answer.text}`).toBe(200);
  }
  for (const on of [a, b]) {
    const refused = await send(on.baseURL, { path: "/api/guest", method: "POST", from });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeTruthy();
  }
  // Another address is untouched.
  expect((await send(b.baseURL, { path: "/api/guest", method: "POST", from: "127.0.0.6" })).status).toBe(200);
});

test("a delete through one instance is gone on both, and its undo through the other brings it back whole", async () => {
  const cookie = await signUp(b, `127.0.0.7`);
  const item = await upload(b, cookie);
  expect((await bytes(a, item.imageUrl)).status).toBe(200);
  const listedIds = async (on: Instance) =>
    (
      (await send(on.baseURL, { path: "/api/closet", headers: { cookie }, from: "127.0.0.7" })).json() as {
        id: number;
      }[]
    ).map((row) => row.id);
  const deleted = await send(a.baseURL, {
    path: `/api/closet/${item.id}`,
    method: "DELETE",
    headers: { cookie },
    from: "127.0.0.7",
  });
  expect(deleted.status).toBe(204);
  for (const on of [a, b]) expect(await listedIds(on)).not.toContain(item.id);
  // The files wait for the undo window (the sweep removes them after it: tests/integration/closet-trash.test.ts).
  const undone = await send(b.baseURL, {
    path: "/api/closet/bulk",
    method: "POST",
    headers: { cookie },
    body: { ids: [item.id], action: "restore" },
    from: "127.0.0.7",
  });
  expect(undone.json()).toEqual({ updated: 1, ignored: 0 });
  for (const on of [a, b]) {
    expect(await listedIds(on)).toContain(item.id);
    expect((await bytes(on, item.imageUrl)).status).toBe(200);
    expect((await bytes(on, item.thumbnailUrl)).status).toBe(200);
  }
});
