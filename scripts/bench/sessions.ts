/**
 * Session figures (the sessions issue, and "Sign-in on next-auth"): the latency of one session read
 * as every request pays it (lib/auth/current-owner.ts readOwner: next-auth's auth(), its token
 * decrypted with a key derived once, and the session-version query), p50 and p95 over READS reads
 * on an embedded database, with its CPU; and the throughput of GET /api/user (a session read plus
 * its revocation check) as a share of GET /api/health's (one query, no session), both measured in
 * one run against the same production server. Targets: p95 <= 1 ms; >= 80 %.
 */
import { signUp, startBenchServer } from "./server";
import { FAILED_KEY, type Figures, measureOnFreshDatabase, runAsMeasureChild } from "./server-only-child";

const READS = 5_000;
const WARM_UP = 500;
const P95_BUDGET_MS = 1;
const CONCURRENCY = 20;
const REQUESTS = 1_500;
const ROUNDS = 3;

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const ms = (value: number) => Math.round(value * 1000) / 1000;

/** Milliseconds each of `count` calls of `run` took, sorted. */
async function latencies(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measure(): Promise<Figures> {
  const { readOwner } = await import("@/lib/auth/current-owner");
  const { startUserSession } = await import("@/lib/auth/session");
  const { findSessionUser } = await import("@/lib/auth/users");
  const { getDb } = await import("@/lib/db");
  const db = await getDb();
  const user = await db.user.create({
    data: {
      email: `sessions-${Date.now()}@bench.test`,
      username: `sessionsbench${Date.now()}`,
      password: "not-a-hash",
    },
    select: { id: true, email: true, username: true, sessionVersion: true },
  });
  const cookie = (await startUserSession(user, { secure: false })).map((value) => value.split(";")[0]).join("; ");
  const request = new Request("http://localhost:3000/api/user", { headers: { cookie } });
  const read = async () => {
    const { owner } = await readOwner(request);
    if (owner?.kind !== "user") throw new Error("the session does not read back");
  };
  await latencies(WARM_UP, read);
  const query = await latencies(READS, () => findSessionUser(user.id, user.sessionVersion));
  const cpu = process.cpuUsage();
  const times = await latencies(READS, read);
  const used = process.cpuUsage(cpu);
  const p95 = quantile(times, 0.95);
  const figures: Figures = {
    "session read (next-auth auth() + session-version query), p50 ms": ms(quantile(times, 0.5)),
    [`session read, p95 ms (target <= ${P95_BUDGET_MS})`]: ms(p95),
    "CPU per session read, µs": Math.round((used.user + used.system) / READS),
    "of which the session-version query alone, p50 / p95 ms": `${ms(quantile(query, 0.5))} / ${ms(quantile(query, 0.95))}`,
  };
  return p95 > P95_BUDGET_MS
    ? { ...figures, [FAILED_KEY]: `session read p95 ${p95.toFixed(3)} ms > ${P95_BUDGET_MS} ms` }
    : figures;
}

/** Requests per second over `total` GETs, `concurrency` in flight. */
async function throughput(url: string, cookie: string, total: number, concurrency: number): Promise<number> {
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < total) {
      issued++;
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchSessions(port = Number(process.env.BENCH_SESSIONS_PORT ?? 3910)): Promise<Figures> {
  const figures = await measureOnFreshDatabase(
    import.meta.url,
    "sessions",
    process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
    { reactServer: false },
  );
  const server = await startBenchServer(port);
  try {
    const base = server.baseUrl;
    const cookie = await signUp(base, "sessionbench");
    await throughput(`${base}/api/health`, "", 200, CONCURRENCY); // warm-up
    await throughput(`${base}/api/user`, cookie, 200, CONCURRENCY);
    // Alternating rounds, so a burst of load from elsewhere on the machine hits both alike.
    const health: number[] = [];
    const user: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      health.push(await throughput(`${base}/api/health`, "", REQUESTS, CONCURRENCY));
      user.push(await throughput(`${base}/api/user`, cookie, REQUESTS, CONCURRENCY));
    }
    const ratio = median(user) / median(health);
    return {
      ...figures,
      [`GET /api/health, ${CONCURRENCY} concurrent, median of ${ROUNDS} rounds, requests/s`]: Math.round(
        median(health),
      ),
      [`GET /api/user (signed in), same load, requests/s`]: Math.round(median(user)),
      "GET /api/user throughput as a share of GET /api/health's (target >= 80 %)": `${Math.round(ratio * 100)} %`,
    };
  } finally {
    await server.stop();
  }
}

runAsMeasureChild(import.meta.url, measure);
