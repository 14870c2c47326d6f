import "server-only";
import { z } from "zod";
import { SITE_MODES, type SiteMode } from "@/lib/constants";
import { unauthorized } from "@/lib/errors";
import { clientAddress, enforceRateLimit, refundRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { getSiteMode, setSiteMode } from "@/lib/site-mode";
import { passwordsMatch } from "./compare";
import { adminPassword } from "./password";

export { announceAdminPassword } from "./password";

export const ADMIN_MESSAGES = {
  invalidPassword: "Invalid admin password",
  passwordRequired: "Please enter the admin password.",
  invalidMode: `Mode must be one of: ${SITE_MODES.join(", ")}.`,
} as const;

/** Ten guesses per address per 15 minutes; a generous site-wide cap bounds spoofed addresses too. */
export const ADMIN_LIMITS = {
  perAddress: { bucket: "admin-password:address", limit: 10, windowSeconds: 15 * 60 },
  global: { bucket: "admin-password:all", limit: 100, windowSeconds: 15 * 60 },
} as const;

const passwordField = z.string({ error: ADMIN_MESSAGES.passwordRequired }).min(1, ADMIN_MESSAGES.passwordRequired);
export const adminCheckSchema = z.object({ password: passwordField });
export const adminToggleSchema = z.object({
  mode: z.enum(SITE_MODES, { error: ADMIN_MESSAGES.invalidMode }),
  password: passwordField,
});

type Compare = (candidate: string, expected: string) => boolean;

/**
 * Throws 429 when this address (or the whole site) used up its guesses — before any comparison,
 * so the eleventh guess is never checked — and 401 for a wrong password. Every attempt is
 * counted up front (parallel guesses cannot slip past the limit); a correct one is given back,
 * so an admin switching modes is never locked out by their own successes.
 */
export async function verifyAdminPassword(req: Request, candidate: string, compare: Compare = passwordsMatch): Promise<void> {
  const rules: RateLimitRule[] = [
    { ...ADMIN_LIMITS.perAddress, key: clientAddress(req) },
    { ...ADMIN_LIMITS.global, key: "*" },
  ];
  for (const rule of rules) await enforceRateLimit(rule);
  if (!compare(candidate, adminPassword().password)) throw unauthorized(ADMIN_MESSAGES.invalidPassword);
  await Promise.all(rules.map((rule) => refundRateLimit(rule)));
}

/** POST /api/admindesh09/mode: the password check, answering the current mode. */
export async function checkAdmin(req: Request, body: unknown): Promise<{ mode: SiteMode }> {
  const { password } = adminCheckSchema.parse(body);
  await verifyAdminPassword(req, password);
  return { mode: await getSiteMode({ fresh: true }) };
}

/** POST /api/admindesh09/toggle-mode: switches the mode for every instance. */
export async function switchMode(req: Request, body: unknown): Promise<{ mode: SiteMode }> {
  const { mode, password } = adminToggleSchema.parse(body);
  await verifyAdminPassword(req, password);
  return { mode: await setSiteMode(mode) };
}
