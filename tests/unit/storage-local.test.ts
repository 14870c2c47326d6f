import { GET } from "@/app/uploads/[...key]/route";
import { resetEnvForTests } from "@/lib/config/env";
import { cacheControlForKey, getStorage, isValidKey, newKey, REVOCABLE_PREFIX } from "@/lib/storage";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

let dir: string;
const uploads = () => path.join(dir, "uploads");

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "stylematch-storage-"));
  process.env.DATA_DIR = dir;
  delete process.env.STORAGE_DRIVER;
  resetEnvForTests();
});

afterEach(async () => {
  delete process.env.DATA_DIR;
  delete process.env.STORAGE_DRIVER;
  resetEnvForTests();
  await fs.rm(dir, { recursive: true, force: true });
});

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

/** Lists every file under the uploads folder, temp files included. */
async function allFiles(): Promise<string[]> {
  const entries = await fs.readdir(uploads(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(uploads(), path.join(e.parentPath, e.name)));
}

const serve = (key: string) =>
  GET(new Request(`http://localhost/uploads/${key}`), { params: Promise.resolve({ key: key.split("/") }) });

describe("storage keys", () => {
  it("are lowercase, carry the extension and at least 128 random bits", () => {
    const keys = Array.from({ length: 200 }, () => newKey("closet", "webp"));
    for (const key of keys) {
      expect(key).toMatch(/^closet\/[a-z2-7]{32}\.webp$/);
      expect(isValidKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
    // 32 base32 characters = 160 bits; every symbol of the alphabet shows up across 200 keys.
    expect(new Set(keys.map((k) => k.slice(7, 39)).join("")).size).toBe(32);
  });

  it("reject traversal, absolute paths, odd characters and unknown extensions", () => {
    for (const bad of [
      "../etc/passwd.png",
      "closet/../../x.png",
      "/etc/x.png",
      "closet//x.png",
      "closet/.tmp-1",
      "Closet/x.png",
      "closet/x.PNG",
      "closet/x.svg",
      "closet/x",
      "closet\\x.png",
      "closet/x.png\0",
      "a".repeat(300) + ".png",
    ]) {
      expect(isValidKey(bad), bad).toBe(false);
    }
    expect(() => newKey("../up", "png")).toThrow();
  });
});

describe("local storage driver", () => {
  it("round-trips a buffer: put, url, get, delete", async () => {
    const storage = getStorage();
    const data = Buffer.from("not really a webp, the driver does not care");
    const { key, url } = await storage.put({ key: newKey("closet", "webp"), body: data, contentType: "image/webp" });
    expect(url).toBe(`/uploads/${key}`);
    expect(storage.url(key)).toBe(url);
    expect(await fs.readFile(path.join(uploads(), key))).toEqual(data);

    const stored = await storage.get(key);
    expect(stored).toMatchObject({ contentType: "image/webp", size: data.length });
    expect(await bytesOf(stored!.body)).toEqual(data);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("stores a web stream and generates a key when none is given", async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])];
    const body = new ReadableStream<Uint8Array>({ start: (c) => (chunks.forEach((x) => c.enqueue(x)), c.close()) });
    const { key } = await getStorage().put({ body, contentType: "image/png" });
    expect(key).toMatch(/^files\/[a-z2-7]{32}\.png$/);
    const stored = await getStorage().get(key);
    expect([...(await bytesOf(stored!.body))]).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses a content type that disagrees with the key's extension", async () => {
    await expect(
      getStorage().put({ key: newKey("closet", "webp"), body: Buffer.from("x"), contentType: "image/png" }),
    ).rejects.toThrow(/does not match/);
    expect(await allFiles()).toEqual([]);
  });

  it("rejects traversal keys on every operation", async () => {
    const storage = getStorage();
    await expect(storage.get("../secret.png")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete("closet/../../x.png")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put({ key: "/tmp/x.png", body: Buffer.from("x"), contentType: "image/png" })).rejects.toThrow(
      /Invalid storage key/,
    );
    expect(() => storage.url("..\\x.png")).toThrow(/Invalid storage key/);
  });

  it("deletes idempotently", async () => {
    const storage = getStorage();
    const { key } = await storage.put({
      key: newKey("closet", "png"),
      body: Buffer.from("x"),
      contentType: "image/png",
    });
    await storage.delete(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newKey("never", "png"))).resolves.toBeUndefined();
  });

  it("never shows a partial file: nothing at the key while writing, nothing left when the stream fails", async () => {
    const storage = getStorage();
    const key = newKey("closet", "webp");
    let fail!: (error: Error) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(64 * 1024));
        fail = (error) => controller.error(error);
      },
    });
    const writing = storage.put({ key, body, contentType: "image/webp" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storage.get(key)).toBeNull();
    expect((await allFiles()).filter((f) => !path.basename(f).startsWith(".tmp-"))).toEqual([]);

    fail(new Error("client went away"));
    await expect(writing).rejects.toThrow("client went away");
    expect(await storage.get(key)).toBeNull();
    expect(await allFiles()).toEqual([]);
  });

  it("replaces an existing key whole", async () => {
    const storage = getStorage();
    const key = newKey("share", "png");
    await storage.put({ key, body: Buffer.from("first version"), contentType: "image/png" });
    await storage.put({ key, body: Buffer.from("second"), contentType: "image/png" });
    expect((await bytesOf((await storage.get(key))!.body)).toString()).toBe("second");
  });

  it("names the missing setting when the s3 or vercel-blob driver lacks one", () => {
    const cases = [
      { env: { STORAGE_DRIVER: "s3" }, error: /^S3_BUCKET is required with STORAGE_DRIVER=s3/ },
      {
        env: { STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" },
        error: /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
      },
      { env: { STORAGE_DRIVER: "vercel-blob" }, error: /^BLOB_READ_WRITE_TOKEN is required/ },
      {
        env: { STORAGE_DRIVER: "local", STORAGE_PUBLIC_BASE_URL: "https://cdn.example.com" },
        error: /^STORAGE_PUBLIC_BASE_URL is for the s3 and vercel-blob drivers/,
      },
    ];
    for (const { env, error } of cases) {
      const saved = { ...process.env };
      Object.assign(process.env, env);
      resetEnvForTests();
      try {
        expect(() => getStorage()).toThrow(error);
      } finally {
        for (const name of Object.keys(env)) if (saved[name] === undefined) delete process.env[name];
        resetEnvForTests();
      }
    }
  });
});

describe("GET /uploads/[...key]", () => {
  it("streams the file with type, length and long-lived immutable caching", async () => {
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { key } = await getStorage().put({ key: newKey("closet", "png"), body: data, contentType: "image/png" });
    const response = await serve(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Length")).toBe(String(data.length));
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(data);
  });

  it("serves share images, which their owner can revoke, with minutes of caching instead of a year", async () => {
    const { key } = await getStorage().put({
      key: newKey(REVOCABLE_PREFIX, "png"),
      body: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      contentType: "image/png",
    });
    expect(key).toMatch(/^shares\//);
    const response = await serve(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(cacheControlForKey(newKey("closet", "webp"))).toBe("public, max-age=31536000, immutable");
  });

  it("answers 404 JSON, not cached, for unknown and invalid keys", async () => {
    for (const key of [newKey("closet", "webp"), "../../etc/passwd.png", "closet/.tmp-abc", "closet/x.svg"]) {
      const response = await serve(key);
      expect(response.status, key).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ message: "That image was not found.", code: "image_not_found" });
    }
  });
});
