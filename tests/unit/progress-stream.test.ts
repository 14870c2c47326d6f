/**
 * lib/http/progress-stream.ts and the browser's reader of its lines (lib/api-client/upload.ts): a
 * long call answers as an ordinary one until its first progress report, then as NDJSON lines that
 * end with the result or the error the call answers unstreamed.
 */
import { LineReader } from "@/lib/api-client/upload";
import { AppError } from "@/lib/errors";
import { progressStream, wantsProgress } from "@/lib/http/progress-stream";
import { describe, expect, it } from "vitest";

const lines = async (response: Response) =>
  (await response.text())
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);

describe("progressStream", () => {
  it("a call done before any report answers plain JSON", async () => {
    const response = await progressStream("req-1", async () => ({ ok: 1 }));
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: 1 });
  });

  it("a refusal before any report is thrown for the route's error mapper, untouched", async () => {
    const refusal = new AppError(400, "import_invalid", "no data.json");
    await expect(progressStream("req-1", () => Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it("from the first report on, every report is a line, in order, and the result is the last", async () => {
    let go = () => {};
    const later = new Promise<void>((resolve) => (go = resolve));
    const response = await progressStream<number, string>("req-1", async (report) => {
      report(1);
      report(2); // made before the stream opened: kept
      await later;
      report(3);
      return "done";
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/x-ndjson; charset=utf-8");
    go();
    expect(await lines(response)).toEqual([{ progress: 1 }, { progress: 2 }, { progress: 3 }, { result: "done" }]);
  });

  it("a failure after a report is the last line, with the body and status the error mapper gives", async () => {
    const response = await progressStream<number, string>("req-9", async (report) => {
      report(1);
      await Promise.resolve();
      throw new Error("the database went away");
    });
    expect(response.status).toBe(200);
    expect(await lines(response)).toEqual([
      { progress: 1 },
      { status: 500, error: { code: "internal_error", message: expect.stringMatching(/\(ref: req-9\)$/) } },
    ]);
  });

  it("is asked for with Accept: application/x-ndjson", () => {
    const asking = (accept: string) =>
      wantsProgress(new Request("http://localhost/api/account/import", { headers: { Accept: accept } }));
    expect(asking("application/x-ndjson, application/json")).toBe(true);
    expect(asking("application/json")).toBe(false);
    expect(asking("*/*")).toBe(false);
  });
});

describe("LineReader", () => {
  it("hands over each complete line once, and keeps a cut line for later", () => {
    const reader = new LineReader();
    expect(reader.read('{"progress":1}\n{"prog')).toEqual([{ progress: 1 }]);
    expect(reader.read('{"progress":1}\n{"progress":2}\n')).toEqual([{ progress: 2 }]);
    expect(reader.read('{"progress":1}\n{"progress":2}\n')).toEqual([]);
    expect(reader.read('{"progress":1}\n{"progress":2}\n{"result":3}\n\n')).toEqual([{ result: 3 }]);
  });
});
