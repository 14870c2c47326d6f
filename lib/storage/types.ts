/**
 * One interface for every place uploads can live (local disk, S3, Vercel Blob). Bodies are web
 * streams so large files never have to sit in memory, and keys carry their extension so the
 * content type travels with the key.
 *
 * Failures: a missing object is `null` from `get` and a no-op for `delete`; anything else the store
 * does wrong (down, unreachable, bad credentials, timed out) is a StorageUnavailableError from
 * lib/errors/index.ts, which the route wrapper answers as 503. Tests: tests/integration/storage/contract.test.ts.
 */
export type PutBody = Buffer | Uint8Array | ReadableStream<Uint8Array>;

export type PutInput = {
  /** From `newKey`; generated when left out. */
  key?: string;
  body: PutBody;
  contentType: string;
};

/** Absolute byte offsets, both inclusive (HTTP's `bytes=start-end`), already checked against the size. */
export type ByteRange = { start: number; end: number };

export type StoredObject = {
  /** The whole file, or only `range` when one was asked for. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Size of the whole file, whatever part `body` holds. */
  size: number;
  /** When the store wrote it, when the store says (for Last-Modified). */
  lastModified?: Date;
};

export interface FileStorage {
  /** Stores the body under the key; readers see the whole file or nothing. */
  put(input: PutInput): Promise<{ key: string; url: string }>;
  /** The stored file (or the given part of it), or null when there is none. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The stable public URL of a key. Anyone holding it can read the file: the URL is the capability. */
  url(key: string): string;
  /**
   * Start-up check: the store is reachable and accepts our credentials. Throws a ConfigError whose
   * one line names the setting to fix.
   */
  check(): Promise<void>;
}
