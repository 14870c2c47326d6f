/**
 * The one way integration tests call route handlers: a browser-like cookie jar, and `call`, which
 * builds the Request on one base origin, hands dynamic routes their `params` the way Next does
 * (`{ params: Promise<...> }`), keeps the cookies the answer sets, and reads the answer once.
 *
 *   import { GET as getItem } from "@/app/api/closet/[id]/route";
 *   import { POST as register } from "@/app/api/register/route";
 *   import { call, CookieJar } from "../support/api";
 *
 *   const jar = new CookieJar();
 *   const created = await call(register, { path: "/api/register", body: { email, username, password }, jar });
 *   expect(created.status, created.text).toBe(201);                  // the jar now holds the session
 *   const item = await call<{ id: number }>(getItem, { path: "/api/closet/7", params: { id: "7" }, jar });
 *   expect(item.body).toEqual({ id: 7 });
 *
 * What a request can carry:
 * - `body`: an object is sent as JSON; a string as it is (with a JSON content type, for malformed
 *   JSON); `FormData` as multipart; bytes, a Blob or a ReadableStream as a raw body (set its
 *   content type in `headers`). The method is POST when there is a body, GET otherwise.
 * - `headers`: any header (Origin, X-Forwarded-Proto, Cookie...); they win over the defaults.
 * - `address`: the client address. Every call comes from an address of its own unless told, so
 *   per-address limits never leak between calls or tests; pass one address to several calls to
 *   share a limit. (It is sent as the last X-Forwarded-For hop, which is where `next start` puts
 *   the socket's address: lib/http/peer-address.ts.)
 * The answer is read whole: `status`, `headers`, `body` (its JSON, or its text), `text` and
 * `bytes` (a ZIP, an image). Error bodies: rely on `message` only.
 * `jar.clone()` keeps a copy the next answers leave alone: a saved cookie to replay after a logout.
 * Domain helpers build on this one `call`: owners.ts (newGuest, newUser, newAccount, ownerOf,
 * useTestAuthSecret), uploads.ts (uploadForm, jpeg, uploadedFiles, giveFileItsOwnDataDir...),
 * ai.ts (addItem, addInspiration, outfitCloset, and `api.*` for the AI routes). Rows a test only
 * needs to exist are written straight into the database: seed.ts (freshGuest, freshLocalAi, seedItem).
 */
import { randomUUID } from "node:crypto";

/** The origin every test request is addressed to, as `next start` names its own requests. */
export const ORIGIN = "http://localhost:3000";

/** Cookies as a browser keeps them for one site: the answers' Set-Cookie headers update it. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Applies a response's Set-Cookie headers: a value stores, an empty value or Max-Age=0 removes. */
  take(headers: Headers): this {
    for (const header of headers.getSetCookie()) {
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

  /** A copy that later answers do not change: a saved copy of the cookies, as an attacker might keep. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }

  /** The Cookie request header ("" when empty). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

type Params = Record<string, string | string[]>;

export type CallOptions = {
  /** Path and query on ORIGIN, e.g. "/api/closet?limit=5". */
  path: string;
  /** Defaults to POST with a body, GET without. */
  method?: string;
  body?: unknown;
  /** Sends its cookies and keeps what the answer sets; none (or null): a visitor without cookies. */
  jar?: CookieJar | null;
  headers?: Record<string, string>;
  /** The dynamic route's params, handed over as Next does: `{ params: Promise.resolve(params) }`. */
  params?: Params;
  /** The client's address (see the top of this file); a fresh one per call by default. */
  address?: string;
};

/** The REST contract's error body: tests rely on `message` only (other fields may join it). */
export type Message = { message: string };

export type Answer<T = unknown> = {
  status: number;
  headers: Headers;
  /** The JSON the answer held; its text when it is not JSON; null when it is empty. */
  body: T;
  text: string;
  bytes: Buffer;
};

/**
 * A route handler as Next calls it; one without a second parameter fits too. (Written as a method so
 * its parameters compare bivariantly: a handler of `{ params: Promise<{ id: string }> }` fits.)
 */
export type Handler = {
  handle(req: Request, context: { params: Promise<Params> } | undefined): Response | Promise<Response>;
}["handle"];

/** A fresh client address (not an IP: limits count it as given), so no two calls share one. */
export const newAddress = () => `it-${randomUUID()}`;

/** The Request `call` sends, for code that takes a Request itself (getOwner, the request gate). */
export function request({ path, method, body, jar, headers = {}, address = newAddress() }: CallOptions): Request {
  const defaults: Record<string, string> = { "x-forwarded-for": address };
  if (jar && jar.header()) defaults.cookie = jar.header();
  const raw = body === undefined || body === null || isRaw(body);
  if (!raw || typeof body === "string") defaults["content-type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: { ...defaults, ...headers },
    body: body === undefined ? undefined : raw ? (body as BodyInit | null) : JSON.stringify(body),
    // A streamed body needs it (Node's fetch); harmless for the others.
    duplex: "half",
  } as RequestInit);
}

function isRaw(body: unknown): boolean {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer ||
    body instanceof Blob ||
    body instanceof ReadableStream ||
    body instanceof URLSearchParams
  );
}

/** Calls a route handler with a request built from `options`; the jar keeps the cookies the answer sets. */
export async function call<T = unknown>(handler: Handler, options: CallOptions): Promise<Answer<T>> {
  const response = await handler(request(options), { params: Promise.resolve(options.params ?? {}) });
  options.jar?.take(response.headers);
  return read<T>(response);
}

/** Reads an answer once: its bytes, its text, and its JSON when it is JSON. */
export async function read<T = unknown>(response: Response): Promise<Answer<T>> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body: body as T, text, bytes };
}
