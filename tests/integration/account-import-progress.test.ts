/**
 * A restore tells its progress (issue #40 point 10): with `Accept: application/x-ndjson`, POST
 * /api/account/import answers, once the archive's checks pass, with a line per photo done, a line
 * when the next photo waits for a processing slot (the image queue is full), and the summary or the
 * error last. Refusals before any photo, and archives without photos, answer as without the header.
 */
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as importRoute } from "@/app/api/account/import/route";
import type { ImportProgress, ImportSummary } from "@/lib/account";
import { storageUnavailable } from "@/lib/errors";
import { imageQueueDepth, runImageJob } from "@/lib/images";
import { IMPORT_TEXT } from "@/lib/messages/account-import";
import { localDiskStorage } from "@/lib/storage/local";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addInspiration, addItem } from "../support/ai";
import { call, type CookieJar, request } from "../support/api";
import { resetDatabase } from "../support/db";
import { json, rawZip, rowsOf } from "../support/import-archive";
import { newGuest, newUser, ownerOf, useTestAuthSecret } from "../support/owners";
import { giveFileItsOwnDataDir, uploadedFiles } from "../support/uploads";

giveFileItsOwnDataDir();

type Line = {
  progress?: ImportProgress;
  result?: ImportSummary;
  error?: { message: string; code: string };
  status?: number;
};

const NDJSON = "application/x-ndjson";

function importRequest(jar: CookieJar, zip: Uint8Array, accept = NDJSON) {
  const form = new FormData();
  form.set("archive", new File([new Uint8Array(zip)], "export.zip", { type: "application/zip" }));
  return importRoute(request({ path: "/api/account/import", body: form, jar, headers: { Accept: accept } }), {
    params: Promise.resolve({}),
  });
}

async function linesOf(response: Response): Promise<Line[]> {
  const text = await response.text();
  expect(text).toMatch(/\n$/);
  return text
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Line);
}

/** Reads a streamed answer line by line, however its bytes arrive. */
class StreamLines {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffered = "";

  constructor(response: Response) {
    this.reader = response.body!.getReader();
  }

  async next(count: number): Promise<Line[]> {
    while (this.buffered.split("\n").length - 1 < count) {
      const chunk = await this.reader.read();
      if (chunk.done) break;
      this.buffered += this.decoder.decode(chunk.value);
    }
    const lines = this.buffered.split("\n");
    this.buffered = lines.slice(count).join("\n");
    return lines.slice(0, count).map((line) => JSON.parse(line) as Line);
  }

  async rest(): Promise<Line[]> {
    for (let chunk = await this.reader.read(); !chunk.done; chunk = await this.reader.read())
      this.buffered += this.decoder.decode(chunk.value);
    return this.buffered
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Line);
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}

/** An export of a user with two closet items and an inspiration image: three photos. */
async function threePhotoArchive(): Promise<Uint8Array> {
  const jar = await newUser();
  const owner = await ownerOf(jar);
  await addItem(owner, "tops", "#1b2a4a");
  await addItem(owner, "bottoms", "#c8b08a");
  await addInspiration(owner);
  const answer = await call(exportRoute, { path: "/api/account/export", jar });
  expect(answer.status).toBe(200);
  return answer.bytes;
}

beforeEach(async () => {
  useTestAuthSecret();
  await resetDatabase();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("a restore's progress, streamed", () => {
  it("tells each photo done, out of the archive's total, then the summary", async () => {
    const archive = await threePhotoArchive();
    const jar = await newGuest();
    const response = await importRequest(jar, archive);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(`${NDJSON}; charset=utf-8`);
    const lines = await linesOf(response);
    expect(lines.slice(0, -1).map((line) => line.progress)).toEqual([
      { done: 0, total: 3, waiting: false },
      { done: 1, total: 3, waiting: false },
      { done: 2, total: 3, waiting: false },
      { done: 3, total: 3, waiting: false },
    ]);
    const summary = lines.at(-1)!.result!;
    expect(summary.imported).toMatchObject({ closet: 2, inspiration: 1 });
    expect(await rowsOf(await ownerOf(jar))).toMatchObject({ closet: 2, inspiration: 1, imports: 1 });
  });

  it("says when the next photo waits for a free processing slot, and goes on when one frees", async () => {
    const archive = await threePhotoArchive();
    const jar = await newGuest();
    // Every slot busy with a job the test finishes: the restore's first photo must queue behind them.
    let free = () => {};
    const held = new Promise<void>((resolve) => (free = resolve));
    const blockers = Array.from({ length: imageQueueDepth().maxRunning }, () => runImageJob(() => held));
    try {
      const response = await importRequest(jar, archive);
      expect(response.status).toBe(200);
      const lines = new StreamLines(response);
      expect(await lines.next(2)).toEqual([
        { progress: { done: 0, total: 3, waiting: false } },
        { progress: { done: 0, total: 3, waiting: true } },
      ]);
      free();
      await Promise.all(blockers);
      const rest = await lines.rest();
      expect(rest.at(-2)!.progress).toEqual({ done: 3, total: 3, waiting: false });
      expect(rest.at(-1)!.result!.imported).toMatchObject({ closet: 2, inspiration: 1 });
    } finally {
      free(); // a failed expectation must not leave the queue blocked for the next tests
    }
  });

  it("a failure after the first photo is the stream's last line, with the status and message it answers unstreamed, and nothing is kept", async () => {
    const archive = await threePhotoArchive();
    const jar = await newGuest();
    const put = localDiskStorage.put.bind(localDiskStorage);
    let puts = 0;
    vi.spyOn(localDiskStorage, "put").mockImplementation(async (input) => {
      if (++puts > 2) throw storageUnavailable("upload", new Error("the store stopped answering"));
      return put(input);
    });
    const before = uploadedFiles();
    const lines = await linesOf(await importRequest(jar, archive));
    expect(lines[0]).toEqual({ progress: { done: 0, total: 3, waiting: false } });
    const last = lines.at(-1)!;
    expect(last.status).toBe(503);
    expect(last.error).toMatchObject({ code: "storage_unavailable" });
    expect(last.error!.message).toMatch(/\(ref: [\w-]+\)$/);
    expect(await rowsOf(await ownerOf(jar))).toMatchObject({ closet: 0, inspiration: 0, imports: 0 });
    vi.restoreAllMocks();
    expect(uploadedFiles()).toEqual(before);
  });

  it("a browser that goes away does not stop the restore", async () => {
    const archive = await threePhotoArchive();
    const jar = await newGuest();
    const lines = new StreamLines(await importRequest(jar, archive));
    expect(await lines.next(1)).toEqual([{ progress: { done: 0, total: 3, waiting: false } }]);
    await lines.cancel();
    const owner = await ownerOf(jar);
    await expect.poll(async () => (await rowsOf(owner)).imports, { timeout: 20_000 }).toBe(1);
    expect(await rowsOf(owner)).toMatchObject({ closet: 2, inspiration: 1 });
  });
});

describe("answers that are not streamed, though asked to be", () => {
  it("a refused archive answers 400 JSON with its message", async () => {
    const response = await importRequest(await newGuest(), rawZip([{ name: "notes.txt", data: Buffer.from("hi") }]));
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: "import_invalid", message: IMPORT_TEXT.noDataJson });
  });

  it("an archive without photos answers its summary as JSON", async () => {
    const data = {
      version: 1,
      closetItems: [],
      inspirationImages: [],
      outfits: [],
      wears: [],
      trips: [],
      shares: [],
      deletedInspirationImages: [],
    };
    const response = await importRequest(await newGuest(), rawZip([{ name: "data.json", data: json(data) }]));
    const body = await response.text();
    expect(response.status, body).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect((JSON.parse(body) as ImportSummary).imported.closet).toBe(0);
  });

  it("a client that asks for JSON gets the summary whole", async () => {
    const response = await importRequest(await newGuest(), await threePhotoArchive(), "application/json");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(((await response.json()) as ImportSummary).imported).toMatchObject({ closet: 2, inspiration: 1 });
  });
});
