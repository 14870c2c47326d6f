/**
 * Deployment figures (issue 14), on the machine's Postgres (a fresh database; TEST_DATABASE_URL's
 * server, else postgres://postgres@127.0.0.1:5432) and s3rver as the S3-compatible store:
 * requests per second and p95 of GET /api/closet?limit=20 over a 200-item closet with one instance
 * and with two (requests alternating between them, as a round-robin load balancer would), then the
 * server time of an upload with the s3 driver beside the local one. Two instances on this 2-core
 * machine share its CPUs, so the second figure shows what a second instance costs and whether
 * anything serialises across instances, not what a second machine would add.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { phonePhoto } from "./closet";
import { type BenchServer, signUp, startBenchServer } from "./server";
import { s3Env, startS3Server } from "../../tests/support/s3-server";

const ITEMS = 200;
const CONCURRENCY = 20;
const REQUESTS = 800;
const UPLOAD_RUNS = 7;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
const ms = (value: number) => Math.round(value * 10) / 10;

async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  admin.pathname = "/postgres";
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `stylematch_bench_${randomBytes(5).toString("hex")}`;
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function upload(base: string, cookie: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.set("category", "tops");
  form.set("image", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  const started = performance.now();
  const response = await fetch(`${base}/api/closet`, { method: "POST", headers: { cookie }, body: form });
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return elapsed;
}

/** `total` GETs of `path`, `concurrency` in flight, spread round-robin over the servers. */
async function load(
  servers: BenchServer[],
  path: string,
  cookie: string,
  total: number,
): Promise<{ rps: number; p95: number; p50: number }> {
  const latencies: number[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < total) {
      const server = servers[issued++ % servers.length]!;
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    rps: Math.round(total / seconds),
    p95: ms(percentile(latencies, 0.95)),
    p50: ms(percentile(latencies, 0.5)),
  };
}

async function medianUpload(server: BenchServer, cookie: string, photo: Buffer): Promise<number> {
  await upload(server.baseUrl, cookie, photo); // warm-up: sharp and the store's connection
  const runs: number[] = [];
  for (let i = 0; i < UPLOAD_RUNS; i++) runs.push(await upload(server.baseUrl, cookie, photo));
  return ms(percentile(runs, 0.5));
}

export async function benchDeploy(
  port = Number(process.env.BENCH_DEPLOY_PORT ?? 5320),
): Promise<Record<string, string | number>> {
  const database = await freshDatabase();
  const s3 = await startS3Server();
  const shared = {
    DATABASE_URL: database.url,
    AUTH_SECRET: "bench-deploy-auth-secret-shared-by-instances",
    CLOSET_UPLOADS_PER_HOUR: "100000",
  };
  const started: BenchServer[] = [];
  try {
    const a = await startBenchServer(port, { ...shared, ...s3Env(s3) });
    started.push(a);
    const cookie = await signUp(a.baseUrl, "deploybench");
    const small = await sharp({ create: { width: 320, height: 400, channels: 3, background: "#7c2d12" } })
      .jpeg()
      .toBuffer();
    for (let have = 0; have < ITEMS; have += 4)
      await Promise.all(Array.from({ length: 4 }, () => upload(a.baseUrl, cookie, small)));

    const page = "/api/closet?limit=20";
    await load([a], page, cookie, 100); // warm-up
    const one = await load([a], page, cookie, REQUESTS);
    const b = await startBenchServer(port + 1, { ...shared, ...s3Env(s3) });
    started.push(b);
    await load([b], page, cookie, 100); // warm-up
    const two = await load([a, b], page, cookie, REQUESTS);
    await b.stop();
    started.pop();

    const photo = await phonePhoto();
    const s3Upload = await medianUpload(a, cookie, photo);
    await a.stop();
    started.pop();
    const local = await startBenchServer(port + 2, { ...shared, STORAGE_DRIVER: "local" });
    started.push(local);
    const localUpload = await medianUpload(local, cookie, photo);

    return {
      [`GET ${page} over ${ITEMS} items on Postgres, ${CONCURRENCY} concurrent, one instance: req/s, p50 / p95 ms`]: `${one.rps}, ${one.p50} / ${one.p95}`,
      [`the same, two instances on this machine (round-robin): req/s, p50 / p95 ms`]: `${two.rps}, ${two.p50} / ${two.p95}`,
      [`server time per upload of a 4032x3024 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), median of ${UPLOAD_RUNS}: s3 (s3rver) / local, ms`]: `${s3Upload} / ${localUpload}`,
    };
  } finally {
    for (const server of started.reverse()) await server.stop();
    await s3.stop();
    await database.drop();
  }
}
