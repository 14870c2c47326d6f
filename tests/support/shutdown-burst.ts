import net from "node:net";

/**
 * Requests fired around a shutdown signal on connections the server already accepted (issue #40,
 * point 16), shared by tests/unit/graceful-shutdown.test.ts and e2e/shutdown.spec.ts. HTTP/1.1
 * is written by hand on raw sockets, so the test decides when each byte goes: a request can be
 * half-sent before the signal and finished after it, on a keep-alive connection opened earlier.
 */
export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

type Parsed = { answer: Answer; rest: Buffer } | null;

/** When the request went relative to the signal: all of it before, split across it, or all after. */
export type Timing = "before" | "straddling" | "after";

export type BurstResult = { index: number; timing: Timing; answer: Answer | null; error: string | null };

const HEADER_END = "\r\n\r\n";

/** The first complete answer at the start of `data` and the bytes after it, or null while incomplete. */
export function parseAnswer(data: Buffer, ended: boolean): Parsed {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd === -1) return null;
  const [statusLine = "", ...lines] = data.subarray(0, headerEnd).toString("latin1").split("\r\n");
  const status = Number(statusLine.split(" ")[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const start = headerEnd + HEADER_END.length;
  if (headers["transfer-encoding"]?.toLowerCase() === "chunked") return parseChunked(data, start, status, headers);
  if (headers["content-length"] !== undefined) {
    const end = start + Number(headers["content-length"]);
    if (data.length < end) return null;
    return { answer: { status, headers, body: data.subarray(start, end) }, rest: data.subarray(end) };
  }
  // Neither length nor chunks: the body runs to the end of the connection.
  return ended ? { answer: { status, headers, body: data.subarray(start) }, rest: Buffer.alloc(0) } : null;
}

function parseChunked(data: Buffer, from: number, status: number, headers: Record<string, string>): Parsed {
  const chunks: Buffer[] = [];
  let at = from;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd === -1) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) {
      const end = data.indexOf(HEADER_END, lineEnd);
      if (end === -1) return null;
      return { answer: { status, headers, body: Buffer.concat(chunks) }, rest: data.subarray(end + HEADER_END.length) };
    }
    if (data.length < lineEnd + 2 + size + 2) return null;
    chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** One keep-alive connection: write requests in as many pieces as you like, read answers in order. */
export class RawConnection {
  private data: Buffer = Buffer.alloc(0);
  private ended = false;
  private failure: string | null = null;
  private waiter: (() => void) | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.data = Buffer.concat([this.data, chunk]);
      this.waiter?.();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => (this.failure = error.code ?? error.message));
    socket.on("close", () => {
      this.ended = true;
      this.waiter?.();
    });
  }

  static open(port: number, host = "127.0.0.1"): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** The next complete answer; rejects when the connection ends (or fails) first, or after `timeoutMs`. */
  async next(timeoutMs = 30_000): Promise<Answer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = parseAnswer(this.data, this.ended);
      if (parsed) {
        this.data = parsed.rest;
        return parsed.answer;
      }
      if (this.ended) throw new Error(`connection closed before a full answer (${this.failure ?? "no error"})`);
      if (Date.now() > deadline) throw new Error(`no full answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const request = (path: string, index: number) =>
  `GET ${path}${path.includes("?") ? "&" : "?"}burst=${index} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

const timingOf = (index: number): Timing => (index % 4 === 0 ? "before" : index % 4 === 1 ? "straddling" : "after");

/**
 * Opens `count` keep-alive connections (each answered once, so the server has accepted them all),
 * then, around `signal()`: a quarter of them send a whole request in the 10 ms before it, a quarter
 * half a request before it and the rest about 20 ms after, and half a whole request in the 20 ms after.
 * Answers each connection's request with what came back (or why nothing did).
 */
export async function burstAroundSignal(options: {
  port: number;
  path: string;
  signal: () => void;
  count?: number;
}): Promise<BurstResult[]> {
  const count = options.count ?? 20;
  const connections = await Promise.all(Array.from({ length: count }, () => RawConnection.open(options.port)));
  connections.forEach((connection, index) => connection.write(request(options.path, -1 - index)));
  await Promise.all(connections.map((connection) => connection.next()));

  const answers = connections.map(async (connection) => {
    try {
      return await connection.next();
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  });
  const half = (index: number) => Math.floor(request(options.path, index).length / 2);
  for (const [index, connection] of connections.entries()) {
    const timing = timingOf(index);
    if (timing === "before") connection.write(request(options.path, index));
    if (timing === "straddling") connection.write(request(options.path, index).slice(0, half(index)));
    if (timing !== "after") await sleep(1);
  }
  options.signal();
  for (const [index, connection] of connections.entries()) {
    if (timingOf(index) !== "after") continue;
    connection.write(request(options.path, index));
    await sleep(2);
  }
  for (const [index, connection] of connections.entries())
    if (timingOf(index) === "straddling") connection.write(request(options.path, index).slice(half(index)));

  const settled = await Promise.all(answers);
  for (const connection of connections) connection.destroy();
  return settled.map((outcome, index) => ({
    index,
    timing: timingOf(index),
    answer: typeof outcome === "string" ? null : outcome,
    error: typeof outcome === "string" ? outcome : null,
  }));
}
