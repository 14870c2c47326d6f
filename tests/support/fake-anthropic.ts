import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A fake Anthropic Messages API on loopback, real enough for @anthropic-ai/sdk: POST /v1/messages with
 * a key (x-api-key, or `Authorization: Bearer` as SDK 1.x sends it), JSON in, a Message or an error
 * envelope out. Tests point ANTHROPIC_BASE_URL at it, script
 * the replies and read back what the app actually sent (model, schema, decoded image sizes).
 */
export type FakeReply =
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string }
  | { kind: "refusal" }
  | { kind: "max_tokens"; text: string }
  | { kind: "error"; status: number; errorType: string; message?: string; headers?: Record<string, string> }
  | { kind: "hang" };

export type RecordedImage = {
  mediaType: string;
  format: string | undefined;
  width: number;
  height: number;
  bytes: number;
  tokens: number;
};
export type RecordedRequest = {
  headers: IncomingMessage["headers"];
  /** The key the client authenticated with, from either header. */
  apiKey: string;
  body: {
    model?: string;
    max_tokens?: number;
    system?: unknown;
    messages?: { role: string; content: unknown }[];
    output_config?: { format?: { type?: string; schema?: Record<string, unknown> } };
    [key: string]: unknown;
  };
  images: RecordedImage[];
  texts: string[];
  /** The user content in order: the text of each text block, "[image]" for each image. */
  sequence: string[];
  /** What this fake billed: image tokens by width·height/750 plus text at ~4 characters a token. */
  inputTokens: number;
};

export type FakeAnthropic = {
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request; after they run out, `fallback` answers. */
  enqueue: (...replies: FakeReply[]) => void;
  fallback: (request: RecordedRequest) => FakeReply;
  setFallback: (fallback: (request: RecordedRequest) => FakeReply) => void;
  close: () => Promise<void>;
};

const apiKeyOf = (req: IncomingMessage) =>
  (req.headers["x-api-key"] as string | undefined) ?? req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];

const imageTokens = (width: number, height: number) => Math.ceil((width * height) / 750);

async function record(req: IncomingMessage, raw: string): Promise<RecordedRequest> {
  const body = JSON.parse(raw) as RecordedRequest["body"];
  const images: RecordedImage[] = [];
  const texts: string[] = [];
  const sequence: string[] = [];
  if (typeof body.system === "string") texts.push(body.system);
  for (const message of body.messages ?? []) {
    const blocks =
      typeof message.content === "string"
        ? [{ type: "text", text: message.content }]
        : (message.content as Record<string, unknown>[]);
    for (const block of blocks) {
      if (block.type === "text") texts.push(String(block.text));
      sequence.push(block.type === "text" ? String(block.text) : `[${String(block.type)}]`);
      if (block.type === "image") {
        const source = block.source as { media_type: string; data: string };
        const bytes = Buffer.from(source.data, "base64");
        const meta = await sharp(bytes).metadata();
        images.push({
          mediaType: source.media_type,
          format: meta.format,
          width: meta.width,
          height: meta.height,
          bytes: bytes.length,
          tokens: imageTokens(meta.width, meta.height),
        });
      }
    }
  }
  const textTokens =
    Math.ceil(texts.join("\n").length / 4) + Math.ceil(JSON.stringify(body.output_config ?? {}).length / 4);
  return {
    headers: req.headers,
    apiKey: apiKeyOf(req) ?? "",
    body,
    images,
    texts,
    sequence,
    inputTokens: images.reduce((sum, image) => sum + image.tokens, 0) + textTokens,
  };
}

function message(request: RecordedRequest, content: unknown[], stopReason: string) {
  const output = JSON.stringify(content);
  return {
    id: `msg_fake_${Math.random().toString(36).slice(2, 10)}`,
    type: "message",
    role: "assistant",
    model: request.body.model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    stop_details: stopReason === "refusal" ? { type: "refusal", category: null, explanation: null } : null,
    container: null,
    diagnostics: null,
    usage: {
      input_tokens: request.inputTokens,
      output_tokens: Math.ceil(output.length / 4),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake", ...headers });
  res.end(JSON.stringify(body));
}

const errorBody = (type: string, text: string) => ({ type: "error", error: { type, message: text } });

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const fake: FakeAnthropic = {
    url: "",
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    fallback: () => ({ kind: "error", status: 500, errorType: "api_error", message: "no reply scripted" }),
    setFallback: (fallback) => void (fake.fallback = fallback),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url?.split("?")[0] !== "/v1/messages") {
      return send(res, 404, errorBody("not_found_error", `${req.method} ${req.url} is not faked`));
    }
    if (!apiKeyOf(req)) return send(res, 401, errorBody("authentication_error", "an API key is required"));
    let request: RecordedRequest;
    try {
      request = await record(req, Buffer.concat(chunks).toString("utf8"));
    } catch (error) {
      return send(res, 400, errorBody("invalid_request_error", `unreadable request: ${String(error)}`));
    }
    requests.push(request);
    if (!request.body.model || !request.body.max_tokens || !Array.isArray(request.body.messages)) {
      return send(res, 400, errorBody("invalid_request_error", "model, max_tokens and messages are required"));
    }
    const reply = queue.shift() ?? fake.fallback(request);
    switch (reply.kind) {
      case "hang":
        return; // keep the socket open and never answer
      case "error":
        return send(res, reply.status, errorBody(reply.errorType, reply.message ?? reply.errorType), reply.headers);
      case "refusal":
        return send(res, 200, message(request, [], "refusal"));
      case "max_tokens":
        return send(res, 200, message(request, [{ type: "text", text: reply.text }], "max_tokens"));
      case "text":
        return send(res, 200, message(request, [{ type: "text", text: reply.text }], "end_turn"));
      case "json":
        return send(res, 200, message(request, [{ type: "text", text: JSON.stringify(reply.value) }], "end_turn"));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
