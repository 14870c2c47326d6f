"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { FormField } from "./form-field";
import { useRegisterSubmission } from "./use-auth-actions";

/** SPEC §2/§5 registration. confirmPassword is checked here and never sent. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const register = useRegisterSubmission();
  const { field, handleSubmit, busy } = useZodForm({
    loadSchema: () => import("@/lib/auth/schemas").then((schemas) => schemas.registerSchema),
    initial: { email: "", username: "", password: "", confirmPassword: "" },
    ...register,
    onSuccess: onSignedIn,
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="register">
      <FormField
        label="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...field("email")}
      />
      <FormField
        label="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
      />
      <FormField label="password" type="password" autoComplete="new-password" {...field("password")} />
      <FormField label="confirm password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        <BusyLabel busy={busy} busyLabel="creating account...">
          create account
        </BusyLabel>
      </Button>
    </form>
  );
}
