import { TOAST } from "@/lib/toast-messages";

export const NETWORK_ERROR_MESSAGE = TOAST.waitlistNetworkFailure.description;
export const GENERIC_ERROR_MESSAGE = TOAST.waitlistFailure.description;

/**
 * A non-OK response. `message` is exactly SPEC §8's "{status}: {body or statusText}";
 * `userMessage` is what a toast should show: the server's `{message}` when there is one.
 */
export class ApiError extends Error {
  readonly userMessage: string;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.userMessage = pickUserMessage(body, statusText);
  }
}

function pickUserMessage(body: string, statusText: string): string {
  const fromJson = jsonMessage(body);
  if (fromJson) return fromJson;
  // An HTML error page from a proxy or a stack dump is no toast text.
  const text = body.trim();
  if (text && !text.startsWith("<") && !text.startsWith("{") && text.length <= 300) return text;
  return statusText || GENERIC_ERROR_MESSAGE;
}

function jsonMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === "object" &&
      "message" in parsed &&
      typeof parsed.message === "string" &&
      parsed.message.trim()
    ) {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  return undefined;
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
