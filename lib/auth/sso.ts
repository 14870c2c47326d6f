import "server-only";

import { env } from "@/lib/config/env";
import { USERNAME_MIN } from "@/lib/constants";
import { getDb } from "@/lib/db";
import { moveGuestDataToUser } from "@/lib/guests/guests";
import type { Provider } from "next-auth/providers";
import GitHub from "next-auth/providers/github";
import Google from "next-auth/providers/google";
import { randomBytes } from "node:crypto";
import type { LinkIntent } from "./link-intent";
import { NO_PASSWORD } from "./password";
import { USERNAME_MAX } from "./schemas";
import { findSessionUser, type SessionUser } from "./users";

/**
 * Single sign-on: the providers the environment configures (README "Configuration"), and what a
 * sign-in with one of them means for our accounts. Each provider is on only when all its variables
 * are set, and only with APP_URL: the redirect URL a provider sends people back to is built from
 * it, never from a request's Host (auth.ts hands it to next-auth as AUTH_URL). With none on, /auth
 * shows no provider button.
 */
export type SsoProviderId = "oidc" | "google" | "github";
export type SsoButton = { id: SsoProviderId; name: string };

/** The configured providers, in the order their buttons show. */
export function ssoButtons(): SsoButton[] {
  const settings = env();
  const buttons: SsoButton[] = [];
  if (!settings.APP_URL) return buttons;
  if (settings.OIDC_ISSUER && settings.OIDC_CLIENT_ID && settings.OIDC_CLIENT_SECRET)
    buttons.push({ id: "oidc", name: settings.OIDC_NAME });
  if (settings.AUTH_GOOGLE_ID && settings.AUTH_GOOGLE_SECRET) buttons.push({ id: "google", name: "Google" });
  if (settings.AUTH_GITHUB_ID && settings.AUTH_GITHUB_SECRET) buttons.push({ id: "github", name: "GitHub" });
  return buttons;
}

/** next-auth's provider configurations for ssoButtons(): state, PKCE and (OpenID Connect) nonce checks on. */
export function ssoProviders(): Provider[] {
  const settings = env();
  return ssoButtons().map(({ id, name }): Provider => {
    if (id === "google")
      return Google({ clientId: settings.AUTH_GOOGLE_ID, clientSecret: settings.AUTH_GOOGLE_SECRET });
    if (id === "github")
      return GitHub({
        clientId: settings.AUTH_GITHUB_ID,
        clientSecret: settings.AUTH_GITHUB_SECRET,
        userinfo: { url: `${GITHUB_API}/user`, request: githubProfile },
      });
    return {
      id: "oidc",
      name,
      type: "oidc",
      issuer: settings.OIDC_ISSUER,
      clientId: settings.OIDC_CLIENT_ID,
      clientSecret: settings.OIDC_CLIENT_SECRET,
      checks: ["pkce", "state", "nonce"],
      // The ID token is checked (signature, nonce); the profile comes from the userinfo endpoint,
      // where a conformant provider puts the e-mail and name the ID token may leave out.
      idToken: false,
      authorization: { params: { scope: "openid email profile" } },
    };
  });
}

const GITHUB_API = "https://api.github.com";

/**
 * GitHub's profile with the account's primary e-mail and whether GitHub verified it: its profile
 * says neither (the public e-mail may be any address, or none), so linking could never trust it.
 */
async function githubProfile({ tokens }: { tokens: { access_token?: string } }): Promise<Record<string, unknown>> {
  const headers = { Authorization: `Bearer ${tokens.access_token}`, "User-Agent": "stylematch" };
  const [profile, emails] = await Promise.all([
    fetch(`${GITHUB_API}/user`, { headers }).then((answer) => answer.json() as Promise<Record<string, unknown>>),
    fetch(`${GITHUB_API}/user/emails`, { headers }).then((answer) => (answer.ok ? answer.json() : [])),
  ]);
  return { ...profile, ...githubPrimaryEmail(emails) };
}

/** The primary address of GitHub's /user/emails answer, with its `verified` flag as OpenID Connect's `email_verified`. */
export function githubPrimaryEmail(emails: unknown): { email: string | null; email_verified: boolean } {
  const list = Array.isArray(emails) ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]) : [];
  const primary = list.find((entry) => entry.primary === true);
  return typeof primary?.email === "string"
    ? { email: primary.email, email_verified: primary.verified === true }
    : { email: null, email_verified: false };
}

/** Who the provider says signed in. `emailVerified`: the provider vouches for the address. */
export type ProviderPerson = {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** Names to make a username from, best first (preferred username, login, name). */
  names: string[];
};

/** Why a provider sign-in found no account to sign in to: /auth (or /account, for a link) says so (?error=<code>). */
export type SsoRefusal =
  "sso-email-taken" | "sso-no-email" | "sso-unverified" | "sso-linked-elsewhere" | "sso-link-expired";

/**
 * The account a provider sign-in signs in to:
 * - the user the provider account is linked to;
 * - else, when no account has the e-mail, a new one (an available username made from the profile,
 *   the provider's e-mail, no password), linked, with a current guest's things moved in as
 *   registering does;
 * - else a refusal: an account with that e-mail exists, and a provider account joins it only when
 *   its owner links it after proving the password. Never a silent take-over.
 * With a link intent for this provider (the account page, after the password), the link instead.
 */
export async function accountForProviderSignIn(
  person: ProviderPerson,
  context: { guestId: string | null; linkTo: LinkIntent | null },
): Promise<SessionUser | SsoRefusal> {
  if (context.linkTo?.provider === person.provider) return linkProviderAccount(person, context.linkTo);
  const guestId = context.guestId;
  const db = await getDb();
  const linked = await db.authIdentity.findUnique({
    where: { provider_subject: { provider: person.provider, subject: person.subject } },
    select: { user: { select: { id: true, email: true, username: true, sessionVersion: true } } },
  });
  if (linked) return linked.user;
  if (!person.email) return "sso-no-email";
  const email = person.email.trim().toLowerCase();
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) return "sso-email-taken";
  const username = await availableUsername(person.names, email);
  return db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { email, username, password: NO_PASSWORD },
      select: { id: true, email: true, username: true, sessionVersion: true },
    });
    await tx.authIdentity.create({
      data: { userId: user.id, provider: person.provider, subject: person.subject, email },
    });
    if (guestId) await moveGuestDataToUser(tx, guestId, user.id);
    return user;
  });
}

/**
 * The provider account joins the user who proved the password (the link intent), when the provider
 * says its e-mail is verified and it is not another user's already.
 */
async function linkProviderAccount(person: ProviderPerson, intent: LinkIntent): Promise<SessionUser | SsoRefusal> {
  const db = await getDb();
  const user = await findSessionUser(intent.userId, intent.sessionVersion);
  if (!user) return "sso-link-expired";
  const linked = await db.authIdentity.findUnique({
    where: { provider_subject: { provider: person.provider, subject: person.subject } },
    select: { userId: true },
  });
  if (linked)
    return linked.userId === user.id ? { ...user, sessionVersion: intent.sessionVersion } : "sso-linked-elsewhere";
  if (!person.emailVerified) return "sso-unverified";
  try {
    await db.authIdentity.create({
      data: { userId: user.id, provider: person.provider, subject: person.subject, email: person.email?.toLowerCase() },
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2002") return "sso-linked-elsewhere"; // linked meanwhile
    throw error;
  }
  return { ...user, sessionVersion: intent.sessionVersion };
}

/** A username from the profile's names (or the e-mail's local part) that no account has, regardless of case. */
async function availableUsername(names: string[], email: string): Promise<string> {
  const db = await getDb();
  const base =
    [...names, email.split("@")[0]!]
      .map((name) =>
        name
          .normalize("NFKC")
          .replace(/[\s@]+/g, "")
          .slice(0, USERNAME_MAX - 5),
      )
      .find((name) => name.length >= USERNAME_MIN) ?? "member";
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomBytes(2).readUInt16BE() % 10_000}`;
    const taken = await db.$queryRaw<
      { id: number }[]
    >`SELECT id FROM users WHERE lower(username) = lower(${candidate}) LIMIT 1`;
    if (taken.length === 0) return candidate;
  }
  return `${base}${randomBytes(4).toString("hex")}`;
}
