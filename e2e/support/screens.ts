/** The screens anyone can open without signing in, for the specs that visit every one (accessibility, overflow). */
export const PUBLIC_PAGES = [
  "/",
  "/auth",
  "/forgot-password",
  "/reset-password?token=not-a-token",
  "/privacy",
  "/terms",
  "/coming-soon",
  "/admindesh09",
  "/no-such-page",
];
