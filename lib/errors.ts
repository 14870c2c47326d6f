import { ZodError } from "zod";

/**
 * The one error type route handlers and domain modules throw. `message` is written for a person:
 * it reaches the screen as the toast text. `toErrorResponse` is the one mapper to HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Please sign in or continue as a guest to do that.") => new AppError(401, message);
export const notFound = (what = "That item") => new AppError(404, `${what} was not found.`);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(429, message ?? `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`, {
    "Retry-After": String(retryAfterSeconds),
  });
export const serviceUnavailable = (message: string) => new AppError(503, message);
export const badGateway = (message: string) => new AppError(502, message);

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export type ErrorBody = { message: string };

/** Turns anything thrown into the JSON error the REST contract promises: `{ message }` + status. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return Response.json({ message: error.message } satisfies ErrorBody, { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const message = error.issues[0]?.message ?? "The request was not valid.";
    return Response.json({ message } satisfies ErrorBody, { status: 400 });
  }
  if (isMalformedJson(error)) {
    return Response.json({ message: "The request body must be valid JSON." } satisfies ErrorBody, { status: 400 });
  }
  console.error("[stylematch] unhandled error", error);
  return Response.json({ message: "Something went wrong on our side. Please try again." } satisfies ErrorBody, { status: 500 });
}

function isMalformedJson(error: unknown): boolean {
  return error instanceof SyntaxError && /JSON/i.test(error.message);
}
