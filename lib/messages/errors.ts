/** The `{message}` bodies any call can answer (lib/errors/index.ts: the generic refusals and `toErrorResponse`). */
export const ERROR_MESSAGES = {
  invalidRequest: "The request was not valid.",
  malformedJson: "The request body must be valid JSON.",
  unexpected: "Something went wrong on our side. Please try again.",
  /** Any 5xx answer of the API: the request id lets support find the request in the logs. */
  withReference: (message: string, requestId: string) => `${message} (ref: ${requestId})`,
  bodyTooLarge: "That request is too large.",
  crossSite: "This request came from another site and was refused.",
  databaseBusy: "The service is busy right now. Please try again in a moment.",
  /** A fresh instance that has not yet read the site mode, so it cannot know whether the app is open. */
  startingUp: "The service is starting up. Please try again in a moment.",
  /** A client router's Next-Router-State-Tree header that does not parse (lib/http/router-state.ts). */
  invalidRouterState: "This page request could not be read. Please reload the page.",
  tooManyAttempts: (retryAfterSeconds: number) =>
    `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`,
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
