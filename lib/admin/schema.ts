import { SITE_MODES } from "@/lib/constants";
import { plainText } from "@/lib/forms/plain-text";
import { ADMIN_MESSAGES } from "@/lib/messages/admin";
import * as z from "zod/mini";

export { ADMIN_MESSAGES };

/**
 * The admin inputs of SPEC §4/§5, shared by the admin page's password form (client) and the admin
 * route handlers (server), so the rules and messages cannot drift. No server-only imports here.
 */

const passwordField = plainText(ADMIN_MESSAGES.passwordRequired).check(z.minLength(1, ADMIN_MESSAGES.passwordRequired));
export const adminCheckSchema = z.object({ password: passwordField });
export const adminToggleSchema = z.object({
  mode: z.enum(SITE_MODES, { error: ADMIN_MESSAGES.invalidMode }),
  password: passwordField,
});
