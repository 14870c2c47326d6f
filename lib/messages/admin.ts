import { SITE_MODES } from "@/lib/constants";

/** The admin page's answers (SPEC §4/§5), shown in its form and toasts. */
export const ADMIN_MESSAGES = {
  invalidPassword: "Invalid admin password",
  passwordRequired: "Please enter the admin password.",
  invalidMode: `Mode must be one of: ${SITE_MODES.join(", ")}.`,
} as const;
