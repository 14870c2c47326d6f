"use client";

import { FormField } from "@/components/auth/form-field";
import { goToProvider } from "@/components/auth/provider-sign-in";
import { SsoError } from "@/components/auth/sso-error";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import type { SignInMethods as Methods } from "@/lib/account/identities";
import { apiRequest, describeError, getJson } from "@/lib/api-client";
import { ACCOUNT_PATH } from "@/lib/auth/redirect";
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from "@/lib/messages/account";
import { AUTH_MESSAGES } from "@/lib/messages/auth";
import { useState } from "react";
import { wrongPasswordOn } from "./wrong-password";

/**
 * The account's ways to sign in (issue #42): linked providers with unlink (never the last way), a
 * "link" per configured provider that asks for the password first, and, for an account made by
 * single sign-on, setting its first password. `errorCode` is the `?error=` a provider's callback
 * came back with after a link that did not happen.
 */
export function SignInMethods({ initial, errorCode }: { initial: Methods; errorCode: string | null }) {
  const [methods, setMethods] = useState(initial);
  const [linking, setLinking] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<number | null>(null);
  const onlyWay = !methods.hasPassword && methods.identities.length === 1;

  const unlink = async (id: number, name: string) => {
    setUnlinking(id);
    try {
      await apiRequest("DELETE", `/api/account/identities/${id}`);
      setMethods(await getJson<Methods>("/api/account/identities"));
      toast(ACCOUNT_MESSAGES.identityUnlinked(name));
    } catch (error) {
      toast({ ...ACCOUNT_MESSAGES.identityUnlinkFailure, description: describeError(error), variant: "destructive" });
    } finally {
      setUnlinking(null);
    }
  };

  return (
    <div className="grid gap-6">
      <SsoError code={errorCode} />
      <ul className="grid gap-3" aria-label={ACCOUNT_TEXT.signInMethodsTitle}>
        <li className="flex flex-wrap items-center justify-between gap-3">
          <span>{ACCOUNT_TEXT.passwordMethod}</span>
          <span className="text-sm text-muted-foreground">
            {methods.hasPassword ? ACCOUNT_TEXT.passwordIsSet : ACCOUNT_TEXT.passwordNotSet}
          </span>
        </li>
        {methods.identities.map((identity) => (
          <li key={identity.id} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {identity.name}
              {identity.email ? <span className="ml-2 text-sm text-muted-foreground">{identity.email}</span> : null}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={onlyWay || unlinking !== null}
              title={onlyWay ? ACCOUNT_MESSAGES.lastSignInMethod : undefined}
              onClick={() => void unlink(identity.id, identity.name)}
            >
              <BusyLabel busy={unlinking === identity.id} busyLabel={ACCOUNT_TEXT.unlinking}>
                {ACCOUNT_TEXT.unlink(identity.name)}
              </BusyLabel>
            </Button>
          </li>
        ))}
      </ul>
      {onlyWay ? <p className="text-sm text-muted-foreground">{ACCOUNT_MESSAGES.lastSignInMethod}</p> : null}
      {methods.hasPassword
        ? methods.linkable.map((provider) =>
            linking === provider.id ? (
              <LinkForm key={provider.id} provider={provider} onCancel={() => setLinking(null)} />
            ) : (
              <Button
                key={provider.id}
                variant="secondary"
                className="justify-self-start"
                onClick={() => setLinking(provider.id)}
              >
                {ACCOUNT_TEXT.link(provider.name)}
              </Button>
            ),
          )
        : null}
      {methods.hasPassword ? null : (
        <SetPasswordForm onSet={() => setMethods((current) => ({ ...current, hasPassword: true }))} />
      )}
    </div>
  );
}

/** The password, then the provider: its callback links the account it comes back with. */
function LinkForm({ provider, onCancel }: { provider: Methods["linkable"][number]; onCancel: () => void }) {
  const { field, handleSubmit, busy, formRef } = useZodForm({
    loadSchema: () => import("@/lib/account/schemas").then((schemas) => schemas.linkProviderSchema),
    initial: { provider: provider.id, password: "" },
    submit: async (input) => {
      await apiRequest("POST", "/api/account/identities", input);
      await goToProvider(provider.id, ACCOUNT_PATH);
    },
    fieldErrorOf: wrongPasswordOn("password"),
    onError: (error) =>
      toast({ ...ACCOUNT_MESSAGES.linkFailure, description: describeError(error), variant: "destructive" }),
  });
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      className="grid max-w-md gap-4"
      aria-label={ACCOUNT_TEXT.link(provider.name)}
    >
      <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.linkIntro(provider.name)}</p>
      <FormField
        label={ACCOUNT_TEXT.currentPassword}
        type="password"
        autoComplete="current-password"
        autoFocus
        {...field("password")}
      />
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          <BusyLabel busy={busy} busyLabel={AUTH_MESSAGES.continuingWith(provider.name)}>
            {ACCOUNT_TEXT.link(provider.name)}
          </BusyLabel>
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {ACCOUNT_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}

function SetPasswordForm({ onSet }: { onSet: () => void }) {
  const { field, handleSubmit, busy, reset, formRef } = useZodForm({
    loadSchema: () => import("@/lib/account/schemas").then((schemas) => schemas.setPasswordSchema),
    initial: { newPassword: "", confirmPassword: "" },
    submit: async (input) => {
      await apiRequest("POST", "/api/account/set-password", input);
    },
    onSuccess: () => {
      reset();
      toast(ACCOUNT_MESSAGES.passwordSet);
      onSet();
    },
    onError: (error) =>
      toast({ ...ACCOUNT_MESSAGES.passwordSetFailure, description: describeError(error), variant: "destructive" }),
  });
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      className="grid max-w-md gap-5"
      aria-label={ACCOUNT_TEXT.setPassword}
    >
      <FormField
        label={ACCOUNT_TEXT.newPassword}
        type="password"
        autoComplete="new-password"
        {...field("newPassword")}
      />
      <FormField
        label={ACCOUNT_TEXT.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <Button type="submit" className="justify-self-start" disabled={busy}>
        <BusyLabel busy={busy} busyLabel={ACCOUNT_TEXT.settingPassword}>
          {ACCOUNT_TEXT.setPassword}
        </BusyLabel>
      </Button>
    </form>
  );
}
