/**
 * Upload helpers for integration tests: photo bytes, multipart bodies, and the files the local store
 * holds under DATA_DIR/uploads.
 */
import { dataDir, resetEnvForTests } from "@/lib/config/env";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll } from "vitest";

/**
 * Against real Postgres the harness leaves DATA_DIR unset (uploads would land in the repo's .data):
 * give the file a folder of its own. Call at the top of a test file.
 */
export function giveFileItsOwnDataDir(): void {
  const own = process.env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "stylematch-it-files-"));
  if (!own) return;
  process.env.DATA_DIR = own;
  resetEnvForTests();
  afterAll(() => rmSync(own, { recursive: true, force: true }));
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

/** A photo of one colour edge to edge: no garment in it to read (no category, no hash). */
export async function plainJpeg(width = 640, height = 480, color = { r: 180, g: 60, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
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
