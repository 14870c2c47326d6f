import "server-only";

import { type AppError, isAppError, uploadMissingFile, uploadTooLarge, uploadUnreadable } from "@/lib/errors";
import { formatBytes, MULTIPART_OVERHEAD_BYTES } from "@/lib/images";
import busboy from "busboy";
import { once } from "node:events";
import type { Readable } from "node:stream";

/** One shared photo as it arrives: its bytes are read from the request while they are consumed. */
export type SharedPart = { filename: string; bytes: AsyncIterator<Uint8Array> };

export type ShareBounds = {
  /** The file parts' name; parts of other names are read past and dropped. */
  field: string;
  maxFiles: number;
  /** Per photo (UPLOAD_MAX_BYTES, as for closet uploads); the body may hold `maxFiles` of them plus the multipart overhead. */
  maxBytes: number;
  tooMany: () => AppError;
};

type State = {
  failure?: AppError;
  /** The parser has read the whole body. */
  closed: boolean;
  /** The iteration ended early: the body is no longer fed to the parser. */
  stopped: boolean;
  waiting: SharedPart[];
  wake: () => void;
  received: number;
};

/**
 * The photos of a share (multipart), one at a time, as the body streams in: the whole body never
 * sits in memory, as `req.formData()` would hold up to 20 photos. A photo's bytes are handed on as
 * they come and the body is read only as fast as they are consumed (busboy's backpressure), so the
 * caller can stream each one to storage. The bounds are those of readUploadedFiles: Content-Length
 * checked up front, bytes counted while reading (a body without it, or lying about it, is cut off
 * at `maxFiles × maxBytes` plus the overhead), each photo stopped past `maxBytes`, at most
 * `maxFiles` photos (`tooMany`, before the extra photo is read). Stopping the iteration early (the
 * caller refused something) stops reading the body.
 */
export async function* sharedParts(req: Request, bounds: ShareBounds): AsyncGenerator<SharedPart> {
  const maxBody = bounds.maxFiles * bounds.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const contentType = req.headers.get("content-type") ?? "";
  if (!req.body || !/^multipart\/form-data\b/i.test(contentType)) throw uploadMissingFile();
  const tooLarge = () => uploadTooLarge(formatBytes(bounds.maxBytes));
  if (Number(req.headers.get("content-length") ?? NaN) > maxBody) {
    await req.body.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const state: State = { closed: false, stopped: false, waiting: [], wake: () => undefined, received: 0 };
  const parser = startParser(contentType, bounds, state, tooLarge);
  const reader = req.body.getReader();
  const pumped = pump(reader, parser, state, maxBody, tooLarge);
  let finished = false;
  try {
    for (;;) {
      const part = state.waiting.shift();
      if (part) yield part;
      else if (state.failure) throw state.failure;
      else if (state.closed) break;
      else await new Promise<void>((resolve) => (state.wake = resolve));
    }
    await pumped;
    if (state.failure) throw state.failure;
    finished = true;
  } finally {
    if (!finished) await stopReading(reader, parser, state, pumped, maxBody);
  }
}

function startParser(contentType: string, bounds: ShareBounds, state: State, tooLarge: () => AppError) {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy reports 'limit' on reaching fileSize, so a photo of exactly maxBytes needs one byte more.
      limits: { fileSize: bounds.maxBytes + 1, fields: 20, fieldSize: 16 * 1024, parts: bounds.maxFiles + 30 },
    });
  } catch {
    throw uploadUnreadable(); // e.g. multipart without a boundary
  }
  let files = 0;
  parser.on("file", (name, stream, info) => {
    // A refusal destroys the parser, which errors the open file streams: expected, not a crash.
    stream.on("error", () => undefined);
    // A chosen-nothing part has no file name; it counts for nothing.
    if (state.failure || name !== bounds.field || !info.filename) return void stream.resume();
    if (++files > bounds.maxFiles) {
      fail(state, parser, bounds.tooMany());
      return void stream.resume();
    }
    state.waiting.push({
      filename: info.filename,
      bytes: boundedBytes(stream, bounds.maxBytes, state, parser, tooLarge),
    });
    state.wake();
  });
  parser.on("error", () => fail(state, parser, uploadUnreadable()));
  parser.on("close", () => {
    state.closed = true;
    state.wake();
  });
  return parser;
}

function fail(state: State, parser: busboy.Busboy, failure: AppError): void {
  state.failure ??= failure;
  parser.destroy();
  state.wake();
}

/** One photo's bytes, refused past `maxBytes`; a failure of the body as a whole wins over the stream's own error. */
async function* boundedBytes(
  stream: Readable,
  maxBytes: number,
  state: State,
  parser: busboy.Busboy,
  tooLarge: () => AppError,
): AsyncGenerator<Uint8Array> {
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) fail(state, parser, tooLarge());
      if (state.failure) break;
      yield chunk;
    }
  } catch (error) {
    throw state.failure ?? (isAppError(error) ? error : uploadUnreadable());
  }
  if (state.failure) throw state.failure;
}

/** Feeds the request body to the parser as fast as the parser (and so the photo's consumer) takes it. */
async function pump(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  parser: busboy.Busboy,
  state: State,
  maxBody: number,
  tooLarge: () => AppError,
): Promise<void> {
  const closed = once(parser, "close").catch(() => undefined);
  try {
    while (!state.failure && !state.stopped) {
      const { done, value } = await reader.read();
      if (done) break;
      state.received += value.byteLength;
      if (state.stopped) return;
      if (state.received > maxBody) return fail(state, parser, tooLarge());
      if (!parser.write(value)) await Promise.race([once(parser, "drain").catch(() => undefined), closed]);
    }
    if (!state.failure && !state.stopped) parser.end();
  } catch {
    fail(state, parser, uploadUnreadable()); // the client went away mid-upload
  }
}

/**
 * The share was refused (here or by the caller): the parser goes and the body is no longer read.
 * A photo over its limit inside a body still within bounds is read to the end, discarded, so the
 * 413 goes back on a connection the client can use again, as closet uploads do.
 */
async function stopReading(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  parser: busboy.Busboy,
  state: State,
  pumped: Promise<void>,
  maxBody: number,
): Promise<void> {
  state.stopped = true;
  parser.destroy();
  const drain = state.failure?.status === 413 && state.received <= maxBody;
  if (drain) {
    await pumped; // its read in flight ends first: one reader at a time
    try {
      while (state.received <= maxBody) {
        const { done, value } = await reader.read();
        if (done) break;
        state.received += value.byteLength;
      }
    } catch {
      // the client went away: nothing left to read
    }
  }
  await reader.cancel().catch(() => undefined);
  await pumped;
}
