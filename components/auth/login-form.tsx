"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import Link from "next/link";
import { FormField } from "./form-field";
import { loginFieldError, useLoginSubmission } from "./use-auth-actions";

/** SPEC §2/§5 login: an e-mail or username and a password. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useLoginSubmission();
  const { field, handleSubmit, busy, formRef } = useZodForm({
    loadSchema: () => import("@/lib/auth/schemas").then((schemas) => schemas.loginSchema),
    initial: { username: "", password: "" },
    ...signIn,
    fieldErrorOf: loginFieldError,
    onSuccess: onSignedIn,
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="login">
      <FormField
        label="email or username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
      />
      <FormField label="password" type="password" autoComplete="current-password" {...field("password")} />
      <Link
        href="/forgot-password"
        className="-mt-2 justify-self-end text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
      >
        {PASSWORD_RESET_MESSAGES.forgotLink}
      </Link>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        <BusyLabel busy={busy} busyLabel="signing in...">
          sign in
        </BusyLabel>
      </Button>
    </form>
  );
}
