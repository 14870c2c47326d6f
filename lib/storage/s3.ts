import "server-only";

import { ConfigError } from "@/lib/config/env";
import { storageUnavailable } from "@/lib/errors";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertValidKey, contentTypeForKey, keyForPut } from "./keys";
import { UPLOADS_URL_PREFIX } from "./local";
import { cacheControlForKey, publicUrl } from "./public-url";
import { readWithTimeLimit, sendWithTimeLimit, withTimeLimit } from "./time-limit";
import type { FileStorage, PutBody, StoredObject } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicBaseUrl?: string;
  timeoutMs: number;
};

/** Streams of unknown length go up in parts of this size, two at a time: memory stays bounded whatever the file. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Any S3-compatible service (AWS, R2, MinIO, s3rver in the tests). Objects carry their content type
 * and the Cache-Control /uploads would send (a year, immutable; minutes for revocable share images), so a public bucket or CDN in front (STORAGE_PUBLIC_BASE_URL)
 * serves them exactly as /uploads does.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = clientFor(settings);
  const Bucket = settings.bucket;
  const limitMs = settings.timeoutMs;

  const storage: FileStorage = {
    async put(input) {
      const key = keyForPut(input);
      try {
        await upload(client, { Bucket, Key: key, ContentType: input.contentType }, input.body, limitMs);
      } catch (error) {
        throw storageUnavailable("upload", error);
      }
      return { key, url: storage.url(key) };
    },

    async get(key, options): Promise<StoredObject | null> {
      assertValidKey(key);
      const range = options?.range;
      try {
        const answer = await withTimeLimit(limitMs, (abortSignal) =>
          client.send(
            new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
            { abortSignal },
          ),
        );
        if (!answer.Body) return null;
        const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : answer.ContentLength;
        return {
          body: readWithTimeLimit(answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, limitMs),
          contentType: contentTypeForKey(key)!,
          size: total ?? 0,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable("read", error);
      }
    },

    async delete(key) {
      assertValidKey(key);
      try {
        // S3 answers a delete of a missing key with success, which is the contract's idempotence.
        await withTimeLimit(limitMs, (abortSignal) =>
          client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal }),
        );
      } catch (error) {
        if (isMissing(error)) return;
        throw storageUnavailable("delete", error);
      }
    },

    url(key) {
      assertValidKey(key);
      return settings.publicBaseUrl ? publicUrl(settings.publicBaseUrl, key) : UPLOADS_URL_PREFIX + key;
    },

    async check() {
      try {
        await withTimeLimit(limitMs, (abortSignal) => client.send(new HeadBucketCommand({ Bucket }), { abortSignal }));
      } catch (error) {
        throw s3ConfigError(error, settings);
      }
    },
  };
  return storage;
}

function clientFor(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Two tries; the whole call, retries included, is bounded by STORAGE_TIMEOUT_MS (./time-limit.ts).
    // Without throwOnRequestTimeout the SDK's requestTimeout only logs a warning and keeps waiting.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: settings.timeoutMs,
      requestTimeout: settings.timeoutMs,
      throwOnRequestTimeout: true,
    },
    // Newer SDKs add CRC checksums (aws-chunked bodies) that many S3-compatible servers reject; send them only when S3 demands.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  return new S3Client(config);
}

type PutTarget = { Bucket: string; Key: string; ContentType: string };

/** One object up: a stream of unknown length in parts (see PART_SIZE), bytes in one request. */
async function upload(client: S3Client, target: PutTarget, body: PutBody, limitMs: number) {
  if (body instanceof ReadableStream) {
    await sendWithTimeLimit(body, limitMs, (Body, signal) => {
      const abortController = new AbortController();
      signal.addEventListener("abort", () => abortController.abort(signal.reason), { once: true });
      return new Upload({
        client,
        params: { ...target, Body, CacheControl: cacheControlForKey(target.Key) },
        partSize: PART_SIZE,
        queueSize: 2,
        abortController,
      }).done();
    });
  } else {
    await withTimeLimit(limitMs, (abortSignal) =>
      client.send(
        new PutObjectCommand({
          ...target,
          Body: body,
          ContentLength: body.byteLength,
          CacheControl: cacheControlForKey(target.Key),
        }),
        { abortSignal },
      ),
    );
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
}

/** One line naming the setting that is wrong, never a secret. */
function s3ConfigError(error: unknown, settings: S3Settings): ConfigError {
  const status = statusOf(error);
  const where = settings.endpoint ? new URL(settings.endpoint).host : `AWS (${settings.region})`;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (status === 404 || (error as { name?: string }).name === "NoSuchBucket") {
    return new ConfigError(
      `S3_BUCKET: the bucket "${settings.bucket}" does not exist at ${where}. Create it or fix S3_BUCKET.`,
    );
  }
  if (status === 401 || status === 403) {
    return new ConfigError(
      `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused them for the bucket "${settings.bucket}" (${status}). Fix the keys or the bucket's policy.`,
    );
  }
  if (status === 301 || status === 400) {
    return new ConfigError(
      `S3_REGION / S3_FORCE_PATH_STYLE: ${where} refused the bucket address (${status}, ${detail}). Check the region and whether the service needs path-style URLs.`,
    );
  }
  return new ConfigError(
    `S3_ENDPOINT: the storage service at ${where} is not reachable (${detail}). Fix S3_ENDPOINT or start the service.`,
  );
}
