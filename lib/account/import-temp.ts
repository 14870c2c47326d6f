import "server-only";

import { lstat, mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** The name every folder a restore receives its archive into starts with (mkdtemp adds 6 characters). */
export const IMPORT_DIR_PREFIX = "stylematch-import-";
const OWN_NAME = /^stylematch-import-[A-Za-z0-9]{6}$/;
/**
 * A folder untouched this long is left over from a restore that never finished (the process was
 * killed): a restore in progress touches its folder every IMPORT_DIR_TOUCH_MS, here or in another
 * process sharing the temporary folder.
 */
export const IMPORT_DIR_MAX_AGE_MS = 60 * 60_000;
const IMPORT_DIR_TOUCH_MS = 5 * 60_000;

type State = { active: Set<string>; timer?: ReturnType<typeof setInterval> };
// On globalThis: the request gate has its own module copies, and one process has one temporary folder.
const holder = globalThis as unknown as { __stylematchImportDirs?: State };
const state = (holder.__stylematchImportDirs ??= { active: new Set() });

/** A new folder for one restore's archive; `remove` deletes it and everything in it. */
export async function makeImportDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), IMPORT_DIR_PREFIX));
  state.active.add(dir);
  state.timer ??= setInterval(touchActive, IMPORT_DIR_TOUCH_MS).unref();
  const remove = async () => {
    state.active.delete(dir);
    if (state.active.size === 0 && state.timer) {
      clearInterval(state.timer);
      state.timer = undefined;
    }
    await rm(dir, { recursive: true, force: true });
  };
  return { dir, remove };
}

function touchActive() {
  const now = new Date();
  for (const dir of state.active) void utimes(dir, now, now).catch(() => undefined);
}

/**
 * Removes the folders restores left behind: only folders named as makeImportDir names them, not in
 * use by this process and untouched for IMPORT_DIR_MAX_AGE_MS. Run at start-up (instrumentation.ts)
 * and by the periodic sweep (lib/guests/cleanup.ts). Never throws; answers how many it removed.
 */
export async function sweepImportDirs(options: { root?: string; now?: number } = {}): Promise<number> {
  const root = options.root ?? tmpdir();
  const cutoff = (options.now ?? Date.now()) - IMPORT_DIR_MAX_AGE_MS;
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const dir = path.join(root, name);
    if (!OWN_NAME.test(name) || state.active.has(dir)) continue;
    try {
      const stats = await lstat(dir);
      if (!stats.isDirectory() || stats.mtimeMs >= cutoff) continue;
      await rm(dir, { recursive: true, force: true });
      removed += 1;
    } catch (error) {
      console.error(`[stylematch] could not remove the stale import folder ${dir}`, error);
    }
  }
  return removed;
}
