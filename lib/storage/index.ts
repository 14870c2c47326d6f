import "server-only";

import { ConfigError, env, type Env } from "@/lib/config/env";
import { localDiskStorage } from "./local";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";
import { createVercelBlobStorage } from "./vercel-blob";

export {
  contentTypeForKey,
  extensionForContentType,
  InvalidKeyError,
  isValidKey,
  type KeyExtension,
  newKey,
} from "./keys";
export {
  cacheControlForKey,
  IMMUTABLE_CACHE_CONTROL,
  isPrivateKey,
  PRIVATE_DRAFT_PREFIX,
  REVOCABLE_PREFIX,
  SHARED_PHOTOS_PREFIX,
} from "./public-url";
export type { ByteRange, FileStorage, PutBody, PutInput, StoredObject } from "./types";

// One client per process (its connection pool is worth keeping), rebuilt when the settings object
// changes (tests re-read the environment between cases).
const cache = globalThis as unknown as { __stylematchStorage?: { settings: Env; storage: FileStorage } };

/** The storage driver chosen by STORAGE_DRIVER. Throws a ConfigError naming the missing setting. */
export function getStorage(): FileStorage {
  const settings = env();
  if (cache.__stylematchStorage?.settings !== settings)
    cache.__stylematchStorage = { settings, storage: createStorage(settings) };
  return cache.__stylematchStorage.storage;
}

function createStorage(settings: Env): FileStorage {
  const publicBaseUrl = settings.STORAGE_PUBLIC_BASE_URL;
  switch (settings.STORAGE_DRIVER) {
    case "local":
      if (publicBaseUrl)
        throw new ConfigError(
          "STORAGE_PUBLIC_BASE_URL is for the s3 and vercel-blob drivers; local uploads are served by the app. Unset it.",
        );
      return localDiskStorage;
    case "s3":
      if (!settings.S3_BUCKET)
        throw new ConfigError("S3_BUCKET is required with STORAGE_DRIVER=s3. Set it to the bucket's name.");
      if (Boolean(settings.S3_ACCESS_KEY_ID) !== Boolean(settings.S3_SECRET_ACCESS_KEY)) {
        throw new ConfigError(
          "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials (instance role...).",
        );
      }
      return createS3Storage({
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        endpoint: settings.S3_ENDPOINT,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        publicBaseUrl,
        timeoutMs: settings.STORAGE_TIMEOUT_MS,
      });
    case "vercel-blob":
      if (!settings.BLOB_READ_WRITE_TOKEN)
        throw new ConfigError(
          "BLOB_READ_WRITE_TOKEN is required with STORAGE_DRIVER=vercel-blob. Copy it from the Blob store's settings.",
        );
      return createVercelBlobStorage({
        token: settings.BLOB_READ_WRITE_TOKEN,
        publicBaseUrl,
        timeoutMs: settings.STORAGE_TIMEOUT_MS,
      });
  }
}

/** Start-up: the configured store answers and accepts our credentials (a ConfigError naming the setting otherwise). */
export async function checkStorage(): Promise<void> {
  await getStorage().check();
}
