// Runs after `npm install` / `npm ci`: generates the Prisma client and assembles the self-hosted
// background-removal model and ONNX runtime. Both work offline.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// `prisma generate` needs no schema engine, but Prisma still tries to download one first, which fails
// without network. Pointing it at /bin/false skips that download; an explicit setting wins.
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/false" };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npx", ["prisma", "generate"]);
if (existsSync("scripts/assemble-bg-removal-assets.mjs")) run("node", ["scripts/assemble-bg-removal-assets.mjs"]);
