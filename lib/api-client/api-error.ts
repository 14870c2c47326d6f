import { type ErrorCode, isErrorCode } from "@/lib/errors/codes";
import { TOAST } from "@/lib/messages/toasts";

export const NETWORK_ERROR_MESSAGE = TOAST.waitlistNetworkFailure.description;
export const GENERIC_ERROR_MESSAGE = TOAST.waitlistFailure.description;

/**
 * A non-OK response. `message` is exactly SPEC §8's "{status}: {body or statusText}";
 * `userMessage` is what a toast should show: the server's `{message}` when there is one.
 * `code` is the server's machine code (lib/errors/codes.ts) when the body named a known one, for
 * callers that want to tell refusals apart without reading sentences; null for anything else
 * (a proxy's HTML page, an older server).
 */
export class ApiError extends Error {
  readonly userMessage: string;
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
    /** Seconds the server asked to wait (Retry-After on a 503 "busy" or a 429); null when it named none. */
    readonly retryAfter: number | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    const parsed = parseJson(body);
    this.userMessage = pickUserMessage(parsed, body, statusText);
    this.code = parsed && "code" in parsed && isErrorCode(parsed.code) ? parsed.code : null;
  }
}

function pickUserMessage(parsed: object | undefined, body: string, statusText: string): string {
  const fromJson = jsonMessage(parsed);
  if (fromJson) return fromJson;
  // An HTML error page from a proxy or a stack dump is no toast text.
  const text = body.trim();
  if (text && !text.startsWith("<") && !text.startsWith("{") && text.length <= 300) return text;
  return statusText || GENERIC_ERROR_MESSAGE;
}

function parseJson(body: string): object | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" ? parsed : undefined;
  } catch {
    return undefined; // not JSON
  }
}

function jsonMessage(parsed: object | undefined): string | undefined {
  if (parsed && "message" in parsed && typeof parsed.message === "string" && parsed.message.trim()) {
    return parsed.message;
  }
  return undefined;
}

/**
 * A Retry-After header as seconds to wait: delta-seconds or an HTTP date (relative to `now`); null
 * when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Thrown by the client once every attempt failed to reach the server; `cause` is the last rejection. */
export class NetworkError extends TypeError {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : "Network request failed", { cause });
    this.name = "NetworkError";
  }
}

// fetch() rejects with a TypeError when the network is down: "Failed to fetch" (Chromium),
// "NetworkError when attempting to fetch resource." (Firefox), "Load failed" (Safari), "fetch failed" (Node).
const FETCH_FAILURE = /fetch|network|load failed/i;

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof TypeError && FETCH_FAILURE.test(error.message));
}

/** A string fit for a toast, whatever was thrown. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
