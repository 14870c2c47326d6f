"use client";

import { FormField } from "@/components/auth/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, describeError } from "@/lib/api-client";
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from "@/lib/messages/account";
import { wrongPasswordOn } from "./wrong-password";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Current password, then the new one twice (SPEC §5's rule, through the shared schema). The answer
 * carries this browser's fresh session cookie, so nothing else changes on screen; every other
 * session is signed out by the server.
 */
export function ChangePasswordForm() {
  const { field, handleSubmit, busy, reset, formRef } = useZodForm({
    loadSchema: () => import("@/lib/account/schemas").then((schemas) => schemas.changePasswordSchema),
    initial: EMPTY,
    submit: async (input) => {
      await apiRequest("POST", "/api/account/password", input);
    },
    onSuccess: () => {
      reset();
      toast(ACCOUNT_MESSAGES.passwordChanged);
    },
    fieldErrorOf: wrongPasswordOn("currentPassword"),
    onError: (error) =>
      toast({ ...ACCOUNT_MESSAGES.passwordChangeFailure, description: describeError(error), variant: "destructive" }),
  });

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      className="grid max-w-md gap-5"
      aria-label={ACCOUNT_TEXT.changePasswordTitle}
    >
      <FormField
        label={ACCOUNT_TEXT.currentPassword}
        type="password"
        autoComplete="current-password"
        {...field("currentPassword")}
      />
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
        <BusyLabel busy={busy} busyLabel={ACCOUNT_TEXT.changingPassword}>
          {ACCOUNT_TEXT.changePassword}
        </BusyLabel>
      </Button>
    </form>
  );
}
