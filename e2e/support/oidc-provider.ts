import type { Server } from "node:http";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (`oidc-provider`, a certified implementation) on loopback, with one
 * client registered for the app. Its built-in sign-in pages take any login: the login decides the
 * person, `<login>@sso.test`, whose e-mail counts as verified unless the login starts with
 * "unverified". PKCE is required; state and nonce are checked by the app (next-auth).
 */
export const OIDC_CLIENT = { id: "stylematch-e2e", secret: "stylematch-e2e-client-secret-0123456789" };

export type OidcProvider = { issuer: string; stop: () => Promise<void> };

export const ssoEmail = (login: string) => `${login}@sso.test`;

export async function startOidcProvider(port: number, appBaseURLs: string[]): Promise<OidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: appBaseURLs.map((base) => `${base}/api/auth/callback/oidc`),
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["preferred_username", "name"] },
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => ({
        sub: login,
        email: ssoEmail(login),
        email_verified: !login.startsWith("unverified"),
        preferred_username: login,
        name: login,
      }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ["stylematch-e2e-oidc-cookie-key-0123456789"] },
    features: { devInteractions: { enabled: true } },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    issuer,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
