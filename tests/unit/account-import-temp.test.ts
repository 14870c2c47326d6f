/**
 * The folders a restore receives its archive into (issue #40): one a killed process left behind is
 * removed at start-up and by the periodic sweep once it is an hour old; nothing else in the
 * temporary folder is touched, nor a folder a restore of this process is still using.
 */
import { IMPORT_DIR_MAX_AGE_MS, IMPORT_DIR_PREFIX, makeImportDir, sweepImportDirs } from "@/lib/account/import-temp";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const roots: string[] = [];
const newRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), "import-temp-test-"));
  roots.push(root);
  return root;
};
const age = (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(file, then, then);
};
const OLD = IMPORT_DIR_MAX_AGE_MS + 60_000;

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  vi.doUnmock("@/lib/account/import-temp");
  vi.resetModules();
});

describe("sweepImportDirs", () => {
  it("removes a restore's folder untouched for an hour, and keeps a fresh one and everything not its own", async () => {
    const root = newRoot();
    const stale = mkdtempSync(path.join(root, IMPORT_DIR_PREFIX));
    writeFileSync(path.join(stale, "archive.zip"), "half an upload");
    age(stale, OLD);
    const fresh = mkdtempSync(path.join(root, IMPORT_DIR_PREFIX));
    const other = path.join(root, "stylematch-it-abcdef");
    mkdirSync(other);
    age(other, OLD);
    const longer = path.join(root, `${IMPORT_DIR_PREFIX}abcdef-mine`);
    mkdirSync(longer);
    age(longer, OLD);
    const file = path.join(root, `${IMPORT_DIR_PREFIX}fileAB`);
    writeFileSync(file, "not a folder");
    age(file, OLD);
    const target = newRoot();
    const link = path.join(root, `${IMPORT_DIR_PREFIX}linkAB`);
    symlinkSync(target, link);

    expect(await sweepImportDirs({ root })).toBe(1);
    expect(existsSync(stale)).toBe(false);
    for (const kept of [fresh, other, longer, file, link, target]) expect(existsSync(kept)).toBe(true);
  });

  it("keeps the folder of a restore still running in this process, however old, until it is done", async () => {
    const { dir, remove } = await makeImportDir();
    try {
      age(dir, OLD);
      await sweepImportDirs({ root: path.dirname(dir) });
      expect(existsSync(dir)).toBe(true);
    } finally {
      await remove();
    }
    expect(existsSync(dir)).toBe(false);
  });

  it("answers 0 for a temporary folder that cannot be read", async () => {
    expect(await sweepImportDirs({ root: path.join(newRoot(), "gone") })).toBe(0);
  });
});

describe("server start-up", () => {
  it("sweeps the folders restores left behind", async () => {
    const sweep = vi.fn(async () => 0);
    vi.doMock("@/lib/account/import-temp", () => ({ sweepImportDirs: sweep }));
    vi.doMock("@/lib/http/peer-address", () => ({ installPeerAddressHook: () => undefined }));
    vi.doMock("@/lib/db/startup", () => ({ startDatabaseOrExit: async () => undefined }));
    vi.doMock("@/lib/admin/password", () => ({ announceAdminPassword: () => undefined }));
    vi.doMock("@/lib/mail", () => ({ kickMailSender: async () => undefined }));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    try {
      const { register } = await import("@/instrumentation");
      await register();
      expect(sweep).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllEnvs();
      for (const name of ["@/lib/http/peer-address", "@/lib/db/startup", "@/lib/admin/password", "@/lib/mail"])
        vi.doUnmock(name);
    }
  });
});
