import { expect } from "vitest";

/**
 * A 5xx `{message}` from the route wrapper: the sentence from lib/messages/ followed by the
 * request's id, "(ref: 0123456789ab)", the same id as the X-Request-Id header and the log line.
 */
export function withSomeReference(message: string): unknown {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return expect.stringMatching(new RegExp(`^${escaped} \\(ref: [0-9a-f]{12}\\)$`));
}
