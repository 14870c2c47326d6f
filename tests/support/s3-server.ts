import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials: it checks request signatures against these. */
export const S3RVER_KEY = { id: "S3RVER", secret: "S3RVER" };

export type S3TestServer = { port: number; url: string; bucket: string; stop(): Promise<void> };

/** s3rver (npm) on a loopback port, files in a fresh temp folder, one bucket ready. */
export async function startS3Server(options: { port?: number; bucket?: string } = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "stylematch-s3rver-"));
  const bucket = options.bucket ?? "stylematch-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      await server.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestProcess = S3TestServer & {
  /** SIGSTOP: connections are still accepted (by the kernel), nothing is answered. */
  pause(): void;
  /** SIGCONT: answers again, including what waited. */
  resume(): void;
};

/**
 * s3rver in a child process (tests/support/s3-server-child.ts), for the tests of a store that hangs:
 * `pause()` stops the process, `stop()` ends it (connections refused from then on).
 */
export async function startS3ServerProcess(options: { port?: number; bucket?: string } = {}): Promise<S3TestProcess> {
  const directory = mkdtempSync(path.join(tmpdir(), "stylematch-s3rver-"));
  const bucket = options.bucket ?? "stylematch-test";
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "s3-server-child.ts"),
      String(options.port ?? 0),
      directory,
      bucket,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    bucket,
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGCONT");
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The app's settings for that server (through `endpoint`, e.g. a fault proxy in front of it). */
export function s3Env(server: S3TestServer, endpoint = server.url): Record<string, string> {
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_BUCKET: server.bucket,
    S3_ACCESS_KEY_ID: S3RVER_KEY.id,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY.secret,
    S3_FORCE_PATH_STYLE: "true",
  };
}
