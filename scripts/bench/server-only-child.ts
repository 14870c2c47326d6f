/**
 * Server modules import "server-only", which throws outside the react-server condition, so bench
 * sections that call them measure in a child process started with that condition. The parent calls
 * `measureInChild(import.meta.url, env)`; the module ends with `runAsMeasureChild(import.meta.url, measure)`.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export type Figures = Record<string, string | number>;

const MEASURE_FLAG = "--measure";

export async function measureInChild(moduleUrl: string, env: Record<string, string> = {}): Promise<Figures> {
  const file = fileURLToPath(moduleUrl);
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", file, MEASURE_FLAG], {
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
