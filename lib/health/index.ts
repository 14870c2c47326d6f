import "server-only";

import { env, type Env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { firstLine } from "@/lib/db/startup-errors";
import { imageQueueDepth, type ImageQueueDepth } from "@/lib/images";
import { checkStorage } from "@/lib/storage";

export type Reachability = "ok" | "unreachable";
type Reachable = { status: "ok" | "degraded"; database: Reachability; storage: Reachability };
/**
 * What GET /api/health answers: reachability, and this instance's image queue (a burst of uploads
 * shows as `waiting` near `maxWaiting` before uploads answer 503), never a setting, a host name, a
 * secret or a version. A full queue is load, not ill health: it does not make the status degraded,
 * so a load balancer keeps sending the instance the requests it can still serve.
 */
export type HealthReport = Reachable & { imageQueue: ImageQueueDepth };

// A load balancer marks an instance down after a few failed polls; a check that waits longer than
// this on a hung database or store would only make the poll itself time out.
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;
// Load balancers (often several, each polling every instance) must not turn into load on the
// database or on the store: one probe at a time per process, and its answer is reused this long.
export const HEALTH_CACHE_MS = 2_000;

type Entry = { settings: Env; report: Promise<Reachable>; settledAt?: number };
const cache = globalThis as unknown as { __stylematchHealth?: Entry };

/**
 * The database and the image store, each asked once (bounded), the answer shared for HEALTH_CACHE_MS;
 * the image queue read fresh at every call (it costs nothing and changes by the millisecond).
 */
export async function checkHealth(): Promise<HealthReport> {
  return { ...(await reachability()), imageQueue: imageQueueDepth() };
}

function reachability(): Promise<Reachable> {
  const settings = env();
  const cached = cache.__stylematchHealth;
  // Tests re-read the settings between cases; an answer about other settings is no answer.
  const fresh =
    cached?.settings === settings &&
    (cached.settledAt === undefined || Date.now() - cached.settledAt < HEALTH_CACHE_MS);
  if (cached && fresh) return cached.report;
  const entry: Entry = { settings, report: probe() };
  void entry.report.finally(() => (entry.settledAt = Date.now()));
  cache.__stylematchHealth = entry;
  return entry.report;
}

/** Forgets the cached answer (tests that take the database or the store away between checks). */
export function resetHealthForTests(): void {
  delete cache.__stylematchHealth;
}

async function probe(): Promise<Reachable> {
  const [database, storage] = await Promise.all([
    reachable("database", async () => {
      const db = await getDb();
      await db.$queryRaw`SELECT 1`;
    }),
    reachable("storage", checkStorage),
  ]);
  return { status: database === "ok" && storage === "ok" ? "ok" : "degraded", database, storage };
}

async function reachable(what: string, check: () => Promise<void>): Promise<Reachability> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
      HEALTH_CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return "ok";
  } catch (error) {
    // The operator's clue; the answer itself names no host or setting. Start-up and driver errors
    // name variables, never their values.
    console.warn(`[health] ${what} unreachable: ${firstLine(error)}`);
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}
