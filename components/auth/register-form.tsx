"use client";

import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { BusyLabel } from "@/components/ui/spinner";
import { registerSchema } from "@/lib/auth/schemas";
import { FormField } from "./form-field";
import { useRegisterSubmission } from "./use-auth-actions";

/** SPEC §2/§5 registration. confirmPassword is checked here and never sent. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const register = useRegisterSubmission();
  const { values, errors, setField, handleSubmit, busy } = useZodForm({
    schema: registerSchema,
    initial: { email: "", username: "", password: "", confirmPassword: "" },
    ...register,
    onSuccess: onSignedIn,
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="register">
      <FormField
        label="email"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        onValueChange={(value) => setField("email", value)}
      />
      <FormField
        label="username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errors.username}
        onValueChange={(value) => setField("username", value)}
      />
      <FormField
        label="password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onValueChange={(value) => setField("password", value)}
      />
      <FormField
        label="confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onValueChange={(value) => setField("confirmPassword", value)}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        <BusyLabel busy={busy} busyLabel="creating account...">
          create account
        </BusyLabel>
      </Button>
    </form>
  );
}
