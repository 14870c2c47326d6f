import "server-only";

import { readOwner, requestCookies, type OwnerRead } from "@/lib/auth/current-owner";
import { isHttps, requestOrigin } from "@/lib/auth/request-origin";
import { clearingCookies, renewedSessionCookie } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { AppError, toErrorResponse, unauthorized } from "@/lib/errors";
import { scheduleGuestCleanup } from "@/lib/guests/cleanup";
import { logRequest, newRequestId, requestLogLine } from "@/lib/log";
import { ERROR_MESSAGES } from "@/lib/messages";
import type { Owner } from "@/lib/owner";
import { clientAddress, withLimits, type Limit } from "@/lib/rate-limit";
import { comingSoonRefusal, siteModeForRequests } from "@/lib/site-mode";
import type { z } from "zod";
import { readJsonBody } from "./body";
import { apiOpenInComingSoon } from "./gate";

/**
 * The one wrapper every route handler goes through. In order, for every call:
 * 1. refuses cross-site writes (403) and, in coming-soon mode, every API outside the waitlist,
 *    admin, mode and health calls (503): the request gate does the same, but a gate mistake must
 *    not open the API;
 * 2. parses the JSON body with the route's zod schema (`body`), bounded in size;
 * 3. reads the owner from the cookies (lib/auth/current-owner.ts); `withOwner` answers 401 without one;
 * 4. applies the route's rate limits (lib/rate-limit/limits.ts);
 * 5. runs the handler, and turns anything thrown into the `{message}` JSON of the REST contract
 *    (a 5xx message carries the request id as "(ref: ...)");
 * 6. sets Cache-Control (`no-store`; `private, no-store` for owner data) unless the handler did,
 *    renews a session that is due, and removes session or guest cookies that no longer work;
 * 7. sets X-Request-Id and writes the request's one JSON log line (lib/log.ts).
 * Handlers are dynamic: they read the request, so Next never prerenders or caches them.
 *
 *   export const POST = withOwner({ body: chatRequestSchema }, async ({ owner, input }) => Response.json(await chat(owner, input)));
 */
/** Every API answer names its request, so a report (or a 5xx message's "ref") finds the log line. */
export const REQUEST_ID_HEADER = "X-Request-Id";

type Params = Record<string, string | string[]>;
type RouteContext<P extends Params> = { params: Promise<P> };
type Awaitable<T> = T | Promise<T>;

export type Client = { address: string; secure: boolean };
export type PublicContext<I, P extends Params = Params> = {
  req: Request;
  params: P;
  input: I;
  client: Client;
  /** The caller's owner, when there is one (public calls may still care: registration moves a guest's data). */
  owner: Owner | null;
  /** Everything the cookies held (session claims, guest cookie), for the calls that start or end sessions. */
  session: OwnerRead;
};
export type OwnerContext<I, P extends Params = Params> = PublicContext<I, P> & { owner: Owner };

type Options<S extends z.ZodType | undefined, C> = { body?: S; limits?: readonly Limit<C>[] };
type InputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
export type RouteHandler<P extends Params = Params> = (req: Request, ctx?: RouteContext<P>) => Promise<Response>;

/** A handler anyone may call (login, register, the site mode...). */
export function route<P extends Params = Params, S extends z.ZodType | undefined = undefined>(
  ...args:
    | [handler: (ctx: PublicContext<InputOf<S>, P>) => Awaitable<Response>]
    | [
        options: Options<S, PublicContext<InputOf<S>, P>>,
        handler: (ctx: PublicContext<InputOf<S>, P>) => Awaitable<Response>,
      ]
): RouteHandler<P> {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  return wrap(options, false, handler);
}

/** A handler that needs an owner: a signed-in user or a live guest. Without one it answers 401 and the handler never runs. */
export function withOwner<P extends Params = Params, S extends z.ZodType | undefined = undefined>(
  ...args:
    | [handler: (ctx: OwnerContext<InputOf<S>, P>) => Awaitable<Response>]
    | [
        options: Options<S, OwnerContext<InputOf<S>, P>>,
        handler: (ctx: OwnerContext<InputOf<S>, P>) => Awaitable<Response>,
      ]
): RouteHandler<P> {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  return wrap(
    options as Options<S, PublicContext<InputOf<S>, P>>,
    true,
    handler as (ctx: PublicContext<InputOf<S>, P>) => Awaitable<Response>,
  );
}

function wrap<P extends Params, S extends z.ZodType | undefined>(
  options: Options<S, PublicContext<InputOf<S>, P>>,
  ownerRequired: boolean,
  handler: (ctx: PublicContext<InputOf<S>, P>) => Awaitable<Response>,
): RouteHandler<P> {
  return async (req, routeContext) => {
    const startedAt = performance.now();
    const requestId = newRequestId();
    const client: Client = { address: "local", secure: false };
    let session: OwnerRead | undefined;
    let response: Response;
    try {
      client.secure = isHttps(req);
      assertSameOrigin(req);
      await assertSiteOpen(req);
      const input = (options.body ? await readJsonBody(req, options.body) : undefined) as InputOf<S>;
      session = await readOwner(requestCookies(req));
      if (ownerRequired && !session.owner) throw unauthorized();
      if (session.owner) void scheduleGuestCleanup();
      client.address = clientAddress(req);
      const ctx: PublicContext<InputOf<S>, P> = {
        req,
        params: routeContext ? await routeContext.params : ({} as P),
        input,
        client,
        owner: session.owner,
        session,
      };
      response = await finish(
        await withLimits(options.limits ?? [], ctx, async () => handler(ctx)),
        session,
        client,
        ownerRequired,
        requestId,
      );
    } catch (error) {
      response = await finish(toErrorResponse(error, requestId), session, client, ownerRequired, requestId);
    }
    const owner = session?.owner?.kind ?? "none";
    logRequest(
      requestLogLine({
        requestId,
        method: req.method,
        url: req.url,
        status: response.status,
        durationMs: performance.now() - startedAt,
        owner,
      }),
    );
    return response;
  };
}

async function finish(
  response: Response,
  session: OwnerRead | undefined,
  client: Client,
  privateData: boolean,
  requestId: string,
): Promise<Response> {
  const upkeep = session ? clearingCookies(session.stale, client) : [];
  const renewed = session?.session ? await renewedSessionCookie(session.session, client).catch(() => null) : null;
  if (renewed) upkeep.push(renewed);
  // A handler that set a cookie itself (login, logout, a new guest) has the last word on it.
  const setByHandler = new Set(response.headers.getSetCookie().map(cookieName));
  const cookies = upkeep.filter((cookie) => !setByHandler.has(cookieName(cookie)));
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId };
  if (!response.headers.has("Cache-Control")) headers["Cache-Control"] = privateData ? "private, no-store" : "no-store";
  return withHeaders(response, cookies, headers);
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

/** Appends Set-Cookie headers; a response with immutable headers (Response.redirect) is copied first. */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  return withHeaders(response, cookies, {});
}

function withHeaders(response: Response, cookies: readonly string[], headers: Record<string, string>): Response {
  if (cookies.length === 0 && Object.keys(headers).length === 0) return response;
  const apply = (target: Response) => {
    for (const cookie of cookies) target.headers.append("Set-Cookie", cookie);
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
    return target;
  };
  try {
    return apply(response);
  } catch {
    return apply(new Response(response.body, response));
  }
}

/** The coming-soon refusal, checked here as well as in the request gate. */
async function assertSiteOpen(req: Request): Promise<void> {
  const { pathname } = new URL(req.url);
  if (apiOpenInComingSoon(pathname, req.method)) return;
  if ((await siteModeForRequests()) === "coming-soon") throw comingSoonRefusal();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookies are SameSite=Lax, which already keeps them off cross-site POSTs from other sites' pages;
 * this also refuses a write whose Origin names another site (login CSRF, form posts with a
 * text/plain JSON body). Requests without Origin (curl, server-to-server) pass: they carry no victim's cookies.
 */
function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const allowed = new Set([requestOrigin(req).origin]);
  const appUrl = env().APP_URL;
  if (appUrl) allowed.add(new URL(appUrl).origin);
  if (!allowed.has(origin)) throw new AppError(403, ERROR_MESSAGES.crossSite);
}
