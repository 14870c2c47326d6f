"use client";

import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { clearRedirectAfterAuth, readRedirectAfterAuth } from "@/lib/auth/client-storage";
import { redirectTargetOrDefault } from "@/lib/auth/redirect";
import type { SsoButton } from "@/lib/auth/sso";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { useState } from "react";

/**
 * One button per configured single sign-on provider (lib/auth/sso.ts ssoButtons). A click asks
 * next-auth for its CSRF token, then for the provider's sign-in address (which sets Auth.js's state
 * and PKCE cookies), and goes there: the provider's page comes next, then its callback, which lands
 * on the page the visitor was going to.
 */
export function SsoButtons({ providers }: { providers: SsoButton[] }) {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (providers.length === 0) return null;

  const start = async (provider: SsoButton) => {
    setPending(provider.id);
    setFailed(false);
    try {
      const answer = await fetch("/api/auth/csrf", { cache: "no-store" });
      if (!answer.ok) throw new Error(`GET /api/auth/csrf answered ${answer.status}`);
      const { csrfToken } = (await answer.json()) as { csrfToken: string };
      const target = redirectTargetOrDefault(readRedirectAfterAuth());
      // Asked for the provider's address rather than posted as a form: the page's policy lets
      // forms go to this site only, and Auth.js's answer to a form is a redirect to the provider.
      const signIn = await fetch(`/api/auth/signin/${encodeURIComponent(provider.id)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
        body: new URLSearchParams({ csrfToken, callbackUrl: new URL(target, window.location.origin).href }),
      });
      if (!signIn.ok) throw new Error(`POST /api/auth/signin answered ${signIn.status}`);
      const { url } = (await signIn.json()) as { url: string };
      clearRedirectAfterAuth();
      window.location.assign(url);
    } catch {
      setPending(null);
      setFailed(true);
    }
  };

  return (
    <div className="mt-6 grid gap-3">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          size="lg"
          className="w-full"
          disabled={pending !== null}
          onClick={() => void start(provider)}
        >
          <BusyLabel busy={pending === provider.id} busyLabel={AUTH_MESSAGES.continuingWith(provider.name)}>
            {AUTH_MESSAGES.continueWith(provider.name)}
          </BusyLabel>
        </Button>
      ))}
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {AUTH_MESSAGES.ssoStartFailed}
        </p>
      ) : null}
    </div>
  );
}
