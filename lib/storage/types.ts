/**
 * One interface for every place uploads can live (local disk, S3, Vercel Blob). Bodies are web
 * streams so large files never have to sit in memory, and keys carry their extension so the
 * content type travels with the key.
 */
export type PutBody = Buffer | Uint8Array | ReadableStream<Uint8Array>;

export type PutInput = {
  /** From `newKey`; generated when left out. */
  key?: string;
  body: PutBody;
  contentType: string;
};

export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
};

export interface FileStorage {
  /** Stores the body under the key; readers see the whole file or nothing. */
  put(input: PutInput): Promise<{ key: string; url: string }>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The stable public URL of a key. Anyone holding it can read the file: the URL is the capability. */
  url(key: string): string;
}
