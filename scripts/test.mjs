// `npm test`: the whole suite, printing each step's duration. Each step starts once the steps it
// waits for have passed: the type-check beside lint first (they gate the rest), then vitest beside
// the production build (which skips its own type-check: the first step did it), then Playwright
// against that build. Vitest and the build fill both cores; started beside the type-check and lint,
// the build only slowed them (lint 74 s against 51 s) and vitest began later, with no gain
// (2026-11-30); vitest beside Playwright was slower than in turn (README "Tests"). Output lines are
// prefixed by the step's name; the first failure stops the run (every step still running is ended)
// and exits non-zero.
import { spawn } from "node:child_process";

const steps = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "vitest", command: "npx vitest run", after: ["typecheck", "lint"] },
  { name: "build", command: "npm run build", env: { BUILD_SKIP_TYPECHECK: "1" }, after: ["typecheck", "lint"] },
  { name: "e2e", command: "npx playwright test", after: ["build", "vitest"] },
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const timings = [];
const running = new Set();

function run({ name, command, env }) {
  const started = performance.now();
  // Its own process group, so ending a step ends everything it started (npm, next, the browsers).
  const child = spawn(command, { shell: true, detached: true, env: { ...process.env, ...env } });
  running.add(child);
  const prefix = (stream, out) => {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
    stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve, reject) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      timings.push({ name, seconds: seconds(started), ok: code === 0 });
      console.log(
        `[${name}] ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${seconds(started)} s`,
      );
      if (code === 0) resolve();
      else reject(new Error(`${name} failed`));
    }),
  );
}

function summary(total) {
  console.log("\nstep durations:");
  for (const { name, seconds: s, ok } of timings)
    console.log(`  ${name.padEnd(10)} ${s.padStart(7)} s${ok ? "" : "  (failed)"}`);
  console.log(`  ${"total".padEnd(10)} ${seconds(total).padStart(7)} s`);
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

/** Runs every step once the steps it waits for have passed; rejects with the first failure. */
function runAll() {
  const runs = new Map();
  const schedule = (step) => {
    if (!runs.has(step.name)) {
      const waits = (step.after ?? []).map((name) => schedule(steps.find((other) => other.name === name)));
      runs.set(
        step.name,
        Promise.all(waits).then(() => run(step)),
      );
    }
    return runs.get(step.name);
  };
  return Promise.all(steps.map(schedule));
}

const total = performance.now();
try {
  await runAll();
  summary(total);
} catch (error) {
  stopAll();
  summary(total);
  console.error(`\n${error.message}`);
  process.exit(1);
}
