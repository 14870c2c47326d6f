import "server-only";
import { resolveOwner } from "@/lib/auth/owner";
import { requestOrigin } from "@/lib/auth/request-origin";
import { env } from "@/lib/env";
import { AppError, toErrorResponse, unauthorized } from "@/lib/errors";
import { scheduleGuestCleanup } from "@/lib/guests/cleanup";
import type { Owner } from "@/lib/owner";

/**
 * The two wrappers every route handler uses. Both resolve the dynamic params, refuse cross-site
 * writes, and turn anything thrown into the `{message}` JSON of the REST contract via toErrorResponse.
 *
 *   export const GET = withOwner(async ({ owner }) => Response.json(await closet.list(owner)));
 *   export const DELETE = withOwner<{ id: string }>(async ({ owner, params }) => ...);
 */
type Params = Record<string, string | string[]>;
type RouteContext<P extends Params> = { params: Promise<P> };
type Awaitable<T> = T | Promise<T>;

export type PublicHandler<P extends Params = Params> = (ctx: { req: Request; params: P }) => Awaitable<Response>;
export type OwnerHandler<P extends Params = Params> = (ctx: { owner: Owner; req: Request; params: P }) => Awaitable<Response>;
export type RouteHandler<P extends Params = Params> = (req: Request, ctx?: RouteContext<P>) => Promise<Response>;

/** A handler anyone may call (login, register, the site mode...). */
export function route<P extends Params = Params>(handler: PublicHandler<P>): RouteHandler<P> {
  return async (req, ctx) => {
    try {
      assertSameOrigin(req);
      return await handler({ req, params: await paramsOf(ctx) });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/**
 * A handler that needs an owner: a signed-in user or a guest with a valid guest cookie.
 * Without one it answers 401 `{message}` and the handler never runs.
 */
export function withOwner<P extends Params = Params>(handler: OwnerHandler<P>): RouteHandler<P> {
  return async (req, ctx) => {
    let extraCookies: string[] = [];
    try {
      assertSameOrigin(req);
      const resolution = await resolveOwner(req);
      extraCookies = resolution.setCookies;
      if (!resolution.owner) throw unauthorized();
      void scheduleGuestCleanup();
      return withCookies(await handler({ owner: resolution.owner, req, params: await paramsOf(ctx) }), extraCookies);
    } catch (error) {
      return withCookies(toErrorResponse(error), extraCookies);
    }
  };
}

async function paramsOf<P extends Params>(ctx: RouteContext<P> | undefined): Promise<P> {
  return ctx ? await ctx.params : ({} as P);
}

/** Appends Set-Cookie headers; a response with immutable headers (Response.redirect) is copied first. */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  if (cookies.length === 0) return response;
  try {
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const cookie of cookies) copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
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
  if (!allowed.has(origin)) throw new AppError(403, "This request came from another site and was refused.");
}
