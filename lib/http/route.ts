import "server-only";

import { type OwnerRead, readOwner } from "@/lib/auth/current-owner";
import type { Owner } from "@/lib/auth/owner";
import { clearingCookies } from "@/lib/auth/session";
import { env } from "@/lib/config/env";
import { crossSite, errorResponse, unauthorized } from "@/lib/errors";
import type { ErrorCode } from "@/lib/errors/codes";
import { scheduleGuestCleanup } from "@/lib/guests/cleanup";
import { logRequest, newRequestId, requestLogLine } from "@/lib/log";
import { clientAddress, type Limit, withLimits } from "@/lib/rate-limit";
import { comingSoonRefusal, siteModeForRequests } from "@/lib/site-mode";
import { parse, type z } from "zod";
import { readJsonBody } from "./body";
import { apiOpenInComingSoon } from "./gate";
import { type MultipartInput, type MultipartSpec, readMultipart } from "./multipart";
import { isHttps, requestOrigin, strictTransportSecurity } from "./request-origin";

/**
 * The one wrapper every route handler goes through. In order, for every call:
 * 1. refuses cross-site writes (403) and, in coming-soon mode, every API outside the waitlist,
 *    admin, mode and health calls (503): the request gate does the same, but a gate mistake must
 *    not open the API;
 * 2. parses the JSON body with the route's zod schema (`body`), bounded in size;
 * 3. reads the owner from the cookies (lib/auth/current-owner.ts); `withOwner` answers 401 without one;
 * 4. parses the URL's query with the route's zod schema (`query`);
 * 5. applies the route's rate limits (lib/rate-limit/limits.ts);
 * 6. for an upload (`multipart`), runs its `admit` refusals, then reads the file and the fields
 *    (lib/http/multipart.ts); the handler gets every input parsed as `input`, never a raw body;
 * 7. runs the handler, and turns anything thrown into the `{message, code}` JSON of the REST
 *    contract (lib/errors/index.ts; a 5xx message carries the request id as "(ref: ...)");
 * 8. sets Cache-Control (`no-store`; `private, no-store` for owner data) unless the handler did,
 *    renews a session that is due, and removes session or guest cookies that no longer work;
 * 9. sets X-Request-Id and writes the request's one JSON log line (lib/log/index.ts), with the error's code.
 * Handlers are dynamic: they read the request, so Next never prerenders or caches them.
 *
 *   export const POST = withOwner({ body: chatRequestSchema }, async ({ owner, input }) => Response.json(await chat(owner, input)));
 */
/** Every API answer names its request, so a report (or a 5xx message's "ref") finds the log line. */
export const REQUEST_ID_HEADER = "X-Request-Id";

type SegmentParams = Record<string, string | string[]>;
/**
 * What Next hands a route handler beside the request. A route with params names it with Next's
 * generated `RouteContext<'/api/closet/[id]'>` (npx next typegen), so a renamed folder fails the
 * typecheck; a route without params takes the default.
 */
export type SegmentContext = { params: Promise<SegmentParams> };
type NoSegments = { params: Promise<Record<never, never>> };
type ParamsOf<N extends SegmentContext> = Awaited<N["params"]>;
type Awaitable<T> = T | Promise<T>;

export type Client = { address: string; secure: boolean };
export type PublicContext<I, P = SegmentParams> = {
  req: Request;
  params: P;
  input: I;
  client: Client;
  /** The caller's owner, when there is one (public calls may still care: registration moves a guest's data). */
  owner: Owner | null;
  /** Everything the cookies held (session claims, guest cookie), for the calls that start or end sessions. */
  session: OwnerRead;
  /** This request's id (the X-Request-Id header and log line), for an error told inside a streamed answer. */
  requestId: string;
};
export type OwnerContext<I, P = SegmentParams> = PublicContext<I, P> & { owner: Owner };

/** A body or query schema: classic zod, or zod/mini for the inputs a form shares (lib/auth/schemas). */
type Schema = z.core.$ZodType | undefined;
/** Where a route's `input` comes from: the JSON body, the URL's query, or (owners only) a multipart upload. */
type Options<S extends Schema, Q extends Schema, C> = {
  body?: S;
  query?: Q;
  limits?: readonly Limit<C>[];
  /**
   * A write the browser itself posts for another app (the Web Share Target: the phone's share sheet
   * sends it with no Origin, or the opaque "null"): those pass the origin check; another site's
   * Origin is still refused.
   */
  opaqueOrigin?: boolean;
};
/**
 * An owner's call may also pick its body's schema by who asks (`body: (owner) => schema`: deleting
 * an account takes a password from a user, nothing from a guest); that body is parsed once the
 * owner is known, before the limits.
 */
type OwnerOptions<S extends Schema, Q extends Schema, U extends MultipartSpec | undefined, C> = Omit<
  Options<S, Q, C>,
  "body"
> & { body?: S | ((owner: Owner) => S); multipart?: U };
type InputOf<S, Q, U = undefined> = S extends z.core.$ZodType
  ? z.output<S>
  : Q extends z.core.$ZodType
    ? z.output<Q>
    : U extends MultipartSpec<infer F>
      ? MultipartInput<F>
      : undefined;

/** The function Next calls; a route with params must be given them (tests call the others with the request alone). */
export type RouteHandler<N extends SegmentContext = NoSegments> = [keyof ParamsOf<N>] extends [never]
  ? (req: Request, ctx?: N) => Promise<Response>
  : (req: Request, ctx: N) => Promise<Response>;

/** A handler anyone may call (login, register, the site mode...). */
export function route<
  N extends SegmentContext = NoSegments,
  S extends Schema = undefined,
  Q extends Schema = undefined,
>(
  ...args:
    | [handler: (ctx: PublicContext<InputOf<S, Q>, ParamsOf<N>>) => Awaitable<Response>]
    | [
        options: Options<S, Q, PublicContext<InputOf<S, Q>, ParamsOf<N>>>,
        handler: (ctx: PublicContext<InputOf<S, Q>, ParamsOf<N>>) => Awaitable<Response>,
      ]
): RouteHandler<N> {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  return wrap(options as WrapOptions, false, handler as WrapHandler) as RouteHandler<N>;
}

/** A handler that needs an owner: a signed-in user or a live guest. Without one it answers 401 and the handler never runs. */
export function withOwner<
  N extends SegmentContext = NoSegments,
  S extends Schema = undefined,
  Q extends Schema = undefined,
  U extends MultipartSpec | undefined = undefined,
>(
  ...args:
    | [handler: (ctx: OwnerContext<InputOf<S, Q, U>, ParamsOf<N>>) => Awaitable<Response>]
    | [
        options: OwnerOptions<S, Q, U, OwnerContext<InputOf<S, Q, U>, ParamsOf<N>>>,
        handler: (ctx: OwnerContext<InputOf<S, Q, U>, ParamsOf<N>>) => Awaitable<Response>,
      ]
): RouteHandler<N> {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  return wrap(options as WrapOptions, true, handler as WrapHandler) as RouteHandler<N>;
}

// The wrapper's own view, once the public signatures above have checked the types of each route.
type WrapContext = PublicContext<unknown>;
type WrapOptions = OwnerOptions<Schema, Schema, MultipartSpec | undefined, WrapContext>;
const isSchemaPicker = (body: WrapOptions["body"]): body is (owner: Owner) => Schema => typeof body === "function";
type WrapHandler = (ctx: WrapContext) => Awaitable<Response>;

function wrap(
  options: WrapOptions,
  ownerRequired: boolean,
  handler: WrapHandler,
): (req: Request, routeContext?: SegmentContext) => Promise<Response> {
  const sources = [options.body, options.query, options.multipart].filter((source) => source !== undefined);
  // A developer's mistake, refused when the route module loads rather than on some request.
  if (sources.length > 1) throw new Error("A route takes its input from one place: body, query or multipart.");
  return async (req, routeContext) => {
    const startedAt = performance.now();
    const requestId = newRequestId();
    const client: Client = { address: "local", secure: false };
    let session: OwnerRead | undefined;
    let response: Response;
    let code: ErrorCode | undefined;
    try {
      client.secure = isHttps(req);
      assertSameOrigin(req, options.opaqueOrigin ?? false);
      await assertSiteOpen(req);
      const { body } = options;
      let input: unknown = body && !isSchemaPicker(body) ? await readJsonBody(req, body) : undefined;
      session = await readOwner(req);
      if (ownerRequired && !session.owner) throw unauthorized();
      if (session.owner) void scheduleGuestCleanup();
      if (isSchemaPicker(body) && session.owner) {
        const schema = body(session.owner);
        input = schema ? await readJsonBody(req, schema) : undefined;
      }
      // After the owner check, so a caller without one is told 401 whatever the query holds.
      if (options.query) input = readQuery(req, options.query);
      client.address = clientAddress(req);
      const ctx: WrapContext = {
        req,
        params: routeContext ? await routeContext.params : {},
        input,
        client,
        owner: session.owner,
        session,
        requestId,
      };
      const upload = options.multipart;
      const run = async () => {
        if (upload && ctx.owner) {
          // Counted by the limits, refused before a byte of the file is read when there is no room.
          await upload.admit?.(ctx.owner);
          ctx.input = await readMultipart(req, upload);
        }
        return handler(ctx);
      };
      response = await finish(
        await withLimits(options.limits ?? [], ctx, run),
        session,
        client,
        ownerRequired,
        requestId,
      );
    } catch (error) {
      const answer = errorResponse(error, requestId);
      code = answer.code;
      response = await finish(answer.response, session, client, ownerRequired, requestId);
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
        code,
      }),
    );
    return response;
  };
}

/**
 * The URL's query as one object for the route's schema (400 with the schema's message). A name
 * given more than once counts with its first value, as `searchParams.get` reads it.
 */
function readQuery<Q extends z.core.$ZodType>(req: Request, schema: Q): z.output<Q> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(req.url).searchParams) query[name] ??= value;
  return parse(schema, query);
}

async function finish(
  response: Response,
  session: OwnerRead | undefined,
  client: Client,
  privateData: boolean,
  requestId: string,
): Promise<Response> {
  const upkeep = session ? [...clearingCookies(session.stale, client), ...session.renewal] : [];
  // A handler that set a cookie itself (login, logout, a new guest) has the last word on it.
  const setByHandler = new Set(response.headers.getSetCookie().map(cookieName));
  const cookies = upkeep.filter((cookie) => !setByHandler.has(cookieName(cookie)));
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId, ...strictTransportSecurity(client.secure) };
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
function assertSameOrigin(req: Request, opaqueOrigin: boolean): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin || (opaqueOrigin && origin === "null")) return;
  const allowed = new Set([requestOrigin(req).origin]);
  const appUrl = env().APP_URL;
  if (appUrl) allowed.add(new URL(appUrl).origin);
  if (!allowed.has(origin)) throw crossSite();
}
