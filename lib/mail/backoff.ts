/**
 * When the mail sender tries a message again (lib/mail/queue.ts). Pure, so it is unit-tested.
 * 15 s, 30 s, 1 min, 2 min... doubling up to 10 min; after MAIL_MAX_ATTEMPTS failed tries the
 * message is given up (a reset mail's link has expired long before then anyway).
 */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_FIRST_RETRY_MS = 15_000;
export const MAIL_MAX_RETRY_MS = 10 * 60_000;

/** The wait after the `attempts`-th failed try (1 for the first failure); null once the message is given up. */
export function mailRetryDelayMs(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= MAIL_MAX_ATTEMPTS) return null;
  return Math.min(MAIL_FIRST_RETRY_MS * 2 ** (attempts - 1), MAIL_MAX_RETRY_MS);
}
