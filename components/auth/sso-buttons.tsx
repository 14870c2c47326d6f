"use client";

import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { clearRedirectAfterAuth, readRedirectAfterAuth } from "@/lib/auth/client-storage";
import { redirectTargetOrDefault } from "@/lib/auth/redirect";
import type { SsoButton } from "@/lib/auth/sso";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { useState } from "react";
import { goToProvider } from "./provider-sign-in";

/**
 * One button per configured single sign-on provider (lib/auth/sso.ts ssoButtons): the provider's
 * page comes next, then its callback, which lands on the page the visitor was going to.
 */
export function SsoButtons({ providers }: { providers: SsoButton[] }) {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (providers.length === 0) return null;

  const start = async (provider: SsoButton) => {
    setPending(provider.id);
    setFailed(false);
    try {
      const target = redirectTargetOrDefault(readRedirectAfterAuth());
      clearRedirectAfterAuth();
      await goToProvider(provider.id, target);
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
