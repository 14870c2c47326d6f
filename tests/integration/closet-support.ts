/**
 * Helpers for the closet integration tests: real sessions from the real guest and register route
 * handlers, requests to the closet handlers, and counting stored upload files.
 */
import { POST as postGuest } from "@/app/api/guest/route";
import { POST as postRegister } from "@/app/api/register/route";
import { dataDir } from "@/lib/env";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const BASE = "http://127.0.0.1:3000";

/** A Cookie header built from a response's Set-Cookie values (name=value pairs only). */
function cookieFrom(response: Response): string {
  const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (pairs.length === 0) throw new Error(`no session cookie (status ${response.status})`);
  return pairs.join("; ");
}

/** A fresh private guest, as "continue as guest" makes one; each from its own address (the guest limit is per address). */
export async function newGuest(): Promise<string> {
  const response = await postGuest(
    new Request(`${BASE}/api/guest`, { method: "POST", headers: { "x-forwarded-for": `it-${randomUUID()}` } }),
  );
  return cookieFrom(response);
}

/** A freshly registered, signed-in user; pass a guest cookie to register from guest mode. */
export async function newUser(fromGuestCookie?: string): Promise<string> {
  const name = `u${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const response = await postRegister(
    new Request(`${BASE}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(fromGuestCookie ? { cookie: fromGuestCookie } : {}) },
      body: JSON.stringify({ email: `${name}@example.com`, username: name, password: "secret-password" }),
    }),
  );
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return cookieFrom(response);
}

export function request(cookie: string | null, pathAndQuery: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${BASE}${pathAndQuery}`, { ...init, headers });
}

/** A multipart upload body; leave `file` out to send only the category. */
export function uploadForm(
  file?: { bytes: Uint8Array; name: string; type?: string },
  category: string | null = "tops",
): FormData {
  const form = new FormData();
  if (category !== null) form.set("category", category);
  if (file) form.set("image", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/jpeg" }));
  return form;
}

/** A small but real photo-like JPEG. */
export async function jpeg(width = 640, height = 480, color = { r: 180, g: 60, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#234"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Every stored upload file (temp files included) under DATA_DIR/uploads. */
export function uploadedFiles(): string[] {
  const root = path.join(dataDir(), "uploads");
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found;
}

/** The storage key of an /uploads/<key> URL. */
export const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

/**
 * A 64 MB multipart photo upload without Content-Length, produced only as fast as it is read:
 * `pulled()` tells how much of it the server asked for before refusing it.
 */
export function endlessMultipartUpload(boundary: string): {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  pulled: () => number;
} {
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const chunk = new Uint8Array(64 * 1024).fill(0xff);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === 0) controller.enqueue(head);
      pulled += chunk.length;
      if (pulled > 64 * 1024 * 1024) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}
