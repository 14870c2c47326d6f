"use client";

import { FormField } from "@/components/auth/form-field";
import { serverMessage } from "@/components/auth/use-auth-actions";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import { clearRedirectAfterAuth, readRedirectAfterAuth } from "@/lib/auth/client-storage";
import { safeRedirectPath } from "@/lib/auth/redirect";
import type { PasswordResetConfirm } from "@/lib/auth/schemas";
import { switchOwner } from "@/lib/auth/session-store";
import type { PublicUser } from "@/lib/auth/types";
import { DEFAULT_REDIRECT } from "@/lib/constants";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

/** Where a reset lands when no protected page was waiting for a sign-in (issue #41). */
const AFTER_RESET_PATH = "/today";

/**
 * The new password, typed twice (confirmPassword is checked here and never sent). On success this
 * browser is signed in (the server set the cookie) and goes to the page a sign-in was asked for,
 * else /today, with "password changed" said on arrival.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [deadLink, setDeadLink] = useState(false);
  const { field, handleSubmit, busy } = useZodForm({
    loadSchema: () => import("@/lib/auth/schemas").then((schemas) => schemas.resetPasswordFormSchema),
    initial: { token, password: "", confirmPassword: "" },
    submit: async ({ password }: PasswordResetConfirm) => {
      const user = await sendJson<PublicUser>("POST", "/api/password-reset/confirm", { token, password });
      toast(PASSWORD_RESET_MESSAGES.resetDone);
      await switchOwner(user, false);
      return user;
    },
    onSuccess: () => {
      const stored = safeRedirectPath(readRedirectAfterAuth());
      clearRedirectAfterAuth();
      // Into the app, not the marketing home a sign-in defaults to: the person came to use it.
      router.replace(stored && stored !== DEFAULT_REDIRECT ? stored : AFTER_RESET_PATH);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "reset_token_invalid") {
        setDeadLink(true);
        return;
      }
      toast({
        title: PASSWORD_RESET_MESSAGES.resetFailure,
        description: serverMessage(error) ?? describeError(error),
        variant: "destructive",
      });
    },
  });

  if (deadLink) {
    return (
      <div role="alert" className="grid gap-3 text-sm">
        <p>{PASSWORD_RESET_MESSAGES.invalidToken}</p>
        <Link href="/forgot-password" className="text-foreground underline underline-offset-4">
          ask for a new link
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="new password">
      <FormField label="new password" type="password" autoComplete="new-password" {...field("password")} />
      <FormField
        label="confirm new password"
        type="password"
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <BusyLabel busy={busy} busyLabel="saving...">
          set new password
        </BusyLabel>
      </Button>
    </form>
  );
}
