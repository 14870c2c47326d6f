import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback fake of the Vercel Blob API, as much of it as @vercel/blob's put, head and del use
 * (the SDK sends them to VERCEL_BLOB_API_URL), plus the public blob URLs it hands out, which serve
 * the bytes with single-range support. Requests without the expected bearer token answer 403
 * `forbidden`, as the real API does. Blobs live in memory.
 */
export const FAKE_BLOB_TOKEN = "vercel_blob_rw_fakestore_0123456789abcdef";

type Blob = { bytes: Buffer; contentType: string; uploadedAt: Date };
/**
 * How the fake fails, for the tests of a store that hangs: `none` answers; `answers` reads every
 * request and never answers it (a stuck store); `body` answers blob downloads with their headers
 * and the first half of the bytes, then sends nothing more (a store that stalls mid-body).
 */
export type BlobStall = "none" | "answers" | "body";
export type FakeBlobServer = {
  url: string;
  port: number;
  blobs: Map<string, Blob>;
  stall: BlobStall;
  stop(): Promise<void>;
};

export async function startFakeBlobServer(options: { token?: string } = {}): Promise<FakeBlobServer> {
  const token = options.token ?? FAKE_BLOB_TOKEN;
  const blobs = new Map<string, Blob>();

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: string, message: string) =>
    json(res, status, { error: { code, message } });
  // URLs name the host the request came through, so a relay in front (tests/support/fault-proxy.ts) stays in the path.
  const describe = (base: string, pathname: string, blob: Blob) => ({
    url: `${base}/blobs/${pathname}`,
    downloadUrl: `${base}/blobs/${pathname}?download=1`,
    pathname,
    size: blob.bytes.length,
    contentType: blob.contentType,
    contentDisposition: `inline; filename="${pathname.split("/").pop()}"`,
    cacheControl: "public, max-age=31536000",
    uploadedAt: blob.uploadedAt.toISOString(),
    etag: `"${blob.bytes.length}-${blob.uploadedAt.getTime()}"`,
  });
  const pathnameOf = (urlOrPathname: string) =>
    urlOrPathname.startsWith("http") ? new URL(urlOrPathname).pathname.replace(/^\/blobs\//, "") : urlOrPathname;

  const server = http.createServer(async (req, res) => {
    const base = `http://${req.headers.host}`;
    const url = new URL(req.url ?? "/", base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (fake.stall === "answers") return; // held open until the client gives up or stop() cuts it

    if (url.pathname.startsWith("/blobs/"))
      return serveBlob(req, res, blobs.get(decodeURIComponent(url.pathname.slice("/blobs/".length))), fake.stall);
    if (req.headers.authorization !== `Bearer ${token}`)
      return error(res, 403, "forbidden", "Access denied, please provide a valid token for this resource.");

    if (req.method === "PUT" && url.pathname === "/" && url.searchParams.has("pathname")) {
      const pathname = url.searchParams.get("pathname")!;
      if (blobs.has(pathname) && req.headers["x-allow-overwrite"] !== "1")
        return error(res, 400, "bad_request", "This blob already exists");
      const blob = {
        bytes: body,
        contentType: String(req.headers["x-content-type"] ?? "application/octet-stream"),
        uploadedAt: new Date(),
      };
      blobs.set(pathname, blob);
      const { url: blobUrl, downloadUrl, contentType, contentDisposition, etag } = describe(base, pathname, blob);
      return json(res, 200, { url: blobUrl, downloadUrl, pathname, contentType, contentDisposition, etag });
    }
    if (req.method === "GET" && url.pathname === "/" && url.searchParams.has("url")) {
      const pathname = pathnameOf(url.searchParams.get("url")!);
      const blob = blobs.get(pathname);
      return blob
        ? json(res, 200, describe(base, pathname, blob))
        : error(res, 404, "not_found", "The requested blob does not exist");
    }
    if (req.method === "POST" && url.pathname === "/delete") {
      const { urls } = JSON.parse(body.toString("utf8")) as { urls: string[] };
      for (const target of urls) blobs.delete(pathnameOf(target));
      return json(res, 200, {});
    }
    return error(res, 400, "bad_request", `the fake does not know ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const fake: FakeBlobServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    blobs,
    stall: "none",
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function serveBlob(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  blob: Blob | undefined,
  stall: BlobStall,
): void {
  if (!blob) return void res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
  const headers = {
    "content-type": blob.contentType,
    "last-modified": blob.uploadedAt.toUTCString(),
    "accept-ranges": "bytes",
  };
  if (match) {
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), blob.bytes.length - 1);
    res.writeHead(206, {
      ...headers,
      "content-range": `bytes ${start}-${end}/${blob.bytes.length}`,
      "content-length": end - start + 1,
    });
    return void res.end(blob.bytes.subarray(start, end + 1));
  }
  res.writeHead(200, { ...headers, "content-length": blob.bytes.length });
  if (stall === "body") return void res.write(blob.bytes.subarray(0, blob.bytes.length >> 1));
  res.end(blob.bytes);
}

/** The app's settings for that fake (through `apiUrl`, e.g. a fault proxy in front of it). */
export function blobEnv(server: FakeBlobServer, apiUrl = server.url): Record<string, string> {
  return {
    STORAGE_DRIVER: "vercel-blob",
    BLOB_READ_WRITE_TOKEN: FAKE_BLOB_TOKEN,
    VERCEL_BLOB_API_URL: apiUrl,
    VERCEL_BLOB_RETRIES: "1",
  };
}
