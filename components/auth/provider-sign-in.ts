/**
 * Starts a sign-in with a single sign-on provider, as next-auth's own client does: its CSRF token,
 * then the provider's sign-in address (the answer sets Auth.js's state and PKCE cookies), then a
 * top-level navigation there. Asked for rather than posted as a form: the pages' policy lets forms
 * go to this site only, and Auth.js answers a form with a redirect to the provider. Comes back to
 * `returnPath` on this site. Throws when next-auth did not answer.
 */
export async function goToProvider(provider: string, returnPath: string): Promise<void> {
  const answer = await fetch("/api/auth/csrf", { cache: "no-store" });
  if (!answer.ok) throw new Error(`GET /api/auth/csrf answered ${answer.status}`);
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  const signIn = await fetch(`/api/auth/signin/${encodeURIComponent(provider)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ csrfToken, callbackUrl: new URL(returnPath, window.location.origin).href }),
  });
  if (!signIn.ok) throw new Error(`POST /api/auth/signin answered ${signIn.status}`);
  const { url } = (await signIn.json()) as { url: string };
  window.location.assign(url);
}
