import "server-only";

import { env } from "@/lib/config/env";
import { SITE_MODES, type SiteMode } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { AppError, siteModeUnknown } from "@/lib/errors";
import { errorLogLine, logError } from "@/lib/log";
import { SITE_MESSAGES } from "@/lib/messages/site";

/**
 * The site mode lives in the database (row id 1 of site_settings) so every instance agrees; each
 * process caches it for at most CACHE_MS so the request gate does not query on every request.
 * The cache sits on globalThis because the request gate runs with its own module copies.
 */
export const SITE_MODE_CACHE_MS = 5000;
const DEFAULT_MODE: SiteMode = "app";

type Cache = { mode: SiteMode; readAt: number };
const store = globalThis as unknown as {
  __stylematchSiteMode?: Cache;
  __stylematchSiteModeLoading?: Promise<SiteMode>;
  /** Bumped by every write, so a read that started before a write cannot overwrite its result. */
  __stylematchSiteModeGeneration?: number;
};

export function isSiteMode(value: unknown): value is SiteMode {
  return typeof value === "string" && (SITE_MODES as readonly string[]).includes(value);
}

/**
 * The current mode; "app" when the row is absent (SPEC §3). `fresh` skips the cache (the admin
 * panel shows what the database says, not what this process last saw).
 */
export async function getSiteMode(options: { fresh?: boolean } = {}): Promise<SiteMode> {
  const cached = store.__stylematchSiteMode;
  if (!options.fresh && cached && Date.now() - cached.readAt < SITE_MODE_CACHE_MS) return cached.mode;
  // One read in flight per process, however many requests arrive while the cache is stale.
  store.__stylematchSiteModeLoading ??= readMode().finally(() => {
    store.__stylematchSiteModeLoading = undefined;
  });
  return store.__stylematchSiteModeLoading;
}

/**
 * The mode as the request gate and the route wrapper apply it. It fails closed: when the database
 * cannot be read, the last known mode is served, but a process that has never read it (a cold start)
 * cannot know whether the site is open, so it throws `siteModeUnknown()` (503 "starting up"), which
 * the API answers and the gate turns into the starting-up page. Serving the app then would open a
 * site that is meant to be closed.
 */
export async function siteModeForRequests(): Promise<SiteMode> {
  return getSiteMode();
}

/** The 503 every app API answers in coming-soon mode (the gate and the route wrapper both use it). */
export function comingSoonRefusal(): AppError {
  return new AppError(503, "coming_soon", SITE_MESSAGES.comingSoonApi(env().PRODUCT_NAME), { "Retry-After": "60" });
}

export async function setSiteMode(mode: SiteMode): Promise<SiteMode> {
  const db = await getDb();
  const row = await db.siteSetting.upsert({ where: { id: 1 }, create: { id: 1, mode }, update: { mode } });
  const saved = isSiteMode(row.mode) ? row.mode : DEFAULT_MODE;
  store.__stylematchSiteModeGeneration = (store.__stylematchSiteModeGeneration ?? 0) + 1;
  store.__stylematchSiteMode = { mode: saved, readAt: Date.now() };
  return saved;
}

/** Tests switch the mode behind the cache's back; this forgets this process's copy. */
export function resetSiteModeCacheForTests(): void {
  delete store.__stylematchSiteMode;
  delete store.__stylematchSiteModeLoading;
}

/**
 * Every page and API call waits on this read when the cache is stale: a stuck database (a lock on
 * site_settings, a saturated pool) must not hang them all, so it gives up after this long and the
 * last known mode is served.
 */
export const SITE_MODE_READ_TIMEOUT_MS = 1_500;
/**
 * With no last known mode (a fresh process) there is nothing to fall back on but "starting up", and
 * the first query of a cold process can take a few seconds by itself: the first read waits longer.
 */
export const SITE_MODE_FIRST_READ_TIMEOUT_MS = 5_000;

async function readMode(): Promise<SiteMode> {
  const generation = store.__stylematchSiteModeGeneration ?? 0;
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = await getDb();
    const limitMs = store.__stylematchSiteMode ? SITE_MODE_READ_TIMEOUT_MS : SITE_MODE_FIRST_READ_TIMEOUT_MS;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the site mode read took over ${limitMs} ms`)), limitMs);
    });
    const row = await Promise.race([db.siteSetting.findUnique({ where: { id: 1 }, select: { mode: true } }), timeout]);
    const mode = row && isSiteMode(row.mode) ? row.mode : DEFAULT_MODE;
    if (generation !== (store.__stylematchSiteModeGeneration ?? 0)) return store.__stylematchSiteMode?.mode ?? mode;
    store.__stylematchSiteMode = { mode, readAt: Date.now() };
    return mode;
  } catch (error) {
    // A database hiccup should not flip the site: keep serving the last known mode if there is one.
    const last = store.__stylematchSiteMode;
    if (last) {
      console.error("[stylematch] could not re-read the site mode; keeping the last known one", error);
      // Serve it for another cache period rather than make every request wait out the timeout again.
      store.__stylematchSiteMode = { mode: last.mode, readAt: Date.now() };
      return last.mode;
    }
    logError(errorLogLine("warn", "could not read the site mode on a fresh start; answering 'starting up'", error));
    throw siteModeUnknown();
  } finally {
    clearTimeout(timer);
  }
}
