import "server-only";

import { isAppError, isWrongPassword } from "@/lib/errors";
import { type FailureRule, recordFailure, releaseAttempt, reserveAttempt } from "./failures";
import { enforceRateLimit } from "./fixed-window";

/**
 * The rate limits of a route, declared next to it and applied by the route wrapper in one place
 * of the flow: after the input is parsed (bad input is refused without counting), before the
 * handler runs. A limit's `key` picks what it counts from the request's context (the client
 * address, the account named in the input, the owner); null means "does not apply to this call".
 *
 * - `attempts`: every call counts (creating accounts, guests, waitlist entries, uploads).
 * - `failures`: only calls the handler refuses with 401 (or a WrongPasswordError: a signed-in
 *   user's password re-check) count, with a progressive delay (lib/rate-limit/failures.ts): wrong
 *   passwords, never an owner's own successes.
 */
export type Limit<C> =
  | { counts: "attempts"; bucket: string; limit: number; windowSeconds: number; key: (ctx: C) => string | null }
  | ({ counts: "failures"; key: (ctx: C) => string | null } & FailureRule);

export async function withLimits<C, T>(limits: readonly Limit<C>[], ctx: C, run: () => Promise<T>): Promise<T> {
  const held: { rule: FailureRule; key: string }[] = [];
  const releaseAll = () => Promise.all(held.map(({ rule, key }) => releaseAttempt(rule, key)));
  try {
    for (const limit of limits) {
      const key = limit.key(ctx);
      if (key === null) continue;
      if (limit.counts === "attempts") await enforceRateLimit({ ...limit, key });
      else {
        await reserveAttempt(limit, key);
        held.push({ rule: limit, key });
      }
    }
  } catch (error) {
    await releaseAll();
    throw error;
  }
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (isCountedFailure(error)) await Promise.all(held.map(({ rule, key }) => recordFailure(rule, key)));
    else await releaseAll();
    throw error;
  }
  await releaseAll();
  return result;
}

/** A refusal of the credentials themselves; anything else (bad input, our own faults) costs the caller nothing. */
function isCountedFailure(error: unknown): boolean {
  return isWrongPassword(error) || (isAppError(error) && error.status === 401);
}
