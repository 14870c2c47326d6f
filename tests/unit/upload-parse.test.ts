import { AppError } from "@/lib/errors";
import { formatBytes, MULTIPART_OVERHEAD_BYTES, readUploadedFile } from "@/lib/images";
import { UPLOAD_ERRORS } from "@/lib/messages/uploads";
import { describe, expect, it } from "vitest";

const BOUNDARY = "----stylematchTestBoundary7MA4YWxk";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };

function multipart(parts: Part[]): Uint8Array<ArrayBuffer> {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${"filename" in part ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    pieces.push(Buffer.from(head), Buffer.from("filename" in part ? part.bytes : part.value), Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(pieces));
}

/** A request body that hands out `chunk`-sized pieces only when pulled, and records how much was pulled. */
function trickle(body: Uint8Array, chunk = 16 * 1024) {
  const stats = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled >= body.length) return controller.close();
        const piece = body.subarray(stats.pulled, stats.pulled + chunk);
        stats.pulled += piece.length;
        controller.enqueue(new Uint8Array(piece));
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": MULTIPART }) =>
  new Request("http://localhost/api/closet", { method: "POST", body, headers, duplex: "half" } as RequestInit);

async function expectAppError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status, message });
}

const photo = (size: number) => new Uint8Array(size).map((_, i) => i % 251);

describe("readUploadedFile", () => {
  it("returns the file and the text fields", async () => {
    const bytes = photo(5000);
    const body = multipart([
      { name: "category", value: "tops" },
      { name: "image", filename: "shirt.jpg", type: "image/jpeg", bytes },
      { name: "__proto__", value: "x" },
    ]);
    const { fields, file } = await readUploadedFile(post(body), { maxBytes: 10_000 });
    expect(fields.category).toBe("tops");
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(file.filename).toBe("shirt.jpg");
    expect(file.declaredType).toBe("image/jpeg");
    expect(Buffer.from(file.bytes)).toEqual(Buffer.from(bytes));
  });

  it("reads a browser FormData body and ignores files under other names", async () => {
    const form = new FormData();
    form.set("other", new Blob([photo(10)]), "other.png");
    form.set("image", new Blob([photo(300)], { type: "image/png" }), "look.png");
    const { file } = await readUploadedFile(
      new Request("http://localhost/api/inspiration", { method: "POST", body: form }),
      { maxBytes: 1000 },
    );
    expect(file).toMatchObject({ filename: "look.png", declaredType: "image/png" });
    expect(file.bytes.length).toBe(300);
  });

  it("accepts a file of exactly the limit", async () => {
    const { file } = await readUploadedFile(
      post(multipart([{ name: "image", filename: "a.jpg", type: "image/jpeg", bytes: photo(1000) }])),
      { maxBytes: 1000 },
    );
    expect(file.bytes.length).toBe(1000);
  });

  it("answers 400 when there is no file", async () => {
    await expectAppError(
      readUploadedFile(post(multipart([{ name: "category", value: "tops" }]))),
      400,
      UPLOAD_ERRORS.noFile,
    );
    // What a browser sends for a form whose file input was left empty.
    await expectAppError(
      readUploadedFile(
        post(multipart([{ name: "image", filename: "", type: "application/octet-stream", bytes: new Uint8Array(0) }])),
      ),
      400,
      UPLOAD_ERRORS.noFile,
    );
    await expectAppError(
      readUploadedFile(post(JSON.stringify({ image: "x" }), { "content-type": "application/json" })),
      400,
      UPLOAD_ERRORS.noFile,
    );
  });

  it("answers 400 for an empty file", async () => {
    await expectAppError(
      readUploadedFile(
        post(multipart([{ name: "image", filename: "empty.jpg", type: "image/jpeg", bytes: new Uint8Array(0) }])),
      ),
      400,
      UPLOAD_ERRORS.emptyFile,
    );
  });

  it("answers 400 for a body that is not valid multipart", async () => {
    await expectAppError(
      readUploadedFile(
        post(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc`),
      ),
      400,
      UPLOAD_ERRORS.unreadableUpload,
    );
    await expectAppError(
      readUploadedFile(post("whatever", { "content-type": "multipart/form-data" })),
      400,
      UPLOAD_ERRORS.unreadableUpload,
    );
  });

  it("answers 413 for a file one byte over the limit", async () => {
    await expectAppError(
      readUploadedFile(
        post(multipart([{ name: "image", filename: "a.jpg", type: "image/jpeg", bytes: photo(1001) }])),
        { maxBytes: 1000 },
      ),
      413,
      "That file is too large. The limit is 1000 bytes.",
    );
  });

  it("answers 413 from Content-Length alone, without reading the body", async () => {
    const body = multipart([{ name: "image", filename: "big.jpg", type: "image/jpeg", bytes: photo(200_000) }]);
    const { stream, stats } = trickle(body);
    const request = post(stream, { "content-type": MULTIPART, "content-length": String(body.length) });
    await expectAppError(
      readUploadedFile(request, { maxBytes: 100_000 }),
      413,
      "That file is too large. The limit is 98 KB.",
    );
    expect(stats.pulled).toBe(0);
  });

  it("stops reading a body with no Content-Length at the limit", async () => {
    const maxBytes = 100_000;
    const body = multipart([{ name: "image", filename: "huge.jpg", type: "image/jpeg", bytes: photo(5_000_000) }]);
    const { stream, stats } = trickle(body);
    const request = post(stream);
    expect(request.headers.get("content-length")).toBeNull();
    await expectAppError(readUploadedFile(request, { maxBytes }), 413, UPLOAD_ERRORS.tooLarge(formatBytes(maxBytes)));
    expect(stats.pulled).toBeLessThanOrEqual(maxBytes + MULTIPART_OVERHEAD_BYTES + 2 * 16 * 1024);
    expect(stats.pulled).toBeLessThan(body.length / 10);
    expect(stats.cancelled).toBe(true);
  });

  it("stops a body that lies about its Content-Length", async () => {
    const maxBytes = 100_000;
    const body = multipart([{ name: "image", filename: "liar.jpg", type: "image/jpeg", bytes: photo(3_000_000) }]);
    const { stream, stats } = trickle(body);
    // A hand-built Request keeps the header while the stream carries far more.
    const request = post(stream, { "content-type": MULTIPART, "content-length": "2000" });
    await expectAppError(readUploadedFile(request, { maxBytes }), 413, UPLOAD_ERRORS.tooLarge(formatBytes(maxBytes)));
    expect(stats.pulled).toBeLessThan(body.length / 10);
  });

  it("counts the whole body, not just the file, so padding around the file cannot get past the limit", async () => {
    const maxBytes = 10_000;
    const padding = Array.from({ length: 20 }, (_, i) => ({ name: `pad${i}`, value: "x".repeat(16 * 1024) }));
    const body = multipart([...padding, { name: "image", filename: "a.jpg", type: "image/jpeg", bytes: photo(100) }]);
    await expectAppError(
      readUploadedFile(post(trickle(body).stream), { maxBytes }),
      413,
      UPLOAD_ERRORS.tooLarge(formatBytes(maxBytes)),
    );
  });

  it("states the configured default limit in megabytes", () => {
    expect(UPLOAD_ERRORS.tooLarge(formatBytes(15 * 1024 * 1024))).toBe("That file is too large. The limit is 15 MB.");
  });
});
