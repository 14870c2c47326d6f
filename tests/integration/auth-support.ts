/**
 * Helpers for the auth integration tests: build Requests for the route handlers and keep the
 * cookies they set, like a browser would.
 */
import { resetAuthSecretForTests } from "@/lib/auth/secret";
import { resetEnvForTests } from "@/lib/env";
import { randomUUID } from "node:crypto";

export const ORIGIN = "http://stylematch.test";

/** A fixed secret so the suite never writes a generated one into the working tree. */
export const TEST_AUTH_SECRET = "integration-test-secret-0123456789abcdefghijklmnop";
export function useTestAuthSecret(): void {
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
  resetEnvForTests();
  resetAuthSecretForTests();
}

/** Runs `run` as an instance with `count` reverse proxies in front (TRUSTED_PROXY_COUNT), then restores the setting. */
export async function withTrustedProxies<T>(count: number, run: () => Promise<T>): Promise<T> {
  const saved = process.env.TRUSTED_PROXY_COUNT;
  process.env.TRUSTED_PROXY_COUNT = String(count);
  resetEnvForTests();
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_COUNT;
    else process.env.TRUSTED_PROXY_COUNT = saved;
    resetEnvForTests();
  }
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Applies a response's Set-Cookie headers: a value stores, an empty value or Max-Age=0 removes. */
  take(response: Response): this {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

type RequestOptions = { body?: unknown; jar?: CookieJar; headers?: Record<string, string>; method?: string };

/** A request from its own client address, so per-address limits never leak between tests. */
export function apiRequest(path: string, { body, jar, headers = {}, method }: RequestOptions = {}): Request {
  const init: RequestInit = {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      "x-forwarded-for": `it-${randomUUID()}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
  return new Request(`${ORIGIN}${path}`, init);
}

type Handler = (req: Request) => Promise<Response>;

/** Calls a handler and feeds its cookies into the jar. */
export async function send(
  handler: Handler,
  request: Request,
  jar?: CookieJar,
): Promise<{ response: Response; status: number; body: unknown; text: string }> {
  const response = await handler(request);
  jar?.take(response);
  const text = await response.clone().text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { response, status: response.status, body, text };
}

export function newAccount(prefix = "it") {
  const id = randomUUID().replace(/-/g, "").slice(0, 10);
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}_${id}`, password: `pw-${id}` };
}
