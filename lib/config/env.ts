import "server-only";

import path from "node:path";
import { z } from "zod";

/**
 * Every setting the server reads, validated once. Defaults are the embedded ones from DESIGN.md:
 * with nothing set the app runs on PGlite, local disk and the local analyzer.
 * The README's configuration table mirrors this schema; keep the two together.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: "must look like postgres://user:password@host:5432/database",
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PRODUCT_NAME: z.string().trim().min(1).default("stylematch"),
  CONTACT_EMAIL: z.email().default("support@stylematch.app"),
  GOVERNING_STATE: z.string().trim().min(1).default("Delaware"),
  /** Public origin of share links and mailed links (README "Configuration": what applies when unset). */
  APP_URL: optionalString.pipe(z.url().optional()),

  DATABASE_URL: optionalString.pipe(postgresUrl.optional()),
  DATA_DIR: z.string().trim().min(1).default(".data"),

  STORAGE_DRIVER: z.enum(["local", "s3", "vercel-blob"]).default("local"),
  /** Public origin (CDN or public bucket) that serves stored files; unset: the app streams them at /uploads/<key>. */
  STORAGE_PUBLIC_BASE_URL: optionalString.pipe(z.url().optional()),
  /** Longest one call to a remote store may wait for an answer; then the call fails as 503 rather than hang. */
  STORAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** S3-compatible storage (STORAGE_DRIVER=s3). Unset endpoint: AWS itself; unset keys: the SDK's own chain (instance roles...). */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style URLs (https://host/bucket/key), which MinIO, s3rver and some others need. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** Vercel Blob (STORAGE_DRIVER=vercel-blob): the store's read-write token. */
  BLOB_READ_WRITE_TOKEN: optionalString,
  /** Reverse proxies in front of the app that append to X-Forwarded-For (per-address rate limits); 0: clients connect directly. */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 1024 * 1024),
  /** The largest export ZIP POST /api/account/import takes (issue #30); each photo in it is still bounded by UPLOAD_MAX_BYTES. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** Closet photos one owner may upload per hour (abuse bound; a whole wardrobe in one sitting fits). */
  CLOSET_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(300),
  /** ISO 4217 currency of an item's price when the owner has not chosen one. */
  DEFAULT_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code in capitals, e.g. USD or EUR")
    .default("USD"),
  /** Closet items one owner may keep; an upload beyond it answers 409 with a message. */
  CLOSET_MAX_ITEMS: z.coerce.number().int().positive().default(2000),
  /** Inspiration photos one owner may upload per hour (abuse bound, counted before the photo is read). */
  INSPIRATION_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(120),
  /** Inspiration images one owner may keep; an upload beyond it answers 409 with a message. */
  INSPIRATION_MAX_IMAGES: z.coerce.number().int().positive().default(500),
  /** Posts to the Web Share Target (/share-target) one client address may make per hour; more answer 429. */
  SHARE_TARGET_POSTS_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Share images one owner may create per hour (each may render one 1080×1350 PNG); more answer 429. */
  SHARE_IMAGES_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** AI calls (analysis, matching, missing pieces, outfits) one client address may make per hour, across all its guests and accounts. */
  AI_CALLS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().positive().default(600),
  /** AI answers the whole site may compute per hour (a cost ceiling; cached answers stay free). */
  AI_CALLS_PER_HOUR_TOTAL: z.coerce.number().int().positive().default(5000),
  /** Longest a database statement may run (real Postgres); a longer one, e.g. waiting on a lock, is cancelled and answers 503. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** One JSON line per API request on stdout (lib/log/index.ts); unset: on in production, off in development and tests. */
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1")),

  ANTHROPIC_API_KEY: optionalString,
  /** Open-Meteo's forecast API (issue #29: Today's weather; no key). Tests point it at a loopback fake. */
  WEATHER_URL: z.url().default("https://api.open-meteo.com/v1/forecast"),
  /** Open-Meteo's geocoding API: turns the place typed on the account page into coordinates. */
  GEOCODING_URL: z.url().default("https://geocoding-api.open-meteo.com/v1/search"),
  /**
   * Tests only: lets the product reader (lib/buy, issue #44) fetch from 127.0.0.0/8 and ::1, where the
   * tests serve their shop pages; every other non-public address stays refused. Production never sets
   * it, and lib/buy/safe-fetch.ts ignores it under NODE_ENV=production all the same.
   */
  PRODUCT_FETCH_ALLOW_LOOPBACK: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  ANTHROPIC_BASE_URL: optionalString.pipe(z.url().optional()),
  ANTHROPIC_TAG_MODEL: z.string().trim().min(1).default("claude-haiku-4-5"),
  ANTHROPIC_MODEL: z.string().trim().min(1).default("claude-sonnet-4-6"),
  /** Overall bound on one AI call, retries included; a hung request ends as a clear 503 after this. */
  ANTHROPIC_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Retries on 429, 5xx and overloaded, with the SDK's exponential backoff (and Retry-After). */
  ANTHROPIC_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),

  /**
   * Which AI provider answers (lib/ai/providers.ts): anthropic, openai (any OpenAI-compatible endpoint)
   * or local. Unset: anthropic when ANTHROPIC_API_KEY is set, else the local analyzer.
   */
  AI_PROVIDER: optionalString,

  /** Any OpenAI-compatible chat-completions endpoint (AI_PROVIDER=openai): OpenAI, Ollama, LM Studio, vLLM, OpenRouter, Gemini. */
  OPENAI_BASE_URL: optionalString
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. http://localhost:11434/v1" }).optional())
    .transform((value) => value ?? "https://api.openai.com/v1"),
  /** Optional: local servers (Ollama, LM Studio, vLLM) need none. */
  OPENAI_API_KEY: optionalString,
  /** The vision model for matching, missing pieces and outfits; required with AI_PROVIDER=openai. */
  OPENAI_MODEL: optionalString,
  /** The model that tags photos; unset: OPENAI_MODEL. */
  OPENAI_TAG_MODEL: optionalString,
  /** Overall bound on one AI call, retries and the repair turn included. Local models on a CPU are slow. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** Retries on 429 and 5xx, with the SDK's exponential backoff (and Retry-After). */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** The backend's quirks (lib/ai/openai/profiles.ts); unset: guessed from OPENAI_BASE_URL. */
  OPENAI_COMPAT_PROFILE: optionalString.pipe(
    z.enum(["openai", "openrouter", "gemini", "ollama", "lmstudio", "vllm", "generic"]).optional(),
  ),

  /**
   * Outgoing mail (issue #30: password reset links), e.g. smtp://user:pass@host:587 or smtps://…:465.
   * Unset: no mail is sent and each reset link is written to the server log as one marked line.
   */
  SMTP_URL: optionalString.pipe(
    z
      .url({ protocol: /^smtps?$/, error: "must be an SMTP URL, e.g. smtp://user:password@mail.example.com:587" })
      .optional(),
  ),
  /** The From of outgoing mail, e.g. "stylematch <no-reply@example.com>"; unset: the product name and CONTACT_EMAIL. */
  MAIL_FROM: optionalString,

  AUTH_SECRET: optionalString,
  ADMIN_PASSWORD: optionalString,

  /**
   * Single sign-on (auth.ts), each provider on when its variables are set. The redirect URL to
   * register with a provider is APP_URL + /api/auth/callback/<id> (oidc, google, github).
   * Any OpenID Connect issuer (Authentik, Keycloak, authelia...): its issuer URL, the client's id
   * and secret, and the button's words ("Continue with <OIDC_NAME>").
   */
  OIDC_ISSUER: optionalString.pipe(z.url().optional()),
  /**
   * "false" switches signing in with a password off: /auth shows no login or register form, and
   * POST /api/login, /api/register and the password-reset calls answer 403. Single sign-on and
   * guests stay; the admin page's password is not affected.
   */
  AUTH_PASSWORD_LOGIN: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((value) => value !== "false" && value !== "0"),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString.pipe(z.string().default("single sign-on")),
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,
  AUTH_GITHUB_ID: optionalString,
  AUTH_GITHUB_SECRET: optionalString,
});

export type Env = z.infer<typeof envSchema>;

// A brand, not `instanceof`: the start-up code and the drivers may sit in different build chunks,
// each with its own copy of this class (see lib/errors/index.ts).
const CONFIG_ERROR: unique symbol = Symbol.for("stylematch.error.config");
export const isConfigError = (error: unknown): error is ConfigError =>
  typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[CONFIG_ERROR] === true;

export class ConfigError extends Error {
  readonly [CONFIG_ERROR] = true;
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Settings whose value must never reach a log line, even a wrong one. */
const SECRET_VARIABLES = new Set([
  "S3_SECRET_ACCESS_KEY",
  "BLOB_READ_WRITE_TOKEN",
  "AUTH_SECRET",
  "ADMIN_PASSWORD",
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY",
  "SMTP_URL",
  "OIDC_CLIENT_SECRET",
  "AUTH_GOOGLE_SECRET",
  "AUTH_GITHUB_SECRET",
]);

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = issue.path.join(".");
    // The URL carries the database password: name the problem without echoing the value.
    if (SECRET_VARIABLES.has(variable)) throw new ConfigError(`${variable} ${issue.message}. Fix it or unset it.`);
    if (variable === "DATABASE_URL") {
      throw new ConfigError(
        "DATABASE_URL is not a valid Postgres URL (expected postgres://user:password@host:5432/database). Fix it or unset it to use the embedded database.",
      );
    }
    throw new ConfigError(
      `${variable} ${issue.message} (got ${JSON.stringify(source[variable] ?? "")}). Fix it or unset it to use the default.`,
    );
  }
  return result.data;
}

const cache = globalThis as unknown as { __stylematchEnv?: Env };

/** The validated settings; parsed on first use and then kept for the life of the process. */
export function env(): Env {
  cache.__stylematchEnv ??= parseEnv(process.env);
  return cache.__stylematchEnv;
}

/** Absolute path of the embedded data directory (database, uploads, generated secrets). */
export function dataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().DATA_DIR);
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  delete cache.__stylematchEnv;
}
