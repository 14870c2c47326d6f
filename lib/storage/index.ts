import "server-only";
import { ConfigError, env } from "@/lib/env";
import { localDiskStorage } from "./local";
import type { FileStorage } from "./types";

export type { FileStorage, PutBody, PutInput, StoredObject } from "./types";
export { InvalidKeyError, contentTypeForKey, extensionForContentType, isValidKey, newKey, type KeyExtension } from "./keys";

/** The storage driver chosen by STORAGE_DRIVER. */
export function getStorage(): FileStorage {
  const driver = env().STORAGE_DRIVER;
  if (driver === "local") return localDiskStorage;
  // The S3 and Vercel Blob drivers come with the deployment work; failing loudly beats a silent fallback to disk.
  throw new ConfigError(
    `STORAGE_DRIVER=${driver} is not available in this version: that driver arrives with the deployment work. Unset STORAGE_DRIVER to store uploads on local disk.`,
  );
}
