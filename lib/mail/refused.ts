import "server-only";

/**
 * A message the app decided not to queue because sending it would be unsafe (a reset link whose
 * host is unknown). The caller still answers as if it had been sent, so the operator learns of it
 * here alone: one JSON line, `"event":"mail-refused"`, saying what to set. It never names the
 * recipient: the request may have named an address that has no account.
 */
export type MailRefusedLogLine = { time: string; level: "error"; event: "mail-refused"; kind: string; message: string };

export function mailRefusedLogLine(kind: string, reason: string): MailRefusedLogLine {
  return { time: new Date().toISOString(), level: "error", event: "mail-refused", kind, message: reason };
}

export function logMailRefused(kind: string, reason: string): void {
  console.error(JSON.stringify(mailRefusedLogLine(kind, reason)));
}
