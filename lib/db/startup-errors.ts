import "server-only";

import { ConfigError } from "@/lib/config/env";

/**
 * Start-up problems an operator can fix get one line each, naming the setting and the fix.
 * They are ConfigErrors so the start-up hook prints only the message, never a stack trace.
 */

/** Where DATABASE_URL points, for messages: never the user or password. */
export function describeTarget(url: string): string {
  const parsed = new URL(url);
  const socketDir = parsed.searchParams.get("host");
  if (!parsed.hostname && socketDir) return socketDir;
  return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ECONNRESET: "connection reset",
  ENOENT: "no socket there",
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === "string") return code;
  // Node reports "localhost" failures (IPv4 and IPv6 both tried) as an AggregateError.
  if (Array.isArray(errors)) return errorCode(errors[0]);
  return undefined;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.trim().replace(/\.$/, "");
}

/** Explains a failure to connect to DATABASE_URL in one line. */
export function databaseConnectError(error: unknown, url: string): ConfigError {
  const where = describeTarget(url);
  const code = errorCode(error);
  if (code && NETWORK_REASONS[code]) {
    return new ConfigError(
      `Cannot reach the database at DATABASE_URL (${where}): ${NETWORK_REASONS[code]}. Start Postgres or fix DATABASE_URL.`,
    );
  }
  if (/timeout/i.test(firstLine(error))) {
    return new ConfigError(
      `Cannot reach the database at DATABASE_URL (${where}): connection timed out. Start Postgres or fix DATABASE_URL.`,
    );
  }
  if (code === "28P01" || code === "28000") {
    return new ConfigError(
      `The database at DATABASE_URL (${where}) refused the login: ${firstLine(error)}. Fix the user or password in DATABASE_URL.`,
    );
  }
  if (code === "3D000") {
    const database = new URL(url).pathname.slice(1) || "postgres";
    return new ConfigError(
      `The database "${database}" does not exist at DATABASE_URL (${where}). Create it or fix DATABASE_URL.`,
    );
  }
  return new ConfigError(
    `Cannot use the database at DATABASE_URL (${where}): ${firstLine(error)}. Fix DATABASE_URL or the database server.`,
  );
}

const FS_REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOTDIR: "part of the path is a file, not a folder",
  EEXIST: "a file with that name is in the way",
  ENOSPC: "no space left on the device",
};

/** DATA_DIR cannot hold the embedded database. */
export function dataDirError(error: unknown, dir: string): ConfigError {
  const code = errorCode(error);
  const reason = (code && FS_REASONS[code]) ?? firstLine(error);
  return new ConfigError(
    `DATA_DIR (${dir}) is not writable: ${reason}. Make it writable or set DATA_DIR to another folder.`,
  );
}

/** PGlite could not open (or create) its data directory. */
export function embeddedOpenError(error: unknown, dir: string): ConfigError {
  return new ConfigError(
    `The embedded database in ${dir} could not be opened: ${firstLine(error)}. Move that folder away to start afresh, or set DATA_DIR to another folder.`,
  );
}

/** A migration could not be applied (or the history forbids applying). */
export class MigrationError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = "MigrationError";
  }
}

export { firstLine };
