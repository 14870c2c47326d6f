"use client";

import { FormField } from "@/components/auth/form-field";
import { serverMessage } from "@/components/auth/use-auth-actions";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { describeError, sendJson } from "@/lib/api-client";
import type { PasswordResetRequest } from "@/lib/auth/schemas";
import { PASSWORD_RESET_MESSAGES } from "@/lib/messages/password-reset";
import { useState } from "react";

/**
 * The forgot-password form: one e-mail field. Whatever the address, the answer is the same sentence
 * (the server says nothing about whether it has an account), shown in a live region.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, handleSubmit, busy } = useZodForm({
    loadSchema: () => import("@/lib/auth/schemas").then((schemas) => schemas.passwordResetRequestSchema),
    initial: { email: "" },
    submit: (input: PasswordResetRequest) =>
      sendJson<{ message: string }>("POST", "/api/password-reset", input).then(() => input.email),
    onSuccess: (email) => setSentTo(email),
    onError: (error) =>
      toast({
        title: PASSWORD_RESET_MESSAGES.requestFailure,
        description: serverMessage(error) ?? describeError(error),
        variant: "destructive",
      }),
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="forgot password">
      <FormField
        label="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...field("email")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <BusyLabel busy={busy} busyLabel="sending...">
          {sentTo ? "send again" : "send me a link"}
        </BusyLabel>
      </Button>
      <div role="status" aria-live="polite" className="empty:hidden">
        {sentTo ? (
          <div className="rounded-md border border-border bg-muted/40 p-4 text-sm">
            <p className="font-medium">{PASSWORD_RESET_MESSAGES.requestSent}</p>
            <p className="mt-1 text-muted-foreground">{PASSWORD_RESET_MESSAGES.requestSentHint}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
