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
