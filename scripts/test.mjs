// `npm test`: the whole suite, in three phases that keep both cores busy, printing each step's
// duration. Phase 1 gates the rest (types and lint), phase 2 runs vitest while the production build
// is made (the build skips its own type-check: phase 1 already did it), phase 3 drives Chromium
// against that build. Steps in a phase run side by side with their output prefixed by the step's
// name; the first failure stops the run (a step still running is ended) and exits non-zero.
import { spawn } from "node:child_process";

const phases = [
  [
    { name: "typecheck", command: "npm run typecheck" },
    { name: "lint", command: "npm run lint" },
  ],
  [
    { name: "vitest", command: "npx vitest run" },
    { name: "build", command: "npm run build", env: { BUILD_SKIP_TYPECHECK: "1" } },
  ],
  [{ name: "e2e", command: "npx playwright test" }],
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

const total = performance.now();
try {
  for (const phase of phases) {
    const phaseStarted = performance.now();
    await Promise.all(phase.map(run));
    if (phase.length > 1)
      timings.push({
        name: `(${phase.map((step) => step.name).join(" + ")})`,
        seconds: seconds(phaseStarted),
        ok: true,
      });
  }
  summary(total);
} catch (error) {
  stopAll();
  summary(total);
  console.error(`\n${error.message}`);
  process.exit(1);
}
