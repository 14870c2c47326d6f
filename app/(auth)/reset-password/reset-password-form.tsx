"use client";

import { FormField } from "@/components/auth/form-field";
import { serverMessage } from "@/components/auth/use-auth-actions";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ApiError, describeError, sendJson } from "@/lib/api-client";
import { clearRedirectAfterAuth, readRedirectAfterAuth } from "@/lib/auth/client-storage";
import { redirectTargetOrDefault } from "@/lib/auth/redirect";
import type { PasswordResetConfirm } from "@/lib/auth/schemas";
import { switchOwner } from "@/lib/auth/session-store";
import type { PublicUser } from "@/lib/auth/types";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

/**
 * The new password, typed twice (confirmPassword is checked here and never sent). On success this
 * browser is signed in (the server set the cookie) and goes where a sign-in would have gone.
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
      const target = redirectTargetOrDefault(readRedirectAfterAuth());
      clearRedirectAfterAuth();
      router.replace(target);
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
