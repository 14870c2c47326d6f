import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A fake OpenAI-compatible chat-completions API on loopback, real enough for the `openai` SDK:
 * POST /v1/chat/completions, JSON in, a ChatCompletion or an error envelope out. No key is required
 * (Ollama and LM Studio need none); the one sent, if any, is recorded. Tests point OPENAI_BASE_URL at
 * `${url}/v1`, script the replies and read back what the app actually sent (model, response_format,
 * extra fields, decoded image sizes).
 */
export type FakeReply =
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string }
  /** The assistant message as a server sends it: content parts, tool calls... (`finishReason` defaults to "stop"). */
  | { kind: "message"; message: Record<string, unknown>; finishReason?: string }
  /** An error in the server's own body shape (vLLM's older `{object: "error", ...}`, LM Studio's `{error: "..."}`). */
  | { kind: "raw"; status: number; body: unknown }
  | { kind: "error"; status: number; message?: string; headers?: Record<string, string> }
  | { kind: "hang" };

export type RecordedImage = { url: string; format: string | undefined; width: number; height: number; bytes: number };

export type RecordedRequest = {
  headers: IncomingMessage["headers"];
  /** The bearer token the client sent ("" without one). */
  apiKey: string;
  body: {
    model?: string;
    messages?: { role: string; content: unknown }[];
    response_format?: {
      type?: string;
      json_schema?: { name?: string; schema?: Record<string, unknown>; strict?: boolean };
    };
    max_tokens?: number;
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
  images: RecordedImage[];
  /** Every text of every message, system and assistant turns included, in order. */
  texts: string[];
};

export type FakeOpenAi = {
  /** The server's origin; the API lives under `${url}/v1`. */
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request; after they run out, `fallback` answers. */
  enqueue: (...replies: FakeReply[]) => void;
  fallback: (request: RecordedRequest) => FakeReply;
  setFallback: (fallback: (request: RecordedRequest) => FakeReply) => void;
  close: () => Promise<void>;
};

async function record(req: IncomingMessage, raw: string): Promise<RecordedRequest> {
  const body = JSON.parse(raw) as RecordedRequest["body"];
  const images: RecordedImage[] = [];
  const texts: string[] = [];
  for (const message of body.messages ?? []) {
    const parts =
      typeof message.content === "string"
        ? [{ type: "text", text: message.content }]
        : (message.content as Record<string, unknown>[]);
    for (const part of parts) {
      if (part.type === "text") texts.push(String(part.text));
      if (part.type === "image_url") {
        const url = String((part.image_url as { url: string }).url);
        const data = url.match(/^data:image\/[a-z]+;base64,(.+)$/)?.[1];
        if (!data) throw new Error(`image_url is not a base64 data URL: ${url.slice(0, 40)}`);
        const bytes = Buffer.from(data, "base64");
        const meta = await sharp(bytes).metadata();
        images.push({
          url: url.slice(0, 23),
          format: meta.format,
          width: meta.width,
          height: meta.height,
          bytes: bytes.length,
        });
      }
    }
  }
  return {
    headers: req.headers,
    apiKey: req.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? "",
    body,
    images,
    texts,
  };
}

const completion = (
  request: RecordedRequest,
  message: Record<string, unknown>,
  finishReason = "stop",
  length = JSON.stringify(message).length,
) => ({
  id: `chatcmpl-fake${Math.random().toString(36).slice(2, 10)}`,
  object: "chat.completion",
  created: Math.floor(Date.now() / 1000),
  model: request.body.model,
  choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
  usage: {
    prompt_tokens: 100,
    completion_tokens: Math.ceil(length / 4),
    total_tokens: 100 + Math.ceil(length / 4),
  },
});

const textMessage = (content: string) => ({ role: "assistant", content, refusal: null });

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

const errorBody = (message: string, type = "invalid_request_error") => ({ error: { message, type, code: null } });

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const fake: FakeOpenAi = {
    url: "",
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    fallback: () => ({ kind: "error", status: 500, message: "no reply scripted" }),
    setFallback: (fallback) => void (fake.fallback = fallback),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url?.split("?")[0] !== "/v1/chat/completions") {
      return send(res, 404, errorBody(`${req.method} ${req.url} is not faked`));
    }
    let request: RecordedRequest;
    try {
      request = await record(req, Buffer.concat(chunks).toString("utf8"));
    } catch (error) {
      return send(res, 400, errorBody(`unreadable request: ${String(error)}`));
    }
    requests.push(request);
    if (!request.body.model || !Array.isArray(request.body.messages)) {
      return send(res, 400, errorBody("model and messages are required"));
    }
    const reply = queue.shift() ?? fake.fallback(request);
    switch (reply.kind) {
      case "hang":
        return; // keep the socket open and never answer
      case "error":
        return send(
          res,
          reply.status,
          errorBody(
            reply.message ?? `error ${reply.status}`,
            reply.status === 429 ? "rate_limit_exceeded" : "server_error",
          ),
          reply.headers,
        );
      case "raw":
        return send(res, reply.status, reply.body);
      case "message":
        return send(res, 200, completion(request, reply.message, reply.finishReason));
      case "text":
        return send(res, 200, completion(request, textMessage(reply.text), "stop", reply.text.length));
      case "json": {
        const text = JSON.stringify(reply.value);
        return send(res, 200, completion(request, textMessage(text), "stop", text.length));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
