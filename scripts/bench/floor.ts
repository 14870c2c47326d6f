/**
 * The framework floor: an empty Next app (a root layout and a page with one `<h1>`) built from this
 * project's `node_modules` with Turbopack, so the page-weight and Lighthouse benches read every page
 * next to what Next and React cost by themselves, measured in the same run on the same machine (issue 31).
 * It is built once per bench run in a fresh temporary folder, which is removed when the run exits.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertPortFree, stopProcessGroup, waitForFirstByte } from "./server";

export const FLOOR_FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "floor", private: true }),
  // A Turbopack root inside this repo would make Next pick up the project's instrumentation.ts; the
  // root must still hold the project's node_modules, which the symlink points into.
  "next.config.mjs": `export default { turbopack: { root: "/" } };\n`,
  // The title, lang, <main> and icon only keep Lighthouse's SEO, accessibility and best-practices audits
  // (a 404 for /favicon.ico is a console error) from reading the floor as flawed; they add no script.
  "app/icon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n`,
  "app/layout.tsx": `export const metadata = { title: "floor", description: "An empty Next app." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>floor</h1>
    </main>
  );
}
`,
};

const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/**
 * Builds a Next app from `files` (the floor's files with these replacing or adding some) in a fresh
 * temporary folder, removed when the run exits; answers the folder.
 */
export async function buildFloorVariant(files: Record<string, string> = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "stylematch-floor-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  for (const [file, text] of Object.entries({ ...FLOOR_FILES, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const next = spawn("node_modules/.bin/next", ["build"], { cwd: dir, env: ENV, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  next.stdout.on("data", (chunk) => (output += chunk));
  next.stderr.on("data", (chunk) => (output += chunk));
  const status = await new Promise((resolve) => next.once("close", resolve));
  if (status !== 0) throw new Error(`the floor app's next build failed:\n${output}`);
  return dir;
}

let floor: Promise<string> | undefined;

export type FloorServer = { baseUrl: string; stop(): Promise<void> };

/** `next start` of the floor app (built on first use), or of a variant's folder, on `port`. */
export async function startFloorServer(port: number, dir?: string): Promise<FloorServer> {
  const cwd = dir ?? (await (floor ??= buildFloorVariant()));
  await assertPortFree(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn("node_modules/.bin/next", ["start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd,
    env: ENV,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  try {
    await waitForFirstByte(`${baseUrl}/`, child, () => output, performance.now());
  } catch (error) {
    await stopProcessGroup(child);
    throw error;
  }
  return { baseUrl, stop: () => stopProcessGroup(child) };
}
