/**
 * Readings of photos by their bytes, per process. A reading is a pure function of the bytes (and of
 * the mask sent with them), and the same bytes are read more than once in the app's own flows: an
 * upload's thumbnail at upload (its category and colours), again, for an owner who corrected pieces,
 * when its category is checked against those corrections (lib/closet/learn.ts), and again as a
 * near-duplicate candidate of the next upload; an inspiration photo at analysis, matching and missing
 * pieces; and the same photo uploaded twice. Each read costs a few hundred milliseconds of one core
 * (`npm run bench -- vision`), so a second one costs a digest instead.
 * No "server-only" marker: the vision bench runs lib/vision outside Next.
 */
import { createHash } from "node:crypto";

/** Readings kept per kind; each is a few hundred bytes (colours, pattern, category). */
const KEPT = 1000;

/**
 * `read`, answered from the readings of bytes already read. A failed read is not kept (the next
 * call tries again), and each caller gets its own copy, so none can change another's reading.
 */
export function memoizedByContent<T, Options extends { mask?: Uint8Array }>(
  read: (bytes: Uint8Array, options: Options) => Promise<T>,
): (bytes: Uint8Array, options?: Options) => Promise<T> {
  const readings = new Map<string, Promise<T>>();
  return async (bytes, options = {} as Options) => {
    const key = digestOf(bytes, options.mask);
    let reading = readings.get(key);
    if (reading) {
      readings.delete(key); // most recently used last: the oldest goes first when full
    } else {
      reading = read(bytes, options);
      reading.catch(() => readings.delete(key));
    }
    readings.set(key, reading);
    if (readings.size > KEPT) readings.delete(readings.keys().next().value!);
    return structuredClone(await reading);
  };
}

function digestOf(bytes: Uint8Array, mask: Uint8Array | undefined): string {
  const digest = (data: Uint8Array) => createHash("sha256").update(data).digest("base64url");
  return mask ? `${digest(bytes)}:${digest(mask)}` : digest(bytes);
}
