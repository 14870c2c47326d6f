/**
 * Server modules import "server-only", which throws outside the react-server condition, so bench
 * sections that call them measure in a child process started with that condition. The parent calls
 * `measureInChild(import.meta.url, env)`; the module ends with `runAsMeasureChild(import.meta.url, measure)`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { OverBudget } from "./over-budget";

export type Figures = Record<string, string | number>;

const MEASURE_FLAG = "--measure";

/**
 * `reactServer: false` runs the child without the react-server condition, "server-only" resolved to
 * its empty module (./server-only-resolve.mjs): for code that loads next-auth.
 */
export async function measureInChild(
  moduleUrl: string,
  env: Record<string, string> = {},
  { reactServer = true } = {},
): Promise<Figures> {
  const file = fileURLToPath(moduleUrl);
  const loading = reactServer
    ? ["--conditions=react-server", "--import", "tsx"]
    : ["--import", "tsx", "--import", fileURLToPath(new URL("./server-only-resolve.mjs", import.meta.url))];
  const child = spawn(process.execPath, [...loading, file, MEASURE_FLAG], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const line = output.trim().split("\n").at(-1) ?? "";
  if (code !== 0 || !line.startsWith("{"))
    throw new Error(`bench worker ${file} failed (exit ${code}): ${output.slice(-500)}`);
  return JSON.parse(line) as Figures;
}

/** When this module is the child `measureInChild` started: measure, print one JSON line, exit. */
export function runAsMeasureChild(moduleUrl: string, measure: () => Promise<Figures>): void {
  if (!process.argv.includes(MEASURE_FLAG) || process.argv[1] !== fileURLToPath(moduleUrl)) return;
  measure().then(
    (figures) => {
      console.log(JSON.stringify(figures));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** The figure a measuring child sets when a goal was missed: the parent fails the section with it. */
export const FAILED_KEY = "__failed";

/**
 * `measureInChild` on a fresh embedded database (PGlite in a temporary DATA_DIR, local storage, no AI
 * keys, no closet cap), removed afterwards. A child that reports FAILED_KEY fails the section with
 * its figures printed.
 */
export async function measureOnFreshDatabase(
  moduleUrl: string,
  name: string,
  env: Record<string, string> = {},
  options: { reactServer?: boolean } = {},
): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `stylematch-bench-${name}-`));
  try {
    const { [FAILED_KEY]: failed, ...figures } = await measureInChild(
      moduleUrl,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        ANTHROPIC_API_KEY: "",
        OPENAI_API_KEY: "",
        STORAGE_DRIVER: "local",
        CLOSET_MAX_ITEMS: "100000",
        APP_URL: "",
        ...env,
      },
      options,
    );
    if (failed) throw new OverBudget(String(failed), figures);
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A seeded generator: every run of a bench builds the same data. */
export function seededRandom(seed: number) {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) >> 8) / 0x800000;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return { random, pick };
}
