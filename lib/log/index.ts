import "server-only";

import { env } from "@/lib/config/env";
import type { ErrorCode } from "@/lib/errors/codes";
import { randomBytes } from "node:crypto";

/**
 * The server's structured log: one JSON object per line on stdout/stderr, which every log collector
 * (journald, Docker, CloudWatch, Vercel) keeps as one record. What goes in is chosen field by field,
 * never a whole request, error or object: no password, cookie, token, header or image byte can slip in.
 */
export type OwnerKind = "user" | "guest" | "none";

export type RequestLogLine = {
  time: string;
  level: "info";
  event: "request";
  requestId: string;
  method: string;
  /** The path alone: the query string (search terms, tokens someone put there) is dropped. */
  path: string;
  status: number;
  /** Until the response's headers were ready (a streamed body may still be flowing). */
  durationMs: number;
  /** Who the request arrived as (before any login or logout it made). */
  owner: OwnerKind;
  /** An error answer's `code` (lib/errors/codes.ts), so a log query never matches sentences. */
  code?: ErrorCode;
};

export type ErrorLogLine = {
  time: string;
  level: "warn" | "error";
  event: "error";
  requestId?: string;
  /** The code the request was answered with, when the error answered one. */
  code?: ErrorCode;
  message: string;
  error: { name: string; message: string; stack?: string[] };
};

/**
 * With no SMTP_URL (the embedded default) a mail is not sent: its link is written here instead, one
 * line an owner can find (`"event":"mail-not-sent"`). The one place a secret reaches the log on
 * purpose: the reset link is what the person needs, and only whoever reads the server's log sees it.
 */
export type MailNotSentLogLine = {
  time: string;
  level: "warn";
  event: "mail-not-sent";
  kind: string;
  to: string;
  message: string;
  link: string | null;
};

export function mailNotSentLogLine(mail: { kind: string; to: string; link: string | null }): MailNotSentLogLine {
  return {
    time: new Date().toISOString(),
    level: "warn",
    event: "mail-not-sent",
    kind: mail.kind,
    to: mail.to,
    message: `No SMTP_URL is set, so this ${mail.kind} mail was not sent. Its link follows: open it in a browser.`,
    link: mail.link,
  };
}

export function logMailNotSent(mail: { kind: string; to: string; link: string | null }): void {
  console.warn(JSON.stringify(mailNotSentLogLine(mail)));
}

const MAX_PATH_CHARS = 200;
const MAX_MESSAGE_CHARS = 300;

/** 12 hex characters: unique enough to find one request in the logs, short enough to read out to support. */
export function newRequestId(): string {
  return randomBytes(6).toString("hex");
}

/** Unset LOG_REQUESTS: on under `next start` (production), off in development (Next logs there) and tests. */
export function requestLogsEnabled(): boolean {
  const settings = env();
  return settings.LOG_REQUESTS ?? settings.NODE_ENV === "production";
}

export function requestLogLine(request: {
  requestId: string;
  method: string;
  url: string;
  status: number;
  durationMs: number;
  owner: OwnerKind;
  code?: ErrorCode;
}): RequestLogLine {
  return {
    time: new Date().toISOString(),
    level: "info",
    event: "request",
    requestId: request.requestId,
    method: request.method,
    path: pathOf(request.url),
    status: request.status,
    durationMs: Math.round(request.durationMs),
    owner: request.owner,
    ...(request.code ? { code: request.code } : {}),
  };
}

export function logRequest(line: RequestLogLine): void {
  if (requestLogsEnabled()) console.log(JSON.stringify(line));
}

/**
 * An error for the operator. Only the error's name, the first line of its message and its stack
 * frames are kept: later lines of a message are where libraries put the data they were given
 * (Prisma prints the whole query's arguments, a password hash among them).
 */
export function errorLogLine(
  level: ErrorLogLine["level"],
  message: string,
  error: unknown,
  requestId?: string,
  code?: ErrorCode,
): ErrorLogLine {
  return {
    time: new Date().toISOString(),
    level,
    event: "error",
    ...(requestId ? { requestId } : {}),
    ...(code ? { code } : {}),
    message,
    error: describeError(error),
  };
}

export function logError(line: ErrorLogLine): void {
  (line.level === "error" ? console.error : console.warn)(JSON.stringify(line));
}

function describeError(error: unknown): ErrorLogLine["error"] {
  if (!(error instanceof Error))
    return { name: typeof error, message: truncate(firstLine(String(error)), MAX_MESSAGE_CHARS) };
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());
  return {
    name: error.name,
    message: truncate(databaseMessage(error) ?? firstLine(error.message), MAX_MESSAGE_CHARS),
    ...(frames.length > 0 ? { stack: frames.slice(0, 10) } : {}),
  };
}

function pathOf(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? "";
  }
  return truncate(path, MAX_PATH_CHARS);
}

/**
 * What the database itself said ("invalid byte sequence for encoding "UTF8": 0x00 (22021)"): a Prisma
 * error's own message starts with a blank line and the call site, so its first line says only which
 * call failed, while the driver's error (on `meta.driverAdapterError`) holds the database's message and
 * code alone: as `message` and `code`, or, for the errors Prisma classifies (a unique or foreign key
 * violation), as `originalMessage` and `originalCode`, or only as a `kind`. Postgres's messages name
 * constraints and tables, not the rows' values (those are in its `detail`, never read here).
 */
function databaseMessage(error: Error): string | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: Record<string, unknown> }; cause?: unknown } }).meta;
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  const cause = meta?.driverAdapterError?.cause;
  if (cause) {
    const said = text(cause.message) ?? text(cause.originalMessage) ?? text(cause.kind);
    const code = text(cause.code) ?? text(cause.originalCode);
    if (said) return code ? `${firstLine(said)} (${code})` : firstLine(said);
  }
  // Prisma's own refusals (P2025 "no record found"...) carry their code and, in `meta.cause`, the reason.
  const prismaCode = text((error as { code?: unknown }).code);
  if (prismaCode && /^P\d{4}$/.test(prismaCode)) {
    // A transaction's refusal (P2028) says why on its message's last line, which holds no data.
    const lastLine = error.message.trim().split("\n").at(-1);
    const reason = text(meta?.cause) ?? (prismaCode === "P2028" ? text(lastLine) : undefined);
    return `${firstLine(error.message)} ${prismaCode}${reason ? `: ${firstLine(reason)}` : ""}`;
  }
  return undefined;
}

/** The first line that says something (a message may start with a line break). */
const firstLine = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean) ?? "";
const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
