import "server-only";

import { imageNotFound, toErrorResponse } from "@/lib/errors";
import { createHash } from "node:crypto";
import { getStorage } from "./index";
import { isValidKey } from "./keys";
import { cacheControlForKey, isPrivateKey } from "./public-url";
import type { ByteRange } from "./types";

/**
 * Answers GET /uploads/<key> from whichever store is configured, so every driver serves the same
 * URLs with the same headers: a year of immutable caching (keys are never reused), an ETag and
 * Last-Modified for conditional GET (304), and single byte ranges (206 / 416). The body streams
 * from the store; nothing is held whole in memory. CORP same-origin lets the cross-origin-isolated
 * upload pages (COEP, see DESIGN.md) show the files.
 */
export async function serveStoredFile(
  req: Request,
  key: string,
  options: { allowPrivate?: boolean } = {},
): Promise<Response> {
  try {
    // A draft share image is its owner's alone (GET /api/shares/{token}/image), never public.
    if (!isValidKey(key) || (isPrivateKey(key) && !options.allowPrivate)) return missing();
    const storage = getStorage();
    const stored = await storage.get(key);
    if (!stored) return missing();
    const etag = etagFor(key);
    const headers = new Headers({
      "Content-Type": stored.contentType,
      "Cache-Control": cacheControlForKey(key),
      ETag: etag,
      "Accept-Ranges": "bytes",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    if (stored.lastModified) headers.set("Last-Modified", stored.lastModified.toUTCString());

    if (notModified(req.headers, etag, stored.lastModified)) {
      await stored.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    const range = rangeFor(req.headers, stored.size, etag, stored.lastModified);
    if (range === "unsatisfiable") {
      await stored.body.cancel();
      headers.set("Content-Range", `bytes */${stored.size}`);
      return new Response(null, { status: 416, headers });
    }
    if (range) {
      // The open stream holds the whole file; a ranged read asks the store for the part alone.
      await stored.body.cancel();
      const part = await storage.get(key, { range });
      if (!part) return missing();
      headers.set("Content-Range", `bytes ${range.start}-${range.end}/${stored.size}`);
      headers.set("Content-Length", String(range.end - range.start + 1));
      return new Response(part.body, { status: 206, headers });
    }
    headers.set("Content-Length", String(stored.size));
    return new Response(stored.body, { headers });
  } catch (error) {
    const response = toErrorResponse(error);
    response.headers.set("Cache-Control", "no-store");
    return response;
  }
}

function missing(): Response {
  const response = toErrorResponse(imageNotFound());
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** A key's bytes never change, so the key alone names the version: same ETag on every instance and driver. */
function etagFor(key: string): string {
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

function notModified(headers: Headers, etag: string, lastModified: Date | undefined): boolean {
  const ifNoneMatch = headers.get("if-none-match");
  // RFC 9110 13.1.2: If-None-Match wins over If-Modified-Since, with weak comparison.
  if (ifNoneMatch !== null)
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === etag);
  const since = Date.parse(headers.get("if-modified-since") ?? "");
  return (
    lastModified !== undefined && !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
  );
}

/**
 * One `bytes=` range resolved against the size, "unsatisfiable", or null (serve the whole file:
 * no Range, several ranges, a malformed one, or an If-Range that no longer matches).
 */
export function rangeFor(
  headers: Headers,
  size: number,
  etag: string,
  lastModified: Date | undefined,
): ByteRange | "unsatisfiable" | null {
  const header = headers.get("range");
  if (!header) return null;
  const ifRange = headers.get("if-range");
  if (ifRange !== null) {
    const date = Date.parse(ifRange);
    const matches =
      ifRange.trim() === etag ||
      (!Number.isNaN(date) && lastModified !== undefined && Math.floor(lastModified.getTime() / 1000) * 1000 <= date);
    if (!matches) return null;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
