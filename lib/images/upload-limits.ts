import "server-only";

import { type Owner, ownerKey } from "@/lib/auth/owner";
import type { Limit } from "@/lib/rate-limit";

/**
 * An owner's hourly budget of uploads to one place (closet, inspiration), counted before any byte
 * of the photo is read or decoded. `perHour` is read per call: the setting is validated at start,
 * and tests change it between cases.
 */
export function hourlyUploadLimit(bucket: string, perHour: () => number): Limit<{ owner: Owner }> {
  return {
    counts: "attempts",
    bucket,
    get limit() {
      return perHour();
    },
    windowSeconds: 60 * 60,
    key: ({ owner }) => ownerKey(owner),
  };
}
