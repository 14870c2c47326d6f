import "server-only";

import { env } from "@/lib/config/env";
import { errorResponse, passwordLoginOff } from "@/lib/errors";

/** Whether people may sign in with a password here (AUTH_PASSWORD_LOGIN, on unless "false"). */
export function passwordLoginOn(): boolean {
  return env().AUTH_PASSWORD_LOGIN;
}

/**
 * A password route (login, register, password reset) that answers 403 with a clear message, before
 * reading anything, while AUTH_PASSWORD_LOGIN=false.
 */
export function passwordRoute<A extends unknown[]>(
  handler: (req: Request, ...rest: A) => Promise<Response>,
): (req: Request, ...rest: A) => Promise<Response> {
  return async (req, ...rest) =>
    passwordLoginOn() ? handler(req, ...rest) : errorResponse(passwordLoginOff()).response;
}
