import "server-only";

import type { SiteMode } from "@/lib/constants";
import { adminPasswordInvalid } from "@/lib/errors";
import type { Limit } from "@/lib/rate-limit";
import { getSiteMode, setSiteMode } from "@/lib/site-mode";
import { passwordsMatch } from "./compare";
import { adminPassword } from "./password";

export { announceAdminPassword } from "./password";
export { ADMIN_MESSAGES, adminCheckSchema, adminToggleSchema } from "./schema";

/**
 * Wrong admin passwords slow down the address that sends them (ten free per 15 minutes, then a
 * growing delay), never the site owner at another address; a correct one costs nothing. There is no
 * site-wide cap: one would let anybody lock the admin page for everybody.
 */
export const ADMIN_LIMITS: readonly Limit<{ client: { address: string } }>[] = [
  {
    counts: "failures",
    bucket: "admin-password:address",
    free: 10,
    windowSeconds: 15 * 60,
    maxDelaySeconds: 15 * 60,
    key: ({ client }) => client.address,
  },
];

type Compare = (candidate: string, expected: string) => boolean;

/** Throws 401 for a wrong password (compared in constant time). */
export function verifyAdminPassword(candidate: string, compare: Compare = passwordsMatch): void {
  if (!compare(candidate, adminPassword().password)) throw adminPasswordInvalid();
}

/** POST /api/admindesh09/mode: the password check, answering the current mode. */
export async function checkAdmin(password: string): Promise<{ mode: SiteMode }> {
  verifyAdminPassword(password);
  return { mode: await getSiteMode({ fresh: true }) };
}

/** POST /api/admindesh09/toggle-mode: switches the mode for every instance. */
export async function switchMode(mode: SiteMode, password: string): Promise<{ mode: SiteMode }> {
  verifyAdminPassword(password);
  return { mode: await setSiteMode(mode) };
}
