/**
 * Session figures (the sessions issue): the CPU cost of one session read (lib/auth/session-token,
 * beside Auth.js's own `decode` for comparison), and the throughput of GET /api/user (a session
 * read plus its revocation check) as a share of GET /api/health's (one query, no session), both
 * measured in one run against the same production server. Target: ≥ 80 %.
 */
import { signUp, startBenchServer } from "./server";
import { type Figures, measureInChild, runAsMeasureChild } from "./server-only-child";

const READS = 20_000;
const AUTHJS_READS = 2_000;
const CONCURRENCY = 20;
const REQUESTS = 1_500;
const ROUNDS = 3;

/** Microseconds of CPU (user + system) per call of `read`, over `count` calls. */
async function cpuMicrosPerCall(count: number, read: () => unknown): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) await read();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

async function measure(): Promise<Figures> {
  const { mintSessionToken, readSessionToken, SESSION_COOKIE } = await import("@/lib/auth/session-token");
  const { decode } = await import("@auth/core/jwt");
  const secret = "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
  const now = Math.floor(Date.now() / 1000);
  const token = await mintSessionToken(
    { uid: 1, sv: 0, authTime: now },
    { secret, secure: false, expiresAt: now + 3600, now },
  );
  const options = { secret, cookieName: SESSION_COOKIE };
  if (!readSessionToken(token, options)) throw new Error("the minted token does not read back");
  await cpuMicrosPerCall(500, () => readSessionToken(token, options)); // warm-up (and the one key derivation)
  const ours = await cpuMicrosPerCall(READS, () => readSessionToken(token, options));
  const authjs = await cpuMicrosPerCall(AUTHJS_READS, () => decode({ token, secret, salt: SESSION_COOKIE }));
  return {
    "CPU per session read (token check and decrypt, key derived once), µs (target well under 1000)":
      Math.round(ours * 10) / 10,
    "for comparison, Auth.js's decode (derives the key on every call), µs": Math.round(authjs * 10) / 10,
  };
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
  const figures = await measureInChild(import.meta.url);
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
